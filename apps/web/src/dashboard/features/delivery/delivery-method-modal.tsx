import type { AdminDeliveryMethod, Envelope } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { EntityFormModal } from '../../components/entity-form-modal';
import { DeliveryMethodForm } from './delivery-method-form';

interface DeliveryMethodModalProps {
  /** 'new' to add, a method to edit, null when closed. */
  target: AdminDeliveryMethod | 'new' | null;
  onClose: () => void;
  onSaved: (result: Envelope<AdminDeliveryMethod>, added: boolean) => void;
}

export function DeliveryMethodModal({ target, onClose, onSaved }: DeliveryMethodModalProps) {
  const { t } = useTranslation();
  return (
    <EntityFormModal
      target={target}
      title={(method) => t(method ? 'deliveryAdmin.editTitle' : 'deliveryAdmin.addTitle')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ item, ...form }) => <DeliveryMethodForm method={item} {...form} />}
    </EntityFormModal>
  );
}
