import type { Envelope } from '@dukkan/contracts';
import { i18n } from '../i18n/i18n';
import type { ApiError } from '../lib/api-error';
import { readStoredToken } from './auth/auth-storage';

export type { ApiError };

/** Thrown by the client; carries the envelope fields so callers can read them directly. */
export class ApiRequestError extends Error implements ApiError {
  readonly statusCode: number;
  readonly data: unknown;

  constructor({ message, statusCode, data }: ApiError) {
    super(message);
    this.name = 'ApiRequestError';
    this.statusCode = statusCode;
    this.data = data;
  }

  /** A plain copy, so it can travel through Redux actions (class instances are not serializable). */
  toJSON(): ApiError {
    return { message: this.message, statusCode: this.statusCode, data: this.data };
  }
}

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined | readonly number[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null, undefined, '' and [] are left out; a list goes comma-separated. */
  query?: Record<string, QueryValue>;
  /** FormData goes as multipart (the browser sets the boundary); anything else as JSON. */
  body?: FormData | object;
  signal?: AbortSignal;
  /** Extra headers of one call (a guest's `X-Cart-Token`, an order's `X-Order-Token`). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
      continue;
    }
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildInit(options: RequestOptions, accept: string): RequestInit {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: accept, 'Accept-Language': i18n.language || 'en' });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  // No timeout on purpose: the specification asks for none (uploads and exports can be slow).
  return { method, headers, body: payload, signal };
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'statusCode' in value &&
    typeof (value as { statusCode: unknown }).statusCode === 'number'
  );
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go: the browser's fetch, or on the server the API in the same process (the
 * server renderer sets it once, with the page's language and no session).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  try {
    return await transport(buildUrl(path, options.query), buildInit(options, accept));
  } catch (error) {
    // Aborts are the caller's decision, not a failure worth a message: let them through as-is.
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError({ message: i18n.t('errors.network'), statusCode: 0, data: null });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Turns a failed response into the error every caller sees. Message stays '' when the server gave none. */
async function toRequestError(response: Response): Promise<ApiRequestError> {
  const body = await readJson(response);
  if (isEnvelope(body)) {
    return new ApiRequestError({
      message: typeof body.message === 'string' ? body.message : '',
      statusCode: body.statusCode || response.status,
      data: body.data ?? null,
    });
  }
  return new ApiRequestError({ message: '', statusCode: response.status, data: null });
}

/**
 * Calls the API and unwraps its `{message, statusCode, data}` envelope. This is the only place
 * that reads response bodies, so error handling is the same for every call.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const response = await send(path, options, 'application/json');
  if (!response.ok) throw await toRequestError(response);
  const body = await readJson(response);
  if (!isEnvelope(body)) {
    // A 2xx without an envelope means something other than the API answered (a proxy page).
    throw new ApiRequestError({ message: '', statusCode: response.status, data: null });
  }
  return {
    message: typeof body.message === 'string' ? body.message : '',
    statusCode: body.statusCode,
    data: body.data as T,
  };
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition when the server names the file. */
  fileName: string | null;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** Fetches a file (invoice PDF, Excel export); errors still arrive as the JSON envelope. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Download> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw await toRequestError(response);
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('Content-Disposition')),
  };
}
