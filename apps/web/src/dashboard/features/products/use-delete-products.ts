import type { Product } from '@dukkan/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { deleteMultipleProducts, deleteProduct } from '../../../catalog/products.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';

/**
 * The delete confirmation's state: which products it asks about, and the request once confirmed
 * (one product: deleteProduct; several: DeleteMultipleProducts). `onDeleted` runs after success.
 */
export function useDeleteProducts(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Product[] | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm(products: Product[]) {
    const ids = products.map((product) => product.id);
    setDeleting(true);
    try {
      const [only] = products;
      if (only && products.length === 1) {
        const result = await dispatch(deleteProduct(only.id)).unwrap();
        notify.success(
          result.message,
          t('productsAdmin.delete.doneOne', { name: localName(only, lang) }),
        );
      } else {
        const result = await dispatch(deleteMultipleProducts(ids)).unwrap();
        notify.success(result.message, t('productsAdmin.delete.doneMany', { count: ids.length }));
      }
      setPending(null);
      onDeleted(ids);
    } catch (failure) {
      notify.error(failure);
    } finally {
      setDeleting(false);
    }
  }

  return {
    pending,
    deleting,
    ask: (products: Product[]) => setPending(products),
    close: () => setPending(null),
    confirm: (products: Product[]) => void confirm(products),
  };
}
