import {
  normalizeDigits,
  RETURN_REASONS,
  type OrderReturns,
  type ReturnReason,
} from '@dukkan/contracts';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPackageExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { isolate } from '../../../lib/isolate';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { requestReturn } from '../../../shopping/return-requests.thunks';

type FieldErrors = Record<string, string[]>;

interface ReturnRequestFormProps {
  view: OrderReturns;
  orderNumber: string;
  opened: boolean;
  onClose: () => void;
  /** The API's answer after the request was recorded. */
  onSent: (view: OrderReturns, message: string) => void;
}

/**
 * The shopper's return request: how many units of each line (only what is neither returned nor
 * already requested), a reason and an optional note. Blank or zero lines are left out; the API
 * checks the rest and answers under `lines.N.quantity` (N counting the lines sent).
 */
export function ReturnRequestForm({
  view,
  orderNumber,
  opened,
  onClose,
  onSent,
}: ReturnRequestFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useNumberFormat();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentLines, setSentLines] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const returnable = view.lines.filter((line) => line.returnableQuantity > 0);

  const lines = returnable
    .map((line) => ({
      orderItemId: line.orderItemId,
      quantity: normalizeDigits(quantities[line.orderItemId] ?? '').trim(),
    }))
    .filter((line) => line.quantity !== '' && !/^0+$/.test(line.quantity));

  const lineError = (orderItemId: number) => {
    const index = sentLines.indexOf(orderItemId);
    if (index < 0) return undefined;
    return errors[`lines.${index}.quantity`]?.[0] ?? errors[`lines.${index}.orderItemId`]?.[0];
  };

  async function submit() {
    if (lines.length === 0) {
      setErrors({ lines: [t('returns.nothingChosen')] });
      return;
    }
    setBusy(true);
    setSentLines(lines.map((line) => line.orderItemId));
    try {
      // No reason chosen is sent blank, so the API words the error under `reason` as for others.
      const body = { reason: (reason ?? '') as ReturnReason, note, lines };
      const { data, message } = await dispatch(
        requestReturn({ orderId: view.orderId, body }),
      ).unwrap();
      setErrors({});
      setQuantities({});
      setNote('');
      setReason(null);
      onSent(data, message);
    } catch (failure) {
      const data = (failure as { data?: unknown }).data;
      setErrors(data && typeof data === 'object' ? (data as FieldErrors) : {});
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('returns.formTitle', { number: isolate(orderNumber) })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm" data-testid="return-request-form">
        <Text fz="sm" c="dimmed">
          {t('returns.formIntro')}
        </Text>
        {returnable.map((line) => (
          <TextInput
            key={line.orderItemId}
            label={t('returns.unitsToReturn', { name: isolate(line.name) })}
            description={t('returns.left', {
              left: format.number(line.returnableQuantity),
              qty: format.number(line.quantity),
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
            data-testid={`return-units-${line.orderItemId}`}
          />
        ))}
        <Select
          label={t('returns.reason')}
          data={RETURN_REASONS.map((value) => ({ value, label: t(`returns.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => setReason(value as ReturnReason | null)}
          error={errors.reason?.[0]}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="return-reason"
        />
        <Textarea
          label={t('returns.note')}
          placeholder={t('returns.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note?.[0]}
          autosize
          minRows={2}
          maxLength={500}
          data-testid="return-note"
        />
        {errors.lines?.[0] && (
          <Text fz="sm" c="red.9" role="alert">
            {errors.lines[0]}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconPackageExport size={18} aria-hidden />}
            onClick={() => void submit()}
            loading={busy}
            data-testid="submit-return-request"
          >
            {t('returns.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
