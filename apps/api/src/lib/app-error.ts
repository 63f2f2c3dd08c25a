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

/** What an error may add to its key: values for the message's `{placeholders}`, the field it is about. */
export interface ErrorDetail {
  params?: Record<string, string | number>;
  field?: string;
}

const build = (status: number, key: MessageKey, data: unknown, detail: ErrorDetail = {}) =>
  new AppError(status, key, data ?? null, detail.params ?? {}, detail.field);

export const badRequest = (key: MessageKey, data?: unknown, detail?: ErrorDetail) =>
  build(400, key, data, detail);
export const unauthorized = (key: MessageKey = 'auth.required') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'auth.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey, data?: unknown, detail?: ErrorDetail) =>
  build(404, key, data, detail);
export const conflict = (key: MessageKey, data?: unknown, detail?: ErrorDetail) =>
  build(409, key, data, detail);
export const payloadTooLarge = (key: MessageKey) => new AppError(413, key);
export const unsupportedMediaType = (key: MessageKey) => new AppError(415, key);
export const unprocessable = (key: MessageKey, data?: unknown, detail?: ErrorDetail) =>
  build(422, key, data, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rateLimit.exceeded', { retryAfterSeconds }, { seconds: retryAfterSeconds });
/** 429 when every slot for heavy jobs is taken; `data` tells clients when to retry, if known. */
export const serverBusy = (seconds: number, data: unknown = { retryAfterSeconds: seconds }) =>
  new AppError(429, 'server.busy', data, { seconds });
export const serviceUnavailable = (key: MessageKey) => new AppError(503, key);
/** A provider the shop relies on (the SMS gateway) refused the request. */
export const badGateway = (key: MessageKey) => new AppError(502, key);

/** A 400 about one field, shaped like a schema failure so forms show it under that field. */
export const fieldError = (field: string, key: MessageKey) =>
  new AppError(400, key, null, {}, field);
