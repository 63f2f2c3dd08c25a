import { Modal, Text } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** What the dialog hands its form: the save state it owns and the ways out. */
export interface EntityFormControls<Result> {
  submitting: boolean;
  onSubmittingChange: (submitting: boolean) => void;
  onCancel: () => void;
  onSaved: (result: Result) => void;
}

interface EntityFormModalProps<Item extends { id: number | string }, Result> {
  /** 'new' to add, an item to edit, null when closed. */
  target: Item | 'new' | null;
  /** The dialog's title (its accessible name); `item` is null when adding. */
  title: (item: Item | null) => string;
  onClose: () => void;
  onSaved: (result: Result, added: boolean) => void;
  children: (form: EntityFormControls<Result> & { item: Item | null }) => ReactNode;
}

/** The add/edit dialog around a dashboard form; it cannot be dismissed while saving. */
export function EntityFormModal<Item extends { id: number | string }, Result>({
  target,
  title,
  onClose,
  onSaved,
  children,
}: EntityFormModalProps<Item, Result>) {
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
          {title(item)}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target !== null && (
        // A fresh form for each item, so no field or error carries over from the last one.
        <Fragment key={item?.id ?? 'new'}>
          {children({
            item,
            submitting,
            onSubmittingChange: setSubmitting,
            onCancel: close,
            onSaved: (result) => onSaved(result, item === null),
          })}
        </Fragment>
      )}
    </Modal>
  );
}
