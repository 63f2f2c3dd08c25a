import type { OrderDetails } from '@dukkan/contracts';
import { useEffect, useState } from 'react';
import { ApiRequestError, type ApiError } from '../../../app/api-client';
import { useLanguage } from '../../../i18n/use-language';
import { guestOrderApi } from '../../../shopping/guest-orders.api';

/**
 * A guest's order read with its access token (decision 022), again in each language. Nothing is
 * asked without a token. The order stays in this hook: it belongs to this tab's guest, not to
 * the signed-in state the slices keep.
 */
export function useGuestOrder(orderId: number | null, token: string | null) {
  const lang = useLanguage();
  const [order, setOrder] = useState<OrderDetails | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (orderId === null || token === null) return;
    const controller = new AbortController();
    setError(null);
    guestOrderApi.read(orderId, token, controller.signal).then(
      ({ data }) => setOrder(data),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(
          failure instanceof ApiRequestError
            ? failure.toJSON()
            : { message: '', statusCode: 0, data: null },
        );
      },
    );
    return () => controller.abort();
  }, [orderId, token, lang, attempt]);

  return { order, error, retry: () => setAttempt((count) => count + 1) };
}
