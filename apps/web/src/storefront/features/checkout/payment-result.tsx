import { type PaymentStatus } from '@dukkan/contracts';
import { Button, Loader, Stack, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCreditCardOff,
  IconListDetails,
  IconReceipt,
  IconRefresh,
  IconRotateClockwise,
  IconZoomQuestion,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { StatusScreen } from '../../../components/status-screen';
import { isolate } from '../../../lib/isolate';
import { selectPaymentState } from '../../../shopping/payment.slice';
import { fetchPaymentStatus } from '../../../shopping/payment.thunks';

type Lookup = { phase: 'checking' } | { phase: 'done' } | { phase: 'failed'; error: ApiError };

/**
 * Asks the API once per resource path. Completing a payment is idempotent on the server, but the
 * shopper should see one answer, so strict mode's second effect run and re-renders do not ask again.
 */
function usePaymentLookup(resourcePath: string): { lookup: Lookup; retry: () => void } {
  const dispatch = useAppDispatch();
  const asked = useRef<string | null>(null);
  const [lookup, setLookup] = useState<Lookup>({ phase: 'checking' });

  const ask = useCallback(() => {
    asked.current = resourcePath;
    setLookup({ phase: 'checking' });
    dispatch(fetchPaymentStatus(resourcePath))
      .unwrap()
      .then(
        () => setLookup({ phase: 'done' }),
        (error: ApiError) => setLookup({ phase: 'failed', error }),
      );
  }, [dispatch, resourcePath]);

  useEffect(() => {
    if (asked.current !== resourcePath) ask();
  }, [ask, resourcePath]);

  return { lookup, retry: ask };
}

function OrderButton({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  if (orderId === null) return null;
  return (
    <Button
      component={Link}
      to={`/my-orders/${orderId}`}
      variant="default"
      leftSection={<IconReceipt size={18} aria-hidden />}
    >
      {t('checkout.result.viewOrder')}
    </Button>
  );
}

function PaidScreen({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={IconCircleCheck}
      color="green"
      title={t('checkout.result.paidTitle')}
      body={t('checkout.result.paidBody', { number: isolate(status.orderNumber ?? '') })}
    >
      <OrderButton orderId={status.orderId} />
      <Button
        component={Link}
        to="/my-orders"
        leftSection={<IconListDetails size={18} aria-hidden />}
      >
        {t('checkout.result.myOrders')}
      </Button>
    </StatusScreen>
  );
}

function DeclinedScreen({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={IconCreditCardOff}
      color="red"
      title={t('checkout.result.failedTitle')}
      body={t('checkout.result.failedBody')}
    >
      <Stack gap={4} w="100%" align="center" data-testid="payment-failure">
        <Text fw={600} data-testid="payment-description">
          {t('checkout.result.reason', { description: isolate(status.description) })}
        </Text>
        <Text fz="sm" c="dimmed" data-testid="payment-code">
          {t('checkout.result.code', { code: isolate(status.code) })}
        </Text>
      </Stack>
      {status.orderId !== null && (
        <Button
          component={Link}
          to={`/payment?orderId=${status.orderId}`}
          leftSection={<IconRotateClockwise size={18} aria-hidden />}
        >
          {t('checkout.result.tryAgain')}
        </Button>
      )}
      <OrderButton orderId={status.orderId} />
    </StatusScreen>
  );
}

export function PaymentResult({ resourcePath }: { resourcePath: string }) {
  const { t } = useTranslation();
  const { lookup, retry } = usePaymentLookup(resourcePath);
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
        <Button
          component={Link}
          to="/my-orders"
          variant="default"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          {t('checkout.result.myOrders')}
        </Button>
      </StatusScreen>
    );
  }
  return (
    <div data-testid="payment-result" data-paid={paymentStatus.isPaid}>
      {paymentStatus.isPaid ? (
        <PaidScreen status={paymentStatus} />
      ) : (
        <DeclinedScreen status={paymentStatus} />
      )}
    </div>
  );
}
