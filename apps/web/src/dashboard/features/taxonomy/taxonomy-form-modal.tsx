import type { Envelope } from '@dukkan/contracts';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** Adds or edits a brand or category; it cannot be dismissed while saving. */
export function TaxonomyFormModal({
  kind,
  target,
  categories,
  onClose,
  onSaved,
}: TaxonomyFormModalProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const item = target === 'new' ? null : target;
  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {t(`taxonomyAdmin.${kind.key}.${item ? 'editTitle' : 'addTitle'}`)}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target !== null && (
        // A fresh form for each item, so no field or error carries over from the last one.
        <TaxonomyForm
          key={item?.id ?? 'new'}
          kind={kind}
          item={item}
          categories={categories}
          submitting={submitting}
          onSubmittingChange={setSubmitting}
          onCancel={close}
          onSaved={(result) => onSaved(result, item === null)}
        />
      )}
    </Modal>
  );
}
