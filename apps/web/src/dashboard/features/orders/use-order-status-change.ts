import type { OrderStatus } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { fetchAdminOrderDetails, toggleOrderPaid, updateOrderStatus } from './admin-orders.thunks';
import { isRestocking, type OrderRef, type RestockingStatus } from './order-status-moves';

export interface StatusRequest {
  order: OrderRef;
  status: RestockingStatus;
  note: string;
}

/**
 * Changing an order's status: moves that restock wait for a confirmation, the others go at once.
 * A refused move (409: someone else moved the order meanwhile) reloads the order, so the screen
 * offers the moves that are legal now; the reason stays in `error` for the screen to show.
 */
export function useOrderStatusChange() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState<StatusRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function apply(order: OrderRef, status: OrderStatus, note: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const result = await dispatch(
        updateOrderStatus({ orderId: order.id, status, note }),
      ).unwrap();
      notify.success(
        result.message,
        t('ordersAdmin.actions.statusChanged', {
          number: order.orderNumber,
          status: t(`orders.status.${status}`),
        }),
      );
      return true;
    } catch (failure) {
      const apiError = failure as ApiError;
      setError(apiError);
      notify.error(apiError);
      if (apiError.statusCode === 409) void dispatch(fetchAdminOrderDetails(order.id));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Answers whether the order changed now (false while a confirmation is pending). */
  async function request(order: OrderRef, status: OrderStatus, note = ''): Promise<boolean> {
    if (isRestocking(status)) {
      setError(null);
      setConfirming({ order, status, note });
      return false;
    }
    return apply(order, status, note);
  }

  async function confirm(note: string): Promise<boolean> {
    if (!confirming) return false;
    const changed = await apply(confirming.order, confirming.status, note);
    if (changed) setConfirming(null);
    return changed;
  }

  return {
    request,
    confirm,
    confirming,
    cancel: () => setConfirming(null),
    busy,
    error,
    clearError: () => setError(null),
  };
}

/** Marks an order paid or unpaid (the server toggles it) and says so. */
export function useTogglePaid() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function toggle(order: OrderRef): Promise<void> {
    setBusyId(order.id);
    try {
      const result = await dispatch(toggleOrderPaid(order.id)).unwrap();
      const key = result.data.isPaid ? 'markedPaid' : 'markedUnpaid';
      notify.success(
        result.message,
        t(`ordersAdmin.actions.${key}`, { number: order.orderNumber }),
      );
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusyId(null);
    }
  }

  return { toggle, busyId };
}
