import type { OrderDetails, OrderReturns, ReturnRequest } from '@dukkan/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPackageExport } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { fetchOrderDetails } from '../../../shopping/orders.thunks';
import { fetchMyReturns } from '../../../shopping/return-requests.thunks';
import { Panel } from './order-panel';
import { ReturnRequestForm } from './return-request-form';

/** Each request state's tint and a darker ink at 4.5:1 on it (as the status badges do). */
export const RETURN_STATUS_LOOK = {
  pending: { color: 'yellow', ink: '#7a4f00' },
  approved: { color: 'green', ink: '#1b5e2b' },
  rejected: { color: 'red', ink: '#b02525' },
} as const;

function RequestRow({ request }: { request: ReturnRequest }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const look = RETURN_STATUS_LOOK[request.status];
  const refund = request.refund;
  return (
    <Stack
      gap={4}
      component="li"
      className="order-return"
      data-testid="return-request"
      data-status={request.status}
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600}>
          {t('returns.requestedOn', { date: format.date(request.createdAt) })}
        </Text>
        <Badge color={look.color} variant="light" c={look.ink} style={{ flexShrink: 0 }}>
          {t(`returns.status.${request.status}`)}
        </Badge>
      </Group>
      {request.lines.map((line) => (
        <Text key={line.orderItemId} fz="sm">
          {t('returns.units', { qty: format.number(line.quantity), name: isolate(line.name) })}
        </Text>
      ))}
      <Text fz="sm" c="dimmed">
        {t(`returns.reasons.${request.reason}`)}
        {request.note ? ` · ${request.note}` : ''}
      </Text>
      {refund && (
        <Text fz="sm" fw={600} data-testid="return-refund">
          {refund.status === 'succeeded'
            ? t('returns.refund', { amount: format.sar(refund.amount) })
            : t('returns.refundPending', { amount: format.sar(refund.amount) })}
        </Text>
      )}
      {request.rejectionReason && (
        <Text fz="sm" c="red.9">
          {t('returns.rejectedBecause', { reason: request.rejectionReason })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The order's returns for its shopper (decision 023): the window, a button to ask for a return
 * while it is open, and each request with its state, the refund it brought or why it was refused.
 * Read after hydration (the shopper's own data), again whenever the order's history grows.
 */
export function OrderReturns({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  const [view, setView] = useState<OrderReturns | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const historyLength = order.statusHistory.length;

  useEffect(() => {
    if (order.status !== 'Delivered' && order.status !== 'Returned') return;
    const request = dispatch(fetchMyReturns(order.id));
    request
      .unwrap()
      .then(({ data }) => setView(data))
      .catch(() => setView(null));
    return () => request.abort();
  }, [dispatch, order.id, order.status, historyLength]);

  if (!view || (!view.windowEndsAt && view.requests.length === 0)) return null;
  const ends = view.windowEndsAt ? format.date(view.windowEndsAt) : '';
  const isWindowOpen = view.windowEndsAt !== null && Date.parse(view.windowEndsAt) > Date.now();
  return (
    <Panel title={t('returns.title')} testId="order-returns">
      {view.windowEndsAt && order.status === 'Delivered' && (
        <Text fz="sm" c="dimmed">
          {isWindowOpen
            ? t('returns.windowOpen', { date: ends })
            : t('returns.windowClosed', { date: ends })}
        </Text>
      )}
      {view.canRequest && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPackageExport size={18} aria-hidden />}
            onClick={() => setIsOpen(true)}
            data-testid="request-return"
          >
            {t('returns.request')}
          </Button>
        </Group>
      )}
      {view.requests.length > 0 && (
        <Stack component="ul" className="plain-list" gap="md">
          {view.requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </Stack>
      )}
      <ReturnRequestForm
        view={view}
        orderNumber={order.orderNumber}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        onSent={(next, message) => {
          setView(next);
          setIsOpen(false);
          notify.success(message, t('returns.sent'));
          void dispatch(fetchOrderDetails(order.id));
        }}
      />
    </Panel>
  );
}
