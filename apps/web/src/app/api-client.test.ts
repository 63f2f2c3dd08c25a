import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { ApiRequestError, apiDownload, apiRequest, buildUrl } from './api-client';

async function rejectionOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(async () => {
  installMemoryStorage();
  await i18n.changeLanguage('en');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('buildUrl', () => {
  it('sends a list of ids comma-separated and leaves an empty one out', () => {
    expect(buildUrl('/product/getAllProducts', { brandIds: [3, 7], categoryIds: [] })).toBe(
      '/api/product/getAllProducts?brandIds=3%2C7',
    );
  });

  it('prefixes /api and leaves out empty query values', () => {
    expect(
      buildUrl('/AdminAccount/GetAllUsers', {
        pageNumber: 2,
        search: '',
        role: null,
        x: undefined,
      }),
    ).toBe('/api/AdminAccount/GetAllUsers?pageNumber=2');
  });

  it('encodes query values', () => {
    expect(buildUrl('/Account/forget-password', { email: 'a+b@x.sa' })).toBe(
      '/api/Account/forget-password?email=a%2Bb%40x.sa',
    );
  });
});

describe('apiRequest', () => {
  it('unwraps the envelope and sends the language and no token when signed out', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope({ id: 1 }, 'Done')));
    await expect(apiRequest('/Account/get-user-info')).resolves.toEqual(
      envelope({ id: 1 }, 'Done'),
    );
    expect(requests[0]?.url).toBe('/api/Account/get-user-info');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer and follows the UI language', async () => {
    installMemoryStorage({ token: 'abc.def', role: 'Customer' });
    await i18n.changeLanguage('ar');
    const { requests } = stubFetch(() => envelopeResponse(envelope(null)));
    await apiRequest('/Account/get-user-info');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('ar');
  });

  it('sends objects as JSON', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(null)));
    await apiRequest('/Account/login', {
      method: 'POST',
      body: { email: 'a@b.sa', password: 'x' },
    });
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.init.body).toBe('{"email":"a@b.sa","password":"x"}');
  });

  it('sends FormData as multipart without forcing a content type', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(null, 'Created', 201)));
    const form = new FormData();
    form.append('firstName', 'Sara');
    await apiRequest('/Account/register', { method: 'POST', body: form });
    expect(requests[0]?.init.body).toBe(form);
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('rejects with the error envelope, field errors included', async () => {
    stubFetch(() =>
      envelopeResponse(
        envelope({ email: ['is already registered'] }, 'E-mail: is already registered', 400),
      ),
    );
    const error = await rejectionOf(apiRequest('/Account/register', { method: 'POST', body: {} }));
    expect(error.toJSON()).toEqual({
      message: 'E-mail: is already registered',
      statusCode: 400,
      data: { email: ['is already registered'] },
    });
  });

  it('rejects with an empty message when the answer is not an envelope', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await rejectionOf(apiRequest('/Account/get-user-info'));
    expect(error.toJSON()).toEqual({ message: '', statusCode: 502, data: null });
  });

  it('turns a network failure into status 0 with a translated message', async () => {
    await i18n.changeLanguage('ar');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejectionOf(apiRequest('/Account/get-user-info'));
    expect(error.statusCode).toBe(0);
    expect(error.message).toBe('تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.');
  });

  it('lets an abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(apiRequest('/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('apiDownload', () => {
  it('returns the file and its name', async () => {
    stubFetch(
      () =>
        new Response('PDF', {
          status: 200,
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''invoice%20INV-1.pdf" },
        }),
    );
    const { blob, fileName } = await apiDownload('/AdminOrder/1/invoice');
    expect(await blob.text()).toBe('PDF');
    expect(fileName).toBe('invoice INV-1.pdf');
  });

  it('rejects with the error envelope', async () => {
    stubFetch(() => envelopeResponse(envelope(null, 'Order not found', 404)));
    const error = await rejectionOf(apiDownload('/AdminOrder/9/invoice'));
    expect(error.toJSON()).toEqual({ message: 'Order not found', statusCode: 404, data: null });
  });
});
