import type { Envelope, HelpService } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { EntityFormModal } from '../../components/entity-form-modal';
import { HelpServiceForm } from './help-service-form';

interface HelpServiceModalProps {
  /** 'new' to add, a service to edit, null when closed. */
  target: HelpService | 'new' | null;
  onClose: () => void;
  onSaved: (result: Envelope<HelpService>, added: boolean) => void;
}

export function HelpServiceModal({ target, onClose, onSaved }: HelpServiceModalProps) {
  const { t } = useTranslation();
  return (
    <EntityFormModal
      target={target}
      title={(service) => t(service ? 'helpAdmin.editTitle' : 'helpAdmin.addTitle')}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ item, ...form }) => <HelpServiceForm service={item} {...form} />}
    </EntityFormModal>
  );
}
