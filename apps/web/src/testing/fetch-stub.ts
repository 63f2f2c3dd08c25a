import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  init: RequestInit;
  headers: Headers;
}

/**
 * Replaces global fetch with one that answers from `respond` and records every call.
 * Responses are created per call because a Response body can be read only once.
 */
export function stubFetch(
  respond: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, init, headers: new Headers(init.headers) });
    return respond(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
