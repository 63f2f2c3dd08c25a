import { useEffect, useState } from 'react';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectProductsState } from '../../../catalog/products.slice';
import { fetchProductForAdmin } from '../../../catalog/products.thunks';
import { useLanguage } from '../../../i18n/use-language';

/** The `:id` route parameter as a product id, or null when it cannot be one. */
export function productIdFrom(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * One product for the details and edit screens (`productForAdmin` in the products slice),
 * reloaded when the language changes so brand and category names follow it.
 */
export function useAdminProduct(id: number | null) {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const stored = useAppSelector(selectProductsState).productForAdmin;
  const [failure, setFailure] = useState<{ id: number; error: ApiError } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    const request = dispatch(fetchProductForAdmin(id));
    void request.then((action) => {
      if (fetchProductForAdmin.rejected.match(action) && action.payload) {
        setFailure({ id, error: action.payload });
      }
    });
    return () => request.abort();
  }, [dispatch, id, attempt, lang]);

  const product = stored && stored.id === id ? stored : null;
  return {
    product,
    error: !product && failure?.id === id ? failure.error : null,
    retry: () => {
      setFailure(null);
      setAttempt((count) => count + 1);
    },
  };
}
