import type { FixedPage } from '@dukkan/contracts';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { ConfirmModal } from '../../../components/confirm-modal';
import { deleteFixedPage } from '../../../content/fixed-pages.thunks';
import { useLanguage } from '../../../i18n/use-language';

/** Asks before deleting a page, then deletes it; the slice drops the row. */
export function useDeleteFixedPage(onDeleted: () => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<FixedPage | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm(page: FixedPage) {
    setDeleting(true);
    try {
      const result = await dispatch(deleteFixedPage(page.id)).unwrap();
      notify.success(result.message, t('fixedPagesAdmin.deleted'));
      setPending(null);
      onDeleted();
    } catch (error) {
      notify.error(error);
    } finally {
      setDeleting(false);
    }
  }

  return {
    pending,
    deleting,
    ask: setPending,
    confirm: (page: FixedPage) => void confirm(page),
    close: () => !deleting && setPending(null),
  };
}

interface DeleteFixedPageModalProps {
  page: FixedPage | null;
  deleting: boolean;
  onConfirm: (page: FixedPage) => void;
  onClose: () => void;
}

export function DeleteFixedPageModal({
  page,
  deleting,
  onConfirm,
  onClose,
}: DeleteFixedPageModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = page ? (lang === 'ar' ? page.titleAr : page.titleEn) : '';
  return (
    <ConfirmModal
      opened={page !== null}
      title={t('fixedPagesAdmin.confirmTitle')}
      confirmLabel={t('fixedPagesAdmin.confirmDelete')}
      confirmIcon={IconTrash}
      busy={deleting}
      onConfirm={() => page && onConfirm(page)}
      onClose={onClose}
      confirmTestId="confirm-delete"
    >
      <Text>{t('fixedPagesAdmin.confirmBody', { title })}</Text>
    </ConfirmModal>
  );
}
