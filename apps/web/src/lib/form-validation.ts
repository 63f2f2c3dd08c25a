import { describeRule, issueField, type IssueLike, type Language } from '@dukkan/contracts';
import type { ApiError } from './api-error';

/** One message per field, shown under that field. */
export type FieldErrorMap = Record<string, string>;

type ParseResult<Out> =
  { success: true; data: Out } | { success: false; error: { issues: readonly IssueLike[] } };

/** The part of a zod schema forms use; keeps the web app free of a direct zod dependency. */
export interface FormSchema<Out> {
  safeParse(input: unknown, params?: { reportInput?: boolean }): ParseResult<Out>;
}

export type ValidationResult<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrorMap };

/**
 * Validates form values with a contracts schema — the same rules the API applies — and turns
 * each field's first issue into text in the UI language. `reportInput` lets the rule text tell
 * an empty field ("is required") from a wrong one.
 */
export function validateForm<Out>(
  schema: FormSchema<Out>,
  values: unknown,
  lang: Language,
): ValidationResult<Out> {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrorMap = {};
  for (const issue of result.error.issues) {
    const field = issueField(issue);
    errors[field] ??= describeRule(issue, lang);
  }
  return { ok: false, errors };
}

/** Statuses whose `data` may name fields: validation (400), conflicts such as a taken e-mail (409), business rules (422). */
const FIELD_ERROR_STATUSES = new Set([400, 409, 422]);

/** Such an answer's `data` is `{field: [messages]}`, already in the request's language. */
export function serverFieldErrors(error: ApiError | null | undefined): FieldErrorMap {
  const errors: FieldErrorMap = {};
  if (!error || !FIELD_ERROR_STATUSES.has(error.statusCode)) return errors;
  if (typeof error.data !== 'object' || error.data === null) return errors;
  for (const [field, messages] of Object.entries(error.data)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
    else if (typeof messages === 'string') errors[field] = messages;
  }
  return errors;
}
