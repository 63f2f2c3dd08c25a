import { Button, Center, Grid, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { OrderStatusBadge, PaidBadge } from '../../components/order-status-badge';
import { LoadError } from '../../components/load-error';
import { useLanguage } from '../../i18n/use-language';
import { useNumberFormat } from '../../lib/use-number-format';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectAdminOrdersState } from '../features/orders/admin-orders.slice';
import { downloadInvoice, fetchAdminOrderDetails } from '../features/orders/admin-orders.thunks';
import { OrderCustomerCard } from '../features/orders/order-customer-card';
import { OrderLines } from '../features/orders/order-lines';
import { OrderPaymentCard } from '../features/orders/order-payment-card';
import { OrderRefundsCard } from '../features/orders/order-refunds-card';
import { OrderReturnRequestsCard } from '../features/orders/order-return-requests-card';
import { fetchOrderRefunds } from '../features/orders/order-refunds.thunks';
import { OrderStatusCard } from '../features/orders/order-status-card';
import { OrderTimeline } from '../features/orders/order-timeline';
import { OrderTotals } from '../features/orders/order-totals';
import { RestockConfirmModal } from '../features/orders/restock-confirm-modal';
import { useOrderStatusChange, useTogglePaid } from '../features/orders/use-order-status-change';
import { PageHeading } from '../components/page-heading';

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const format = useNumberFormat();
  const { id: idParam = '' } = useParams();
  const orderId = Number(idParam);
  const { order: stored, loading, error, invoiceStatus } = useAppSelector(selectAdminOrdersState);
  const order = stored?.id === orderId ? stored : null;
  const [reloadKey, setReloadKey] = useState(0);
  const statusChange = useOrderStatusChange();
  const paid = useTogglePaid();
  usePageMeta(
    t('ordersAdmin.details.title', { number: order?.orderNumber ?? `#${idParam}` }),
    t('ordersAdmin.description'),
  );

  // The language is a dependency: product and delivery names come back in it.
  useEffect(() => {
    const request = dispatch(fetchAdminOrderDetails(orderId));
    return () => request.abort();
  }, [dispatch, orderId, reloadKey, lang]);

  // Refunds and credit notes (decision 020), read again whenever the order's history grows (a
  // status change may refund it, a refund may close it).
  const historyLength = order?.statusHistory.length ?? 0;
  useEffect(() => {
    const request = dispatch(fetchOrderRefunds(orderId));
    return () => request.abort();
  }, [dispatch, orderId, reloadKey, lang, historyLength]);

  async function saveInvoice() {
    if (!order) return;
    try {
      const { data } = await dispatch(downloadInvoice(order)).unwrap();
      notify.success(null, t('ordersAdmin.details.invoiceSaved', { file: data.fileName }));
    } catch (failure) {
      notify.error(failure);
    }
  }

  const back = { to: '/dashboard/orders', label: t('ordersAdmin.details.back') };
  if (!order) {
    const failed = error !== null && !loading;
    return (
      <Stack gap="lg">
        <PageHeading
          back={back}
          title={t('ordersAdmin.details.title', { number: `#${idParam}` })}
        />
        {failed ? (
          <LoadError
            title={
              error.statusCode === 404
                ? t('ordersAdmin.details.notFound')
                : t('ordersAdmin.details.loadFailed')
            }
            message={error.message}
            onRetry={() => setReloadKey((key) => key + 1)}
            testId="order-load-error"
          />
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        )}
      </Stack>
    );
  }

  const downloading = invoiceStatus === 'loading';
  return (
    <Stack gap="lg" data-testid="order-details" data-status={order.status}>
      <PageHeading
        back={back}
        title={t('ordersAdmin.details.title', { number: order.orderNumber })}
        description={t('ordersAdmin.details.description', {
          date: format.date(order.createdAt),
          name: order.customer.name,
        })}
        aside={
          <>
            <OrderStatusBadge status={order.status} />
            <PaidBadge isPaid={order.isPaid} />
          </>
        }
        actions={
          <Button
            variant="default"
            leftSection={<IconFileInvoice size={18} aria-hidden />}
            loading={downloading}
            onClick={() => void saveInvoice()}
            data-testid="download-invoice"
          >
            {t('ordersAdmin.details.invoice')}
          </Button>
        }
      />

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="order-items-title"
            >
              <Stack gap="md">
                <Title order={2} fz="lg" id="order-items-title">
                  {t('ordersAdmin.details.items', { items: format.number(order.itemsCount) })}
                </Title>
                <OrderLines items={order.items} />
                <OrderTotals order={order} />
              </Stack>
            </Paper>
            <Paper
              withBorder
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="order-history-title"
            >
              <Stack gap="md">
                <Title order={2} fz="lg" id="order-history-title">
                  {t('ordersAdmin.details.timeline')}
                </Title>
                <OrderTimeline history={order.statusHistory} />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <OrderReturnRequestsCard
              order={order}
              onChanged={() => void dispatch(fetchAdminOrderDetails(orderId))}
            />
            <OrderStatusCard order={order} statusChange={statusChange} />
            <OrderPaymentCard
              order={order}
              togglingPaid={paid.busyId === order.id}
              onTogglePaid={() => void paid.toggle(order)}
            />
            <OrderRefundsCard
              status={order.status}
              onChanged={() => void dispatch(fetchAdminOrderDetails(orderId))}
            />
            <OrderCustomerCard order={order} />
          </Stack>
        </Grid.Col>
      </Grid>

      <RestockConfirmModal
        request={statusChange.confirming}
        busy={statusChange.busy}
        error={statusChange.error?.message ?? null}
        onConfirm={(note) => void statusChange.confirm(note)}
        onClose={statusChange.cancel}
      />
    </Stack>
  );
}
