import { type PaymentStatus } from '@dukkan/contracts';
import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCircleCheck,
  IconCreditCardOff,
  IconListDetails,
  IconReceipt,
  IconRefresh,
  IconRotateClockwise,
  IconZoomQuestion,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusScreen } from '../../../components/status-screen';
import { isolate } from '../../../lib/isolate';
import { selectPaymentState } from '../../../shopping/payment.slice';
import { fetchPaymentStatus } from '../../../shopping/payment.thunks';
import { PaidOrderSummary } from './paid-order-summary';
import { customerPayment, type PaymentOwner } from './payment-owner';

type Lookup = { phase: 'checking' } | { phase: 'done' } | { phase: 'failed'; error: ApiError };

/**
 * Asks the API once per resource path. Completing a payment is idempotent on the server, but the
 * shopper should see one answer, so strict mode's second effect run and re-renders do not ask again.
 */
function usePaymentLookup(
  resourcePath: string,
  orderToken: string | null,
): { lookup: Lookup; retry: () => void } {
  const dispatch = useAppDispatch();
  const asked = useRef<string | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ phase: 'checking' });

  const ask = useCallback(() => {
    asked.current = resourcePath;
    setLookup({ phase: 'checking' });
    dispatch(fetchPaymentStatus({ resourcePath, orderToken }))
      .unwrap()
      .then(
        () => setLookup({ phase: 'done' }),
        (error: ApiError) => setLookup({ phase: 'failed', error }),
      );
  }, [dispatch, resourcePath, orderToken]);

  useEffect(() => {
    if (asked.current !== resourcePath) ask();
  }, [ask, resourcePath]);

  return { lookup, retry: ask };
}

function OrderButton({ orderId, owner }: { orderId: number | null; owner: PaymentOwner }) {
  const { t } = useTranslation();
  if (orderId === null) return null;
  return (
    <Button
      component={Link}
      to={owner.orderPath(orderId)}
      variant="default"
      leftSection={<IconReceipt size={18} aria-hidden />}
      data-testid="view-order"
    >
      {t('checkout.result.viewOrder')}
    </Button>
  );
}

/**
 * A paid order: the thanks, the two ways on (more shopping, the order) and, under them, what
 * was bought, what it cost, where it goes and when.
 */
function PaidScreen({ status, owner }: { status: PaymentStatus; owner: PaymentOwner }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack align="center" gap="sm" ta="center" pt={{ base: 'md', sm: 'xl' }}>
        <ThemeIcon size={80} radius={40} variant="light" color="green" aria-hidden>
          <IconCircleCheck size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('checkout.result.paidTitle')}
        </Title>
        <Text c="dimmed" fz="lg" maw={560}>
          {t('checkout.result.paidBody', { number: isolate(status.orderNumber ?? '') })}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button
            component={Link}
            to="/shop"
            leftSection={<IconBuildingStore size={18} aria-hidden />}
            data-testid="continue-shopping"
          >
            {t('checkout.result.continueShopping')}
          </Button>
          <OrderButton orderId={status.orderId} owner={owner} />
        </Group>
      </Stack>
      {status.orderId !== null && (
        <PaidOrderSummary orderId={status.orderId} orderToken={owner.orderToken} />
      )}
    </Stack>
  );
}

function DeclinedScreen({ status, owner }: { status: PaymentStatus; owner: PaymentOwner }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={IconCreditCardOff}
      color="red"
      title={t('checkout.result.failedTitle')}
      body={t('checkout.result.failedBody')}
    >
      <Stack gap={4} w="100%" align="center" data-testid="payment-failure">
        {/* The gateway's result code is for staff (the dashboard shows it), not for shoppers. */}
        <Text fw={600} data-testid="payment-description">
          {t('checkout.result.reason', { description: isolate(status.description) })}
        </Text>
      </Stack>
      {status.orderId !== null && (
        <Button
          component={Link}
          to={owner.payPath(status.orderId)}
          leftSection={<IconRotateClockwise size={18} aria-hidden />}
        >
          {t('checkout.result.tryAgain')}
        </Button>
      )}
      <OrderButton orderId={status.orderId} owner={owner} />
    </StatusScreen>
  );
}

export function PaymentResult({
  resourcePath,
  owner = customerPayment,
  orderId = null,
}: {
  resourcePath: string;
  owner?: PaymentOwner;
  /** The order the return address names (a guest's); a customer's comes with the status. */
  orderId?: number | null;
}) {
  const { t } = useTranslation();
  const { lookup, retry } = usePaymentLookup(resourcePath, owner.orderToken);
  const { paymentStatus } = useAppSelector(selectPaymentState);

  if (lookup.phase === 'checking') {
    return (
      <Stack align="center" gap="md" py={80} role="status" data-testid="payment-checking">
        <Loader />
        <Text c="dimmed">{t('checkout.result.checking')}</Text>
      </Stack>
    );
  }
  if (lookup.phase === 'failed' || !paymentStatus) {
    const error = lookup.phase === 'failed' ? lookup.error : null;
    return (
      <StatusScreen
        icon={IconZoomQuestion}
        color="orange"
        title={t('checkout.result.lookupFailedTitle')}
        body={error?.message || t('errors.network')}
      >
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry}>
          {t('common.retry')}
        </Button>
        {owner.ordersPath ? (
          <Button
            component={Link}
            to={owner.ordersPath}
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            {t('checkout.result.myOrders')}
          </Button>
        ) : (
          <OrderButton orderId={orderId} owner={owner} />
        )}
      </StatusScreen>
    );
  }
  return (
    <div data-testid="payment-result" data-paid={paymentStatus.isPaid}>
      {paymentStatus.isPaid ? (
        <PaidScreen status={paymentStatus} owner={owner} />
      ) : (
        <DeclinedScreen status={paymentStatus} owner={owner} />
      )}
    </div>
  );
}
