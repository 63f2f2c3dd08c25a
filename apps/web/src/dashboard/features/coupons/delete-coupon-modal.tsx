import type { AdminCoupon } from '@dukkan/contracts';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/confirm-modal';

interface DeleteCouponModalProps {
  coupon: AdminCoupon | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteCouponModal({
  coupon,
  deleting,
  onConfirm,
  onClose,
}: DeleteCouponModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      opened={coupon !== null}
      title={t('couponsAdmin.remove.title', { code: coupon?.code ?? '' })}
      confirmLabel={t('couponsAdmin.remove.confirm')}
      confirmIcon={IconTrash}
      busy={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
      confirmTestId="confirm-delete-coupon"
    >
      <Text>{t('couponsAdmin.remove.body')}</Text>
    </ConfirmModal>
  );
}
