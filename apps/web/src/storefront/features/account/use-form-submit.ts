import { useState, type FormEvent } from 'react';
import { notify } from '../../../app/notify';

interface SubmittableForm<Out> {
  handleSubmit(
    onValid: (data: Out) => Promise<void> | void,
  ): (event: FormEvent<HTMLFormElement>) => Promise<void>;
  showServerErrors(error: unknown): void;
}

interface FormSubmitOptions {
  /** Success navigates away, so the button stays busy until the next screen replaces it. */
  leavesOnSuccess?: boolean;
}

/**
 * Sends a valid form with the submit button busy meanwhile. On failure the fields the server
 * named show its errors and the error is reported; what success means is up to `send`.
 */
export function useFormSubmit<Out>(
  form: SubmittableForm<Out>,
  send: (data: Out) => Promise<void>,
  { leavesOnSuccess = false }: FormSubmitOptions = {},
) {
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = form.handleSubmit(async (data) => {
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
