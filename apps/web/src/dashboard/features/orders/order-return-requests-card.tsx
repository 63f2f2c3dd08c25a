import type {
  ManualRefundMethod,
  OrderDetails,
  OrderReturns,
  ReturnRequest,
} from '@dukkan/contracts';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { RefundMethodSelect, ToneBadge } from './refund-parts';
import { approveReturn, fetchOrderReturns, rejectReturn } from './return-requests.thunks';

/** The badge tone of each request status. */
const STATUS_TONE = { pending: 'waiting', approved: 'done', rejected: 'refused' } as const;
type FieldErrors = Record<string, string[]>;

interface DecisionProps {
  order: OrderDetails;
  request: ReturnRequest;
  onDecided: (view: OrderReturns, message: string) => void;
}

/** Approve (with how the money goes back for cash on delivery) or reject with a reason. */
function Decision({ order, request, onDecided }: DecisionProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isCash = order.paymentMethod === 'CashOnDelivery';
  const [mode, setMode] = useState<'idle' | 'reject'>('idle');
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<ManualRefundMethod>('Cash');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);

  async function run(kind: 'approve' | 'reject') {
    setBusy(kind);
    const target = { orderId: order.id, requestId: request.id };
    try {
      const body = isCash ? { manualMethod: method, manualReference: reference } : {};
      const { data, message } =
        kind === 'approve'
          ? await dispatch(approveReturn({ ...target, body })).unwrap()
          : await dispatch(rejectReturn({ ...target, body: { reason } })).unwrap();
      setErrors({});
      onDecided(data, message);
    } catch (failure) {
      const data = (failure as { data?: unknown }).data;
      setErrors(data && typeof data === 'object' ? (data as FieldErrors) : {});
      notify.error(failure);
    } finally {
      setBusy(null);
    }
  }

  if (mode === 'reject') {
    return (
      <Stack gap="xs">
        <Textarea
          label={t('returns.admin.rejectReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason?.[0]}
          required
          autosize
          minRows={2}
          data-testid="reject-reason"
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setMode('idle')} disabled={!!busy}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            size="xs"
            loading={busy === 'reject'}
            onClick={() => void run('reject')}
            data-testid="confirm-reject-return"
          >
            {t('returns.admin.rejectConfirm')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {isCash && (
        <Group gap="xs" grow align="flex-start">
          <RefundMethodSelect
            label={t('returns.admin.manualMethod')}
            value={method}
            onChange={(value) => setMethod((value as ManualRefundMethod | null) ?? method)}
            error={errors.manualMethod?.[0]}
          />
          <TextInput
            label={t('returns.admin.manualReference')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={errors.manualReference?.[0]}
          />
        </Group>
      )}
      {errors.lines?.[0] && (
        <Text fz="sm" c="red.9" role="alert">
          {errors.lines[0]}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => setMode('reject')}
          disabled={!!busy}
          data-testid="reject-return"
        >
          {t('returns.admin.reject')}
        </Button>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={busy === 'approve'}
          onClick={() => void run('approve')}
          data-testid="approve-return"
        >
          {t('returns.admin.approve')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The order's return requests on the staff's order screen (decision 023): each with its lines,
 * reason and note; pending ones with Approve (runs the partial-return refund) and Reject. Read
 * again whenever the order's history grows. Hidden while the order has none.
 */
export function OrderReturnRequestsCard({
  order,
  onChanged,
}: {
  order: OrderDetails;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  const [view, setView] = useState<OrderReturns | null>(null);
  const historyLength = order.statusHistory.length;

  useEffect(() => {
    const request = dispatch(fetchOrderReturns(order.id));
    request
      .unwrap()
      .then(({ data }) => setView(data))
      .catch(() => setView(null));
    return () => request.abort();
  }, [dispatch, order.id, historyLength]);

  if (!view || view.requests.length === 0) return null;
  const pending = view.requests.filter((request) => request.status === 'pending').length;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order-returns-title"
      data-testid="order-return-requests"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="order-returns-title">
            {t('returns.admin.title')}
          </Title>
          {pending > 0 && (
            <Badge color="yellow" variant="light" c="#7a4f00" data-testid="pending-returns">
              {t('returns.admin.pending', { count: format.number(pending) })}
            </Badge>
          )}
        </Group>
        {view.requests.map((request) => (
          <Stack
            key={request.id}
            gap={4}
            data-testid="admin-return-request"
            data-status={request.status}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={600}>
                {t('returns.requestedOn', { date: format.date(request.createdAt) })}
              </Text>
              <ToneBadge tone={STATUS_TONE[request.status]}>
                {t(`returns.status.${request.status}`)}
              </ToneBadge>
            </Group>
            {request.lines.map((line) => (
              <Text key={line.orderItemId} fz="sm">
                {t('returns.units', {
                  qty: format.number(line.quantity),
                  name: isolate(line.name),
                })}
              </Text>
            ))}
            <Text fz="sm" c="dimmed">
              {t(`returns.reasons.${request.reason}`)}
            </Text>
            {request.note && (
              <Text fz="sm" c="dimmed">
                {t('returns.admin.customerNote', { note: request.note })}
              </Text>
            )}
            {request.refund && (
              <Text fz="sm" fw={600}>
                {t('returns.refund', { amount: format.sar(request.refund.amount) })}
              </Text>
            )}
            {request.rejectionReason && (
              <Text fz="sm" c="red.9">
                {t('returns.rejectedBecause', { reason: request.rejectionReason })}
              </Text>
            )}
            {request.status === 'pending' && (
              <Decision
                order={order}
                request={request}
                onDecided={(next, message) => {
                  setView(next);
                  notify.success(message, t('returns.admin.approved'));
                  onChanged();
                }}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
