import type { Product } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import type { ProductFields } from '../../../catalog/products.api';
import { addProduct, updateProduct } from '../../../catalog/products.thunks';
import { imageRequest, type ImageEntry } from './image-entries';

/**
 * Creates the product, or updates product `id`: on update the whole picture order goes along
 * (`imageOrder`), so removed pictures go and kept ones take their new places. Reports success;
 * a failure is thrown for the form's submit hook to show on the fields and report.
 */
export function useSaveProduct(id: number | undefined) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();

  return async (fields: ProductFields, entries: readonly ImageEntry[]): Promise<Product> => {
    const { images, imageOrder } = imageRequest(entries);
    const result =
      id === undefined
        ? await dispatch(addProduct({ fields, images })).unwrap()
        : await dispatch(updateProduct({ id, fields, images, imageOrder })).unwrap();
    notify.success(
      result.message,
      t(id === undefined ? 'productsAdmin.form.created' : 'productsAdmin.form.saved'),
    );
    return result.data;
  };
}
