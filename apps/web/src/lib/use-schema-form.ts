import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApiError } from './api-error';
import { useLanguage } from '../i18n/use-language';
import {
  serverFieldErrors,
  validateForm,
  type FieldErrorMap,
  type FormSchema,
} from './form-validation';

type TextValues = Record<string, string>;

/**
 * Form state validated by a contracts schema. Errors appear after the first submit and then
 * follow every keystroke (and the UI language); a server 400's field errors show under their
 * fields until the field is edited.
 */
export function useSchemaForm<Values extends TextValues, Out>(
  schema: FormSchema<Out>,
  initialValues: Values,
) {
  const lang = useLanguage();
  const [values, setValues] = useState<Values>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});

  const validation = useMemo(() => validateForm(schema, values, lang), [schema, values, lang]);
  const errors: FieldErrorMap = {
    ...serverErrors,
    ...(submitted && !validation.ok ? validation.errors : {}),
  };

  function setValue<K extends keyof Values & string>(name: K, value: string): void {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
  }

  /** name, value, onChange and error for a Mantine text input. */
  function inputProps<K extends keyof Values & string>(name: K) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
      error: errors[name],
    };
  }

  /** Validates, moves focus to the first invalid field, or hands the parsed values to `onValid`. */
  function handleSubmit(onValid: (data: Out) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSubmitted(true);
      if (!validation.ok) {
        requestAnimationFrame(() =>
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
      setServerErrors({});
      await onValid(validation.data);
    };
  }

  function showServerErrors(error: unknown): void {
    setServerErrors(serverFieldErrors(error as ApiError));
  }

  function reset(next: Values = initialValues): void {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  }

  /** A Switch or Checkbox over a 'true' / 'false' form value (as multipart and query strings send it). */
  function switchProps<K extends keyof Values & string>(name: K) {
    return {
      name,
      checked: values[name] === 'true',
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(name, event.currentTarget.checked ? 'true' : 'false'),
      error: errors[name],
    };
  }

  return {
    values,
    setValue,
    setValues,
    errors,
    inputProps,
    switchProps,
    handleSubmit,
    showServerErrors,
    reset,
  };
}
