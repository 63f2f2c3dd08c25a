import type { OnlineMethod, PaymentMethod } from '@dukkan/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { fetchCart } from '../../../shopping/cart.thunks';
import { createOrder } from '../../../shopping/orders.thunks';

export interface OrderChoices {
  addressId: number | null;
  phoneNumberId: number | null;
  deliveryMethodId: number | null;
  paymentMethod: PaymentMethod;
  /** Which online method pays an Online order (mada, cards, Apple Pay, STC Pay). */
  onlineMethod?: OnlineMethod;
  notes: string;
}

function asApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'statusCode' in error)
    return error as ApiError;
  return { message: '', statusCode: 0, data: null };
}

/**
 * Places the order once. A ref (not state) guards the call, so a double click before the next
 * render still sends one request; on success the button stays busy until the next screen shows.
 * Online orders go to the payment screen, cash orders to their page with a thank-you toast.
 */
export function usePlaceOrder(onRefused: () => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sending = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [isPlaced, setIsPlaced] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  async function placeOrder(
    choices: OrderChoices & { addressId: number; phoneNumberId: number; deliveryMethodId: number },
  ) {
    if (sending.current) return;
    sending.current = true;
    setPlacing(true);
    setRefusal(null);
    try {
      const { data } = await dispatch(
        createOrder({
          addressId: choices.addressId,
          phoneNumberId: choices.phoneNumberId,
          deliveryMethodId: choices.deliveryMethodId,
          paymentMethod: choices.paymentMethod,
          onlineMethod: choices.onlineMethod,
          notes: choices.notes.trim(),
        }),
      ).unwrap();
      setIsPlaced(true);
      if (choices.paymentMethod === 'Online') {
        void navigate(`/payment?orderId=${data.orderId}`);
      } else {
        notify.success(null, t('checkout.placed', { number: data.orderNumber }));
        void navigate(`/my-orders/${data.orderId}`);
      }
      // The server emptied the cart; the header's badge follows.
      void dispatch(fetchCart({}));
    } catch (error) {
      sending.current = false;
      setPlacing(false);
      setRefusal(asApiError(error));
      notify.error(error);
      onRefused();
    }
  }

  return { placeOrder, placing, isPlaced, refusal };
}
