import type { AdminCoupon } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { EntityFormModal } from '../../components/entity-form-modal';
import { CouponForm } from './coupon-form';

interface CouponFormModalProps {
  /** 'new' to add, a coupon to edit, null when closed. */
  target: AdminCoupon | 'new' | null;
  onClose: () => void;
  onSaved: (coupon: AdminCoupon, added: boolean) => void;
}

export function CouponFormModal({ target, onClose, onSaved }: CouponFormModalProps) {
  const { t } = useTranslation();
  return (
    <EntityFormModal
      target={target}
      title={(coupon) =>
        coupon
          ? t('couponsAdmin.form.editTitle', { code: coupon.code })
          : t('couponsAdmin.form.addTitle')
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ item, ...form }) => <CouponForm coupon={item} {...form} />}
    </EntityFormModal>
  );
}
