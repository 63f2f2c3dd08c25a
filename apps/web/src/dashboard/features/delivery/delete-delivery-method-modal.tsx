import type { AdminDeliveryMethod } from '@dukkan/contracts';
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { localName } from '../../../lib/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';
import { ConfirmModal } from '../../../components/confirm-modal';

interface DeleteDeliveryMethodModalProps {
  method: AdminDeliveryMethod | null;
  deleting: boolean;
  onConfirm: (method: AdminDeliveryMethod) => void;
  onClose: () => void;
}

/**
 * Asks before deleting. A method orders were placed with is deactivated instead (the API decides
 * and says so); the dialog tells beforehand when the list already shows such orders.
 */
export function DeleteDeliveryMethodModal({
  method,
  deleting,
  onConfirm,
  onClose,
}: DeleteDeliveryMethodModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const format = useNumberFormat();
  const name = method ? localName(method, lang) : '';

  return (
    <ConfirmModal
      opened={method !== null}
      title={t('deliveryAdmin.confirmTitle')}
      confirmLabel={t('deliveryAdmin.confirmDelete')}
      confirmIcon={IconTrash}
      busy={deleting}
      onConfirm={() => method && onConfirm(method)}
      onClose={onClose}
      confirmTestId="confirm-delete"
    >
      <Text>{t('deliveryAdmin.confirmBody', { name })}</Text>
      {method && method.ordersCount > 0 && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('deliveryAdmin.confirmInUse', { orders: format.number(method.ordersCount) })}
        </Alert>
      )}
    </ConfirmModal>
  );
}
