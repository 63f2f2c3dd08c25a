import type { ManualRefundMethod, OrderRefunds, OrderStatus } from '@dukkan/contracts';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { selectOrderRefundsState } from './order-refunds.slice';
import { createRefund, downloadCreditNote, retryRefund } from './order-refunds.thunks';

const STATUS_COLORS = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;
const MANUAL_METHODS: ManualRefundMethod[] = ['Cash', 'BankTransfer', 'Other'];

interface OrderRefundsCardProps {
  status: OrderStatus;
  /** Called after a refund or a retry, so the order's status and timeline are read again. */
  onChanged: () => void;
}

/** The order's money state, its refunds (with retry) and credit notes, and the refund form. */
export function OrderRefundsCard({ status, onChanged }: OrderRefundsCardProps) {
  const { t } = useTranslation();
  const { refunds: view, submitting } = useAppSelector(selectOrderRefundsState);
  const format = useNumberFormat();
  if (!view) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="order-refunds-title"
      data-testid="order-refunds"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="order-refunds-title">
          {t('ordersAdmin.refunds.title')}
        </Title>
        <Group gap="lg">
          <Amount
            label={t('ordersAdmin.refunds.refunded')}
            value={format.sar(view.refundedAmount)}
          />
          {view.pendingAmount > 0 && (
            <Amount
              label={t('ordersAdmin.refunds.pending')}
              value={format.sar(view.pendingAmount)}
            />
          )}
          <Amount label={t('ordersAdmin.refunds.left')} value={format.sar(view.refundableAmount)} />
        </Group>
        <RefundList view={view} busy={submitting} onChanged={onChanged} />
        <CreditNoteList view={view} />
        {view.refundableAmount > 0 && (
          <RefundForm view={view} status={status} busy={submitting} onChanged={onChanged} />
        )}
      </Stack>
    </Paper>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function RefundList(props: { view: OrderRefunds; busy: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  const { view } = props;
  if (view.refunds.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('ordersAdmin.refunds.none')}
      </Text>
    );
  }
  async function retry(refundId: number) {
    try {
      const { message } = await dispatch(retryRefund({ orderId: view.orderId, refundId })).unwrap();
      notify.success(null, message);
      props.onChanged();
    } catch (failure) {
      notify.error(failure);
    }
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {view.refunds.map((refund) => (
        <li key={refund.id} data-testid="refund-row" data-status={refund.status}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0}>
              <Group gap="xs">
                <Text fw={600}>{format.sar(refund.amount)}</Text>
                <Badge color={STATUS_COLORS[refund.status]} variant="light">
                  {t(`ordersAdmin.refunds.status.${refund.status}`)}
                </Badge>
              </Group>
              <Text fz="xs" c="dimmed">
                {`${format.dateTime(refund.createdAt)} · ${
                  refund.method === 'gateway'
                    ? t('ordersAdmin.refunds.viaGateway')
                    : t('ordersAdmin.refunds.manual', {
                        method: refund.manualMethod
                          ? t(`ordersAdmin.refunds.manualMethods.${refund.manualMethod}`)
                          : '',
                        reference: refund.manualReference ?? '',
                      })
                }${refund.resultCode ? ` · ${refund.resultCode}` : ''}`}
              </Text>
            </Stack>
            {refund.canRetry && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={props.busy}
                onClick={() => void retry(refund.id)}
                data-testid="retry-refund"
              >
                {t('ordersAdmin.refunds.retry')}
              </Button>
            )}
          </Group>
        </li>
      ))}
    </Stack>
  );
}

function CreditNoteList({ view }: { view: OrderRefunds }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  if (view.creditNotes.length === 0) return null;
  async function save(note: OrderRefunds['creditNotes'][number]) {
    try {
      const { data } = await dispatch(
        downloadCreditNote({
          orderId: view.orderId,
          creditNoteId: note.id,
          creditNoteNumber: note.creditNoteNumber,
        }),
      ).unwrap();
      notify.success(null, t('ordersAdmin.refunds.saved', { file: data.fileName }));
    } catch (failure) {
      notify.error(failure);
    }
  }
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        {t('ordersAdmin.refunds.creditNotes')}
      </Text>
      {view.creditNotes.map((note) => (
        <Group key={note.id} justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm">
            {t('ordersAdmin.refunds.creditNote', {
              number: note.creditNoteNumber,
              amount: format.sar(note.amount),
              invoice: note.invoiceNumber,
            })}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('ordersAdmin.refunds.download', { number: note.creditNoteNumber })}
            onClick={() => void save(note)}
            data-testid="download-credit-note"
          >
            <IconFileInvoice size={16} aria-hidden />
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function RefundForm(props: {
  view: OrderRefunds;
  status: OrderStatus;
  busy: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { view } = props;
  const isCash = view.paymentMethod === 'CashOnDelivery';
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<string>(isCash ? 'Cash' : 'gateway');
  const [reference, setReference] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const returnable = view.lines.filter((line) => line.quantity > line.returnedQuantity);
  const isDelivered = props.status === 'Delivered';

  async function submit() {
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([orderItemId, quantity]) => ({ orderItemId: Number(orderItemId), quantity }));
    const manual = method === 'gateway' ? {} : { manualMethod: method, manualReference: reference };
    try {
      const { message } = await dispatch(
        createRefund({
          orderId: view.orderId,
          body: { reason, ...(lines.length > 0 ? { lines } : {}), ...manual },
        }),
      ).unwrap();
      notify.success(null, message);
      setErrors({});
      setQuantities({});
      setReason('');
      props.onChanged();
    } catch (failure) {
      const data = (failure as { data?: unknown }).data;
      setErrors(data && typeof data === 'object' ? (data as Record<string, string[]>) : {});
      notify.error(failure);
    }
  }

  const methods = [
    ...(isCash ? [] : [{ value: 'gateway', label: t('ordersAdmin.refunds.methodGateway') }]),
    ...MANUAL_METHODS.map((value) => ({
      value,
      label: t(`ordersAdmin.refunds.manualMethods.${value}`),
    })),
  ];
  return (
    <Stack gap="xs" mt="sm" data-testid="refund-form">
      <Text fw={600} fz="sm">
        {t('ordersAdmin.refunds.formTitle')}
      </Text>
      {isDelivered &&
        returnable.map((line) => (
          <NumberInput
            key={line.orderItemId}
            label={t('ordersAdmin.refunds.returnQuantity', {
              name: line.name,
              left: line.quantity - line.returnedQuantity,
            })}
            min={0}
            max={line.quantity - line.returnedQuantity}
            value={quantities[line.orderItemId] ?? 0}
            onChange={(value) =>
              setQuantities((current) => ({ ...current, [line.orderItemId]: Number(value) || 0 }))
            }
            size="xs"
          />
        ))}
      {isDelivered && (
        <Text fz="xs" c="dimmed">
          {t('ordersAdmin.refunds.returnHint')}
        </Text>
      )}
      <Textarea
        label={t('ordersAdmin.refunds.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={errors.reason?.[0]}
        required
        autosize
        minRows={2}
      />
      <Select
        label={t('ordersAdmin.refunds.method')}
        data={methods}
        value={method}
        onChange={(value) => setMethod(value ?? method)}
        error={errors.manualMethod?.[0]}
        allowDeselect={false}
      />
      {method !== 'gateway' && (
        <TextInput
          label={t('ordersAdmin.refunds.reference')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={errors.manualReference?.[0]}
        />
      )}
      <Button onClick={() => void submit()} loading={props.busy} data-testid="submit-refund">
        {t('ordersAdmin.refunds.submit')}
      </Button>
    </Stack>
  );
}
