import { useSchemaForm } from '../../../lib/use-schema-form';
import { productFormSchema, type ProductFormValues } from './product-form-values';

/** The product form's state (useSchemaForm over the contracts' productFieldsSchema). */
export function useProductForm(initial: ProductFormValues) {
  const form = useSchemaForm(productFormSchema, initial);
  type Key = keyof ProductFormValues & string;

  /** Props for a textarea or select: the same as a text input's, with their own change event. */
  function fieldProps(name: Key) {
    return {
      name,
      value: form.values[name],
      error: form.errors[name],
      onChange: (event: { currentTarget: { value: string } }) =>
        form.setValue(name, event.currentTarget.value),
    };
  }

  return { ...form, fieldProps };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
