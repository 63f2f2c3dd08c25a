import type { PaymentCheckout } from '@dukkan/contracts';
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconClockExclamation,
  IconCreditCardOff,
  IconInfoCircle,
  IconListDetails,
  IconReceipt,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusScreen } from '../../../components/status-screen';
import { useLanguage } from '../../../i18n/use-language';
import { isolate } from '../../../lib/isolate';
import { selectPaymentState } from '../../../shopping/payment.slice';
import { fetchMadaCheckout, fetchPaymentCheckout } from '../../../shopping/payment.thunks';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import { ListError } from '../catalog/list-states';
import { useRequest } from '../../../app/use-request';
import { customerPayment, type PaymentOwner } from './payment-owner';
import { PaymentWidget } from './payment-widget';
import { formatCountdown, useCountdown } from '../../components/use-countdown';
import './checkout.css';

/** The order's page and the orders list: where a shopper goes when there is nothing to pay. */
function OrderLinks({ orderId, owner }: { orderId: number; owner: PaymentOwner }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to={owner.orderPath(orderId)}
        leftSection={<IconReceipt size={18} aria-hidden />}
      >
        {t('checkout.pay.viewOrder')}
      </Button>
      {owner.ordersPath && (
        <Button
          component={Link}
          to={owner.ordersPath}
          variant="default"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          {t('checkout.pay.myOrders')}
        </Button>
      )}
    </>
  );
}

/**
 * A mada card typed under Visa / Mastercard: the order's checkout is reopened on the mada entity
 * once (the server keeps it on cards when the shop takes no mada), and the shopper is told why
 * the form is empty again.
 */
function useMadaRouting(orderId: number, orderToken: string | null) {
  const dispatch = useAppDispatch();
  const isAsked = useRef(false);
  const [isRouted, setRouted] = useState(false);
  const routeToMada = useCallback(() => {
    if (isAsked.current) return;
    isAsked.current = true;
    void dispatch(fetchMadaCheckout({ orderId, orderToken })).then((action) => {
      if (fetchMadaCheckout.fulfilled.match(action)) {
        setRouted(action.payload.data.method === 'MADA');
      }
    });
  }, [dispatch, orderId, orderToken]);
  return { isRouted, routeToMada };
}

function PaymentDesk({ checkout, owner }: { checkout: PaymentCheckout; owner: PaymentOwner }) {
  const { t } = useTranslation();
  const { isRouted, routeToMada } = useMadaRouting(checkout.orderId, owner.orderToken);
  const lang = useLanguage();
  const digits = useDigits();
  const left = useCountdown(checkout.expiresAt);
  const isExpired = left === 0;

  return (
    <Grid gutter="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Paper
          withBorder
          p="lg"
          radius="lg"
          component="section"
          aria-labelledby="payment-amount-label"
        >
          <Stack gap="md">
            <Stack gap={2}>
              <Text fz="sm" c="dimmed" id="payment-amount-label">
                {t('checkout.pay.amount')}
              </Text>
              <Text
                fz={32}
                fw={700}
                className="money-row__amount"
                data-testid="payment-amount"
                data-amount={checkout.amount}
              >
                {formatMoney(checkout.amount, lang, digits)}
              </Text>
            </Stack>
            {left !== null && !isExpired && (
              <Stack gap={2}>
                <Text fz="sm" c="dimmed">
                  {t('checkout.pay.expiresIn')}
                </Text>
                <Text
                  fz="xl"
                  fw={700}
                  className="payment-countdown"
                  data-testid="payment-countdown"
                >
                  <span dir="ltr">{formatCountdown(left, digits)}</span>
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('checkout.pay.expiresHint')}
                </Text>
              </Stack>
            )}
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconShieldLock size={20} aria-hidden className="payment-secure-icon" />
              <Text fz="sm" c="dimmed">
                {t('checkout.pay.secure')}
              </Text>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          {isExpired ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconClockExclamation aria-hidden />}
              role="alert"
              data-testid="payment-expired"
            >
              <Stack gap="sm" align="flex-start">
                <Text fz="sm">{t('checkout.pay.expired')}</Text>
                <Group gap="sm">
                  <OrderLinks orderId={checkout.orderId} owner={owner} />
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="md">
              {isRouted && (
                <Alert
                  color="blue"
                  variant="light"
                  icon={<IconInfoCircle aria-hidden />}
                  role="status"
                  data-testid="payment-mada-routed"
                >
                  {t('checkout.pay.madaDetected')}
                </Alert>
              )}
              <PaymentWidget
                checkout={checkout}
                resultPath={owner.resultPath(checkout.orderId)}
                onMadaCard={routeToMada}
              />
            </Stack>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

export function PaymentLoader({
  orderId,
  owner = customerPayment,
}: {
  orderId: number;
  owner?: PaymentOwner;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { checkout } = useAppSelector(selectPaymentState);
  // Once per order: every load opens a gateway checkout, so a language switch does not reload.
  const request = useRequest(
    () => dispatch(fetchPaymentCheckout({ orderId, orderToken: owner.orderToken })),
    String(orderId),
  );
  const current = checkout?.orderId === orderId ? checkout : null;

  if (request.phase === 'error') {
    const status = request.error?.statusCode;
    // Paid, cancelled, someone else's or unknown: nothing to pay here.
    if (status === 409 || status === 404 || status === 422 || status === 403) {
      return (
        <StatusScreen
          icon={IconCreditCardOff}
          color="orange"
          title={t('checkout.pay.notPayable')}
          body={request.error?.message ?? ''}
        >
          <OrderLinks orderId={orderId} owner={owner} />
        </StatusScreen>
      );
    }
    return (
      <ListError
        title={t('checkout.pay.loadFailed')}
        error={request.error}
        onRetry={request.retry}
      />
    );
  }
  if (!current || request.phase === 'loading') {
    return (
      <Stack gap="lg" aria-hidden>
        <Skeleton h={36} w="50%" />
        <Skeleton h={280} radius="lg" />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="payment-page">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('checkout.pay.heading', { number: isolate(current.orderNumber) })}
      </Title>
      <PaymentDesk checkout={current} owner={owner} />
    </Stack>
  );
}
