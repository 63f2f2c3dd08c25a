import type { AdminCoupon } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { deleteCoupon } from './admin-coupons.thunks';

/**
 * Deleting a coupon after a confirmation. The server decides between deleting and deactivating
 * (a coupon orders used keeps its history) and its message says which, so the toast shows it.
 */
export function useDeleteCoupon(onDone: (result: { id: number; deleted: boolean }) => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<AdminCoupon | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!pending) return;
    setDeleting(true);
    try {
      const result = await dispatch(deleteCoupon(pending.id)).unwrap();
      if (result.data.deleted) {
        notify.success(result.message, t('couponsAdmin.remove.deleted', { code: pending.code }));
      } else {
        // Deactivated instead: news to read rather than a plain success.
        notify.info(result.message || t('couponsAdmin.remove.deleted', { code: pending.code }));
      }
      setPending(null);
      onDone(result.data);
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
    close: () => setPending(null),
    confirm: () => void confirm(),
  };
}
