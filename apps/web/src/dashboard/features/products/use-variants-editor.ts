import { productVariantsInputSchema } from '@dukkan/contracts';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { AdminProduct } from '../../../catalog/products.slice';
import { fetchProductForAdmin, setProductVariants } from '../../../catalog/products.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { serverFieldErrors, validateForm } from '../../../lib/form-validation';
import type { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import {
  draftFromVariants,
  errorsByKey,
  generateMatrix,
  isMatrixCurrent,
  variantsRequest,
  type OptionDraft,
  type VariantDraft,
  type VariantsDraft,
} from './variant-drafts';

/**
 * The variant editor of one product: the draft, the ticked rows and the errors by the editor's
 * keys (`row:<key>:sku`). Saving sends the whole list in one `setProductVariants` (the rows are
 * made the options' matrix first), then reads the product again for its kept price and stock.
 */
export function useVariantsEditor(product: AdminProduct) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<VariantsDraft>(() =>
    draftFromVariants({ options: product.options ?? [], variants: product.variants ?? [] }),
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });

  const setOptions = (options: OptionDraft[]) => setDraft((current) => ({ ...current, options }));

  const updateRow = (key: string, patch: Partial<VariantDraft>) => {
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
    for (const field of Object.keys(patch)) clearError(`row:${key}:${field}`);
  };

  /** A bulk edit of the rows (price, stock, photos). */
  const editRows = (edit: (rows: VariantDraft[]) => VariantDraft[]) =>
    setDraft((current) => ({ ...current, variants: edit(current.variants) }));

  const generate = () => {
    setDraft((current) => ({ ...current, variants: generateMatrix(current, product.sku) }));
    setSelected(new Set());
    setErrors({});
  };

  const save = async () => {
    const next = isMatrixCurrent(draft)
      ? draft
      : { ...draft, variants: generateMatrix(draft, product.sku) };
    setDraft(next);
    const body = variantsRequest(next);
    const checked = validateForm(productVariantsInputSchema, body, lang);
    if (!checked.ok) {
      setErrors(errorsByKey(checked.errors, next));
      return;
    }
    setSaving(true);
    try {
      const result = await dispatch(setProductVariants({ id: product.id, body })).unwrap();
      setDraft(draftFromVariants(result.data));
      setErrors({});
      setSelected(new Set());
      notify.success(result.message, t('variantsAdmin.saved'));
      void dispatch(fetchProductForAdmin(product.id));
    } catch (error) {
      const fields = serverFieldErrors(error as ApiError);
      setErrors(errorsByKey(fields, next));
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    isCurrent: isMatrixCurrent(draft),
    selected,
    setSelected,
    errors,
    clearError,
    setOptions,
    updateRow,
    editRows,
    generate,
    save,
    saving,
  };
}

export type VariantsEditor = ReturnType<typeof useVariantsEditor>;
