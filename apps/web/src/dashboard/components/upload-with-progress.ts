import type { Envelope } from '@dukkan/contracts';
import { ApiRequestError, buildUrl } from '../../app/api-client';
import { readStoredToken } from '../../app/auth/auth-storage';
import { i18n } from '../../i18n/i18n';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function envelopeOf(body: unknown): Envelope<unknown> | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, statusCode, data } = body as Partial<Envelope<unknown>>;
  if (typeof statusCode !== 'number') return null;
  return { message: typeof message === 'string' ? message : '', statusCode, data: data ?? null };
}

/**
 * POSTs a multipart body and reports upload progress, which fetch cannot do. It behaves like
 * `apiRequest` (app/api-client): same URL building, bearer token and Accept-Language, the
 * envelope unwrapped, failures as ApiRequestError (network: status 0, translated), aborts passed
 * through as an AbortError — so a thunk using it ends the same way as with the regular client.
 */
export function uploadWithProgress(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<Envelope<unknown>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language || 'en');
    const token = readStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const envelope = envelopeOf(parseBody(request.responseText));
      const ok = request.status >= 200 && request.status < 300;
      if (ok && envelope) {
        resolve(envelope);
        return;
      }
      reject(
        new ApiRequestError({
          message: ok ? '' : (envelope?.message ?? ''),
          statusCode: (!ok && envelope?.statusCode) || request.status,
          data: ok ? null : (envelope?.data ?? null),
        }),
      );
    };
    request.onerror = () =>
      reject(new ApiRequestError({ message: i18n.t('errors.network'), statusCode: 0, data: null }));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));

    if (signal?.aborted) {
      request.abort();
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
