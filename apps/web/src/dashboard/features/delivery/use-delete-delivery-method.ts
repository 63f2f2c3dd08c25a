import type { AdminDeliveryMethod } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { removeDeliveryMethod } from './delivery-admin.thunks';

/**
 * Asks, then deletes. The server decides whether the method is deleted or, because orders use
 * it, deactivated; its message says which, and the slice removes or updates the row to match.
 */
export function useDeleteDeliveryMethod(onDeleted: (deleted: boolean) => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<AdminDeliveryMethod | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm(method: AdminDeliveryMethod) {
    setDeleting(true);
    try {
      const result = await dispatch(removeDeliveryMethod(method.id)).unwrap();
      if (result.data.deleted) notify.success(result.message, t('deliveryAdmin.deleted'));
      else notify.info(result.message);
      setPending(null);
      onDeleted(result.data.deleted);
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
    confirm: (method: AdminDeliveryMethod) => void confirm(method),
    close: () => !deleting && setPending(null),
  };
}
