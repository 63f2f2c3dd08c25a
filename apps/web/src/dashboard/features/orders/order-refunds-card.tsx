import {
  normalizeDigits,
  type OrderRefunds,
  type OrderStatus,
  type Refund,
} from '@dukkan/contracts';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconFileDownload, IconReceiptRefund, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { selectOrderRefundsState } from './order-refunds.slice';
import { createRefund, downloadCreditNote, retryRefund } from './order-refunds.thunks';
import { RefundMethodSelect, ToneBadge } from './refund-parts';

/** The badge tone of each refund status. */
const STATUS_TONE = { pending: 'waiting', succeeded: 'done', failed: 'refused' } as const;

/**
 * Says how the refund just asked for ended, in the toast's own colour: the API answers 200 with
 * the outcome in its message whether the gateway refunded, refused or has not answered yet.
 */
function notifyOutcome(view: OrderRefunds, message: string, refundId?: number) {
  const refund: Refund | undefined =
    refundId === undefined
      ? view.refunds.reduce<Refund | undefined>(
          (newest, candidate) => (!newest || candidate.id > newest.id ? candidate : newest),
          undefined,
        )
      : view.refunds.find((candidate) => candidate.id === refundId);
  if (refund?.status === 'failed') notify.error({ message });
  else if (refund?.status === 'pending') notify.info(message);
  else notify.success(null, message);
}

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
  const [formOpen, setFormOpen] = useState(false);
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
        <Group gap="lg" data-testid="refund-amounts">
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
        {view.refundableAmount > 0 &&
          (formOpen ? (
            <RefundForm
              view={view}
              status={status}
              busy={submitting}
              onChanged={onChanged}
              onClose={() => setFormOpen(false)}
            />
          ) : (
            <Button
              variant="default"
              leftSection={<IconReceiptRefund size={18} aria-hidden />}
              onClick={() => setFormOpen(true)}
              data-testid="open-refund-form"
            >
              {status === 'Delivered'
                ? t('ordersAdmin.refunds.openReturn')
                : t('ordersAdmin.refunds.openRefund')}
            </Button>
          ))}
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
      const { message, data } = await dispatch(
        retryRefund({ orderId: view.orderId, refundId }),
      ).unwrap();
      notifyOutcome(data, message, refundId);
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
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Group gap="xs">
                <Text fw={600}>{format.sar(refund.amount)}</Text>
                <ToneBadge tone={STATUS_TONE[refund.status]}>
                  {t(`ordersAdmin.refunds.status.${refund.status}`)}
                </ToneBadge>
              </Group>
              <Text fz="xs" c="dimmed">
                {`${format.dateTime(refund.createdAt)} · ${
                  refund.method === 'gateway'
                    ? t('ordersAdmin.refunds.viaGateway')
                    : t('ordersAdmin.refunds.manual', {
                        method: refund.manualMethod
                          ? t(`ordersAdmin.refunds.manualMethods.${refund.manualMethod}`)
                          : '',
                        reference: refund.manualReference ? isolate(refund.manualReference) : '',
                      })
                }`}
              </Text>
              {refund.status !== 'succeeded' && (refund.resultDescription || refund.resultCode) && (
                <Text fz="xs" c={refund.status === 'failed' ? 'red.9' : 'dimmed'}>
                  {[refund.resultDescription, refund.resultCode && isolate(refund.resultCode)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </Stack>
            {refund.canRetry && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} aria-hidden />}
                loading={props.busy}
                onClick={() => void retry(refund.id)}
                style={{ flexShrink: 0 }}
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
        <Group
          key={note.id}
          justify="space-between"
          gap="xs"
          wrap="nowrap"
          data-testid="credit-note-row"
        >
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fz="sm" fw={600}>
              {isolate(note.creditNoteNumber)}
              {' · '}
              {format.sar(note.amount)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('ordersAdmin.refunds.creditNoteOf', {
                invoice: isolate(note.invoiceNumber),
                date: format.date(note.issuedAt),
              })}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileDownload size={14} aria-hidden />}
            aria-label={t('ordersAdmin.refunds.download', { number: note.creditNoteNumber })}
            style={{ flexShrink: 0 }}
            onClick={() => void save(note)}
            data-testid="download-credit-note"
          >
            {t('ordersAdmin.refunds.downloadShort')}
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
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  const { view } = props;
  const isCash = view.paymentMethod === 'CashOnDelivery';
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<string>(isCash ? 'Cash' : 'gateway');
  const [reference, setReference] = useState('');
  /** The units typed per order line, as typed (Arabic-Indic digits included). */
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const returnable = view.lines.filter((line) => line.quantity > line.returnedQuantity);
  const isDelivered = props.status === 'Delivered';

  /** The order lines of the last request, to put `lines.N.…` errors under their fields. */
  const [errorLines, setErrorLines] = useState<number[]>([]);
  const lineError = (orderItemId: number) => {
    const index = errorLines.indexOf(orderItemId);
    if (index < 0) return undefined;
    return (
      errors[`lines.${index}.quantity`]?.[0] ??
      errors[`lines.${index}.orderItemId`]?.[0] ??
      errors[`lines.${index}`]?.[0]
    );
  };

  // Blank or zero lines are left out; anything else goes to the API, which checks it and answers
  // under `lines.N.quantity` (N counting the lines sent, in this order). No line at all refunds
  // the whole order, which the button says with the amount before it is pressed.
  const lines = returnable
    .map((line) => ({
      orderItemId: line.orderItemId,
      quantity: normalizeDigits(quantities[line.orderItemId] ?? '').trim(),
    }))
    .filter((line) => line.quantity !== '' && !/^0+$/.test(line.quantity));

  async function submit() {
    const manual = method === 'gateway' ? {} : { manualMethod: method, manualReference: reference };
    try {
      const { message, data } = await dispatch(
        createRefund({
          orderId: view.orderId,
          body: { reason, ...(lines.length > 0 ? { lines } : {}), ...manual },
        }),
      ).unwrap();
      notifyOutcome(data, message);
      setErrors({});
      setQuantities({});
      setReason('');
      props.onClose();
      props.onChanged();
    } catch (failure) {
      const data = (failure as { data?: unknown }).data;
      setErrors(data && typeof data === 'object' ? (data as Record<string, string[]>) : {});
      setErrorLines(lines.map((line) => line.orderItemId));
      notify.error(failure);
    }
  }

  const gateway = isCash
    ? []
    : [{ value: 'gateway', label: t('ordersAdmin.refunds.methodGateway') }];
  return (
    <Stack gap="xs" mt="sm" data-testid="refund-form">
      <Text fw={600} fz="sm">
        {t('ordersAdmin.refunds.formTitle')}
      </Text>
      {isDelivered &&
        returnable.map((line) => (
          <TextInput
            key={line.orderItemId}
            label={t('ordersAdmin.refunds.returnQuantity', {
              name: isolate(line.name),
              left: format.number(line.quantity - line.returnedQuantity),
            })}
            inputMode="numeric"
            autoComplete="off"
            placeholder={format.number(0)}
            value={quantities[line.orderItemId] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setQuantities((current) => ({ ...current, [line.orderItemId]: value }));
            }}
            error={lineError(line.orderItemId)}
            name={`lines.${line.orderItemId}.quantity`}
            data-testid={`return-quantity-${line.orderItemId}`}
          />
        ))}
      {isDelivered && (
        <Text fz="xs" c="dimmed">
          {t('ordersAdmin.refunds.returnHint', { zero: format.number(0) })}
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
      <RefundMethodSelect
        label={t('ordersAdmin.refunds.method')}
        extra={gateway}
        value={method}
        onChange={(value) => setMethod(value ?? method)}
        error={errors.manualMethod?.[0]}
      />
      {method !== 'gateway' && (
        <TextInput
          label={t('ordersAdmin.refunds.reference')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={errors.manualReference?.[0]}
        />
      )}
      {errors.lines?.[0] && (
        <Text fz="sm" c="red.9" role="alert">
          {errors.lines[0]}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        <Button variant="default" onClick={props.onClose} disabled={props.busy}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={props.busy} data-testid="submit-refund">
          {lines.length > 0
            ? t('ordersAdmin.refunds.submitChosen')
            : t('ordersAdmin.refunds.submitWhole', { amount: format.sar(view.refundableAmount) })}
        </Button>
      </Group>
    </Stack>
  );
}
