import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import {
  clearCouponErrors,
  resetCouponCheck,
  selectCouponsState,
} from '../../../shopping/coupons.slice';
import {
  applyCoupon,
  checkCouponValidity,
  fetchCouponByCode,
  removeAppliedCoupon,
} from '../../../shopping/coupons.thunks';

export interface CouponCode {
  isBusy: boolean;
  /** Why the code typed last cannot be used (the server's words), or null. */
  refusal: string | null;
  apply: (code: string) => Promise<boolean>;
  remove: () => Promise<void>;
  /** The shopper edits the code: the previous answer no longer applies to it. */
  forget: () => void;
}

/**
 * The coupon field's steps: check the code (the answer's message says why when it cannot be
 * used), look the coupon up, then apply it to the cart, which answers the cart with the saving.
 * Each step's outcome is kept by the coupons slice; the refusal shown is read from it.
 */
export function useCouponCode(): CouponCode {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { checked, isValid, message, error } = useAppSelector(selectCouponsState);
  const [isBusy, setIsBusy] = useState(false);
  // Only answers to "Apply" are shown (not, say, a failed load of the offered coupons).
  const [hasAnswer, setHasAnswer] = useState(false);

  let refusal: string | null = null;
  if (hasAnswer && !isBusy) {
    refusal =
      checked && isValid === false ? message || t('cart.coupon.invalid') : (error?.message ?? null);
  }

  function forget() {
    setHasAnswer(false);
    if (checked || error) {
      dispatch(resetCouponCheck());
      dispatch(clearCouponErrors());
    }
  }

  async function apply(code: string): Promise<boolean> {
    forget();
    setHasAnswer(true);
    setIsBusy(true);
    try {
      const check = await dispatch(checkCouponValidity(code)).unwrap();
      if (check.data !== true) return false;
      const found = await dispatch(fetchCouponByCode(code)).unwrap();
      await dispatch(applyCoupon(found.data.id)).unwrap();
      return true;
    } catch {
      // The slice keeps the error; the field shows it as the refusal.
      return false;
    } finally {
      setIsBusy(false);
    }
  }

  async function remove() {
    setIsBusy(true);
    try {
      const answer = await dispatch(removeAppliedCoupon()).unwrap();
      notify.success(answer.message, t('cart.coupon.removed'));
    } catch (error) {
      notify.error(error);
    } finally {
      setIsBusy(false);
    }
  }

  return { isBusy, refusal, apply, remove, forget };
}
