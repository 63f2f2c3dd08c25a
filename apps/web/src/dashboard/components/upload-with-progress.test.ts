import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../app/api-client';
import { installMemoryStorage } from '../../testing/memory-storage';
import { importCounts, importRowErrors } from '../features/products/import-report';
import { uploadWithProgress } from './upload-with-progress';

/** Just enough of XMLHttpRequest to play one upload back. */
class FakeRequest {
  static last: FakeRequest;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  installMemoryStorage().setItem('token', 'jwt');
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload with progress', () => {
  it('sends the token and language, reports progress and unwraps the envelope', async () => {
    const progress: number[] = [];
    const form = new FormData();
    const done = uploadWithProgress('/AdminProduct/import', form, {
      onProgress: (share) => progress.push(share),
    });
    const request = FakeRequest.last;
    expect(request).toMatchObject({ method: 'POST', url: '/api/AdminProduct/import', body: form });
    expect(request.headers).toMatchObject({ Authorization: 'Bearer jwt', 'Accept-Language': 'en' });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    request.answer(200, { message: 'Imported', statusCode: 200, data: { created: 2, updated: 1 } });
    const answer = await done;
    expect(progress).toEqual([0.25, 1]);
    expect(importCounts(answer.data)).toEqual({ created: 2, updated: 1, unchanged: 0 });
  });

  it('rejects a 422 with the row report as the client’s error', async () => {
    const done = uploadWithProgress('/AdminProduct/import', new FormData(), {
      onProgress: () => {},
    });
    const errors = [{ row: 4, column: 'price', message: 'must be more than 0' }];
    FakeRequest.last.answer(422, {
      message: 'Rows are invalid',
      statusCode: 422,
      data: { errors },
    });
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(importRowErrors((failure as ApiRequestError).toJSON())).toEqual(errors);
  });

  it('turns a network failure into status 0 and an abort into an AbortError', async () => {
    const failing = uploadWithProgress('/x', new FormData(), { onProgress: () => {} });
    FakeRequest.last.onerror?.();
    await expect(failing).rejects.toMatchObject({ statusCode: 0 });

    const controller = new AbortController();
    const cancelled = uploadWithProgress('/x', new FormData(), {
      onProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
