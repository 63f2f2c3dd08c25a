import type { FixedPage, Paged } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

/** The create body (named as the API's request fields); update adds the id. */
export interface FixedPageFields {
  slug: string;
  titleEn: string;
  titleAr: string;
  /** HTML from the editor; the API cleans it before storing. */
  contentEn: string;
  contentAr: string;
  isActive: boolean;
}

export interface FixedPageChanges extends FixedPageFields {
  id: number;
}

export interface FixedPageListArgs {
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/**
 * Information pages. The reads are public (active pages only); with a staff token they also
 * answer inactive pages, so the dashboard uses the same calls. Writes are staff only.
 */
export const fixedPagesApi = {
  list: ({ search, ...args }: FixedPageListArgs, signal?: AbortSignal) =>
    apiRequest<Paged<FixedPage>>('/FixedPage/GetAll', {
      query: { ...args, search: search?.trim() },
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<FixedPage>(`/FixedPage/GetById/${id}`, { signal }),

  getBySlug: (slug: string, signal?: AbortSignal) =>
    apiRequest<FixedPage>(`/FixedPage/GetBySlug/${encodeURIComponent(slug)}`, { signal }),

  create: (fields: FixedPageFields, signal?: AbortSignal) =>
    apiRequest<FixedPage>('/AdminFixedPage/CreateFixedPage', {
      method: 'POST',
      body: fields,
      signal,
    }),

  update: (changes: FixedPageChanges, signal?: AbortSignal) =>
    apiRequest<FixedPage>('/AdminFixedPage/UpdateFixedPage', {
      method: 'PUT',
      body: changes,
      signal,
    }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<{ id: number }>(`/AdminFixedPage/DeleteFixedPage/${id}`, {
      method: 'DELETE',
      signal,
    }),
};
