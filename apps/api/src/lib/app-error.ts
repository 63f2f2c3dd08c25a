import type { MessageKey } from './messages.ts';

/**
 * The one error type services throw. `message` is a key of the message catalogue so the error
 * handler can answer in the caller's language; `data` travels in the envelope unchanged.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly data: unknown = null,
    readonly params: Record<string, string | number> = {},
    /** When the error is about one request field, the handler reports it under that field too. */
    readonly field?: string,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, data?: unknown) => new AppError(400, key, data);
export const unauthorized = (key: MessageKey = 'auth.required') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey) => new AppError(404, key);
export const conflict = (key: MessageKey, data?: unknown) => new AppError(409, key, data);
export const unprocessable = (key: MessageKey, data?: unknown) => new AppError(422, key, data);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rateLimit.exceeded', { retryAfterSeconds }, { seconds: retryAfterSeconds });

/** A 400 about one field, shaped like a schema failure so forms show it under that field. */
export const fieldError = (field: string, key: MessageKey) =>
  new AppError(400, key, null, {}, field);
