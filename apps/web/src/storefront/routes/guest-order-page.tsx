import '../../app/styles/browser-screens';
import type { OrderDetails } from '@dukkan/contracts';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFolderPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { isolate } from '../../lib/isolate';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/use-page-meta';
import {
  forgetGuestOrderToken,
  guestOrderApi,
  readGuestOrderToken,
} from '../../shopping/guest-orders.api';
import { parseRouteId } from '../features/catalog/catalog-not-found';
import { ListError } from '../features/catalog/list-states';
import { GuestAccountForm } from '../features/orders/guest-account-form';
import { OrderItemsPanel } from '../features/orders/order-items-panel';
import { OrderTotals } from '../features/orders/order-totals';
import { FindMyOrderScreen } from '../features/orders/find-my-order-screen';
import { OrderFacts, OrderSkeleton } from '../features/orders/order-view';
import { PayNowNotice } from '../features/orders/pay-now-notice';
import { useGuestOrder } from '../features/orders/use-guest-order';
import { guestPayment } from '../features/checkout/payment-owner';
import '../features/orders/orders.css';

/** What "Find my order" hands this page: the order it found (read only, no token). */
export interface FoundOrderState {
  foundOrder?: OrderDetails;
}

function foundOrderOf(state: unknown, orderId: number | null): OrderDetails | null {
  const found = (state as FoundOrderState | null)?.foundOrder;
  return found && found.id === orderId ? found : null;
}

/**
 * `/guest-order/:id`: a guest's order. Opened by its access token (this tab placed it: the
 * confirmation, with "Create an account"), or as "Find my order" found it (read only).
 */
export default function GuestOrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = parseRouteId(id);
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const token = orderId === null ? null : readGuestOrderToken(orderId);
  const found = foundOrderOf(location.state, orderId);
  const { order: loaded, error, retry } = useGuestOrder(orderId, token);
  const [claiming, setClaiming] = useState(false);
  const order = token ? loaded : found;
  usePageMeta(t('guestCheckout.order.title'), t('guestCheckout.order.description'));

  async function claim(id: number, orderToken: string) {
    setClaiming(true);
    try {
      const { message } = await guestOrderApi.claim({ orderId: id, token: orderToken });
      forgetGuestOrderToken(id);
      notify.success(message, t('guestCheckout.account.claimed'));
      void navigate(`/my-orders/${id}`, { replace: true });
    } catch (failure) {
      notify.error(failure);
      setClaiming(false);
    }
  }

  // A wrong or stale token is a 404 like an unknown order: the same way out.
  if (orderId === null || (!token && !found) || (!order && error?.statusCode === 404)) {
    return (
      <FindMyOrderScreen
        title={t('guestCheckout.order.notFoundTitle')}
        body={t('guestCheckout.order.notFoundBody')}
      />
    );
  }
  if (!order && error) {
    return <ListError title={t('guestCheckout.order.loadFailed')} error={error} onRetry={retry} />;
  }
  if (!order) return <OrderSkeleton />;

  return (
    <Stack gap="lg" data-testid="guest-order" data-order-id={order.id}>
      <Stack gap="xs">
        {token ? (
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={30} color="var(--mantine-color-green-7)" aria-hidden />
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('guestCheckout.order.title')}
            </Title>
          </Group>
        ) : (
          <>
            <Anchor component={Link} to="/find-my-order" fz="sm">
              {t('guestCheckout.find.another')}
            </Anchor>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t('orders.details.title', { number: isolate(order.orderNumber) })}
            </Title>
          </>
        )}
      </Stack>
      {token && <PayNowNotice order={order} payPath={guestPayment(token).payPath(order.id)} />}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className="guest-order__number">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t('guestCheckout.order.number')}</Text>
          <Text fw={800} fz={22} dir="ltr" data-testid="guest-order-number">
            {order.orderNumber}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed" mt={6}>
          {t('guestCheckout.order.keepNumber')}
        </Text>
      </Paper>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderItemsPanel order={order} />
            <OrderFacts order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OrderTotals order={order} />
            {token && !isAuthenticated && <GuestAccountForm orderId={order.id} token={token} />}
            {token && isAuthenticated && (
              <Button
                variant="light"
                loading={claiming}
                leftSection={<IconFolderPlus size={18} aria-hidden />}
                onClick={() => void claim(order.id, token)}
                data-testid="claim-guest-order"
              >
                {t('guestCheckout.account.claim')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
