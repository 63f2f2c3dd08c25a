import type { AdminCoupon } from '@dukkan/contracts';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponForm } from './coupon-form';

interface CouponFormModalProps {
  /** 'new' to add, a coupon to edit, null when closed. */
  target: AdminCoupon | 'new' | null;
  onClose: () => void;
  onSaved: (coupon: AdminCoupon, added: boolean) => void;
}

/** Adds or edits a coupon; it cannot be dismissed while saving. */
export function CouponFormModal({ target, onClose, onSaved }: CouponFormModalProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const coupon = target === 'new' ? null : target;
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {coupon
            ? t('couponsAdmin.form.editTitle', { code: coupon.code })
            : t('couponsAdmin.form.addTitle')}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target !== null && (
        // A fresh form for each coupon, so no field or error carries over from the last one.
        <CouponForm
          key={coupon?.id ?? 'new'}
          coupon={coupon}
          submitting={submitting}
          onSubmittingChange={setSubmitting}
          onCancel={close}
          onSaved={(saved) => onSaved(saved, coupon === null)}
        />
      )}
    </Modal>
  );
}
