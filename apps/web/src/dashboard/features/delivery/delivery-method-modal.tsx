import type { AdminDeliveryMethod, Envelope } from '@dukkan/contracts';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryMethodForm } from './delivery-method-form';

interface DeliveryMethodModalProps {
  /** 'new' to add, a method to edit, null when closed. */
  target: AdminDeliveryMethod | 'new' | null;
  onClose: () => void;
  onSaved: (result: Envelope<AdminDeliveryMethod>, added: boolean) => void;
}

/** Adds or edits a delivery method; it cannot be dismissed while saving. */
export function DeliveryMethodModal({ target, onClose, onSaved }: DeliveryMethodModalProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const method = target === 'new' ? null : target;
  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {t(method ? 'deliveryAdmin.editTitle' : 'deliveryAdmin.addTitle')}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target !== null && (
        // A fresh form for each method, so no field or error carries over from the last one.
        <DeliveryMethodForm
          key={method?.id ?? 'new'}
          method={method}
          submitting={submitting}
          onSubmittingChange={setSubmitting}
          onCancel={close}
          onSaved={(result) => onSaved(result, method === null)}
        />
      )}
    </Modal>
  );
}
