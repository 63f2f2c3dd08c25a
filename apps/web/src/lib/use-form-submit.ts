import { useState, type FormEvent } from 'react';
import { notify } from './notify';

interface SubmittableForm<Out> {
  handleSubmit(
    onValid: (data: Out) => Promise<void> | void,
  ): (event: FormEvent<HTMLFormElement>) => Promise<void>;
  showServerErrors(error: unknown): void;
}

interface FormSubmitOptions<Out> {
  /** Success navigates away, so the button stays busy until the next screen replaces it. */
  leavesOnSuccess?: boolean;
  /** Told when sending starts and ends: a modal whose buttons live outside the form shows it. */
  onSubmittingChange?: (submitting: boolean) => void;
  /**
   * A last check the schema cannot make (it needs the product's price, or a picture chosen
   * beside the form): false stops before anything is sent, and the check shows why.
   */
  ready?: (data: Out) => boolean;
}

/**
 * Sends a valid form with the submit button busy meanwhile. On failure the fields the server
 * named show its errors and the error is reported; what success means is up to `send`. Every
 * create-or-update form submits through it, on both sides of the shop.
 */
export function useFormSubmit<Out>(
  form: SubmittableForm<Out>,
  send: (data: Out) => Promise<void>,
  { leavesOnSuccess = false, onSubmittingChange, ready }: FormSubmitOptions<Out> = {},
) {
  const [submitting, setSubmittingState] = useState(false);
  const setSubmitting = (value: boolean) => {
    setSubmittingState(value);
    onSubmittingChange?.(value);
  };

  const onSubmit = form.handleSubmit(async (data) => {
    if (ready && !ready(data)) return;
    setSubmitting(true);
    try {
      await send(data);
    } catch (error) {
      form.showServerErrors(error);
      notify.error(error);
      setSubmitting(false);
      return;
    }
    if (!leavesOnSuccess) setSubmitting(false);
  });

  return { submitting, onSubmit };
}
