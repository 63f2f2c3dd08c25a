import type { Envelope } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { EntityFormModal } from '../../components/entity-form-modal';
import { TaxonomyForm } from './taxonomy-form';
import type { TaxonomyItem, TaxonomyKind } from './taxonomy-kind';
import type { CategoryIndexState } from './use-category-index';

interface TaxonomyFormModalProps {
  kind: TaxonomyKind;
  /** 'new' to add, an item to edit, null when closed. */
  target: TaxonomyItem | 'new' | null;
  categories: CategoryIndexState;
  onClose: () => void;
  onSaved: (result: Envelope<TaxonomyItem>, added: boolean) => void;
}

/** Adds or edits a brand or category. */
export function TaxonomyFormModal({
  kind,
  target,
  categories,
  onClose,
  onSaved,
}: TaxonomyFormModalProps) {
  const { t } = useTranslation();
  return (
    <EntityFormModal
      target={target}
      title={(item) => t(`taxonomyAdmin.${kind.key}.${item ? 'editTitle' : 'addTitle'}`)}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => <TaxonomyForm kind={kind} categories={categories} {...form} />}
    </EntityFormModal>
  );
}
