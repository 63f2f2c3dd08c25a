import type { Footer, FooterFlags, FooterToggles, FooterValues } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

/** The JSON body of create and update; a field left out takes its default on the server. */
export type FooterBody = Partial<FooterValues & FooterFlags>;

export interface FooterUpdateInput extends FooterBody {
  id: number;
}

export interface FooterTogglesInput extends FooterToggles {
  id: number;
}

/** The footer, as the specification's calls have it: a public read, and staff writes in JSON. */
export const footerApi = {
  get: (_arg: void, signal?: AbortSignal) => apiRequest<Footer>('/footer/getFooter', { signal }),

  create: (fields: FooterBody, signal?: AbortSignal) =>
    apiRequest<Footer>('/footer/createFooter', { method: 'POST', body: fields, signal }),

  update: ({ id, ...fields }: FooterUpdateInput, signal?: AbortSignal) =>
    apiRequest<Footer>(`/footer/updateFooter/${id}`, { method: 'PUT', body: fields, signal }),

  toggle: ({ id, ...toggles }: FooterTogglesInput, signal?: AbortSignal) =>
    apiRequest<Footer>(`/footer/updateFooterToggles/${id}`, {
      method: 'PATCH',
      body: toggles,
      signal,
    }),

  remove: (_arg: void, signal?: AbortSignal) =>
    apiRequest<Footer>('/footer/deleteFooter', { method: 'DELETE', signal }),
};
