import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleX,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StatusRequest } from './use-order-status-change';

interface RestockConfirmModalProps {
  request: StatusRequest | null;
  busy: boolean;
  /** Why the last try was refused (e.g. 409: the order moved on meanwhile). */
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/**
 * Asks before cancelling or recording a return: both put the stock back and cannot be undone.
 * "Keep it as it is" rather than "Cancel" names the way out, since "Cancel" would read as the
 * very move being asked about. Focus starts there, so Enter never confirms by accident.
 */
export function RestockConfirmModal({
  request,
  busy,
  error,
  onConfirm,
  onClose,
}: RestockConfirmModalProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={
        request && (
          <Text fw={700} fz="lg" component="span">
            {t(`ordersAdmin.confirm.title.${request.status}`, {
              number: request.order.orderNumber,
            })}
          </Text>
        )
      }
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {request && (
        // A fresh form per request, so a note typed for one order never carries over.
        <RestockForm
          key={`${request.order.id}-${request.status}`}
          request={request}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          onClose={close}
        />
      )}
    </Modal>
  );
}

function RestockForm({
  request,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  request: StatusRequest;
  busy: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState(request.note);
  const ConfirmIcon = request.status === 'Cancelled' ? IconCircleX : IconReceiptRefund;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(note);
      }}
      data-testid="restock-confirm"
    >
      <Stack gap="md">
        <Text>{t(`ordersAdmin.confirm.body.${request.status}`)}</Text>
        {request.order.isPaid && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            c="#7a3306"
          >
            {t('ordersAdmin.confirm.refundNote')}
          </Alert>
        )}
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            c="red.9"
            role="alert"
          >
            {error}
          </Alert>
        )}
        <Textarea
          name="note"
          label={t('ordersAdmin.details.note')}
          placeholder={t('ordersAdmin.details.notePlaceholder')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {t('ordersAdmin.confirm.keep')}
          </Button>
          <Button
            type="submit"
            color="red.9"
            leftSection={<ConfirmIcon size={18} aria-hidden />}
            loading={busy}
            data-testid="confirm-restock"
          >
            {t(`ordersAdmin.confirm.confirm.${request.status}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
