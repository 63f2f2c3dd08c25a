import type { Envelope, HelpService } from '@dukkan/contracts';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpServiceForm } from './help-service-form';

interface HelpServiceModalProps {
  /** 'new' to add, a service to edit, null when closed. */
  target: HelpService | 'new' | null;
  onClose: () => void;
  onSaved: (result: Envelope<HelpService>, added: boolean) => void;
}

/** Adds or edits a help service; it cannot be dismissed while saving. */
export function HelpServiceModal({ target, onClose, onSaved }: HelpServiceModalProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const service = target === 'new' ? null : target;
  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {t(service ? 'storeInfo.helpAdmin.editTitle' : 'storeInfo.helpAdmin.addTitle')}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target !== null && (
        // A fresh form for each service, so no field or error carries over from the last one.
        <HelpServiceForm
          key={service?.id ?? 'new'}
          service={service}
          submitting={submitting}
          onSubmittingChange={setSubmitting}
          onCancel={close}
          onSaved={(result) => onSaved(result, service === null)}
        />
      )}
    </Modal>
  );
}
