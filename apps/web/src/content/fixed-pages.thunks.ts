import type { FixedPage, Paged } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import {
  fixedPagesApi,
  type FixedPageChanges,
  type FixedPageFields,
  type FixedPageListArgs,
} from './fixed-pages.api';

/** Fallback texts, used only when the server sent no message. */
export const FIXED_PAGE_FALLBACKS = {
  addFixedPage: 'Failed to add fixed page',
  updateFixedPage: 'Failed to update fixed page',
  deleteFixedPage: 'Failed to delete fixed page',
  fetchFixedPage: 'Failed to fetch fixed page',
  fetchFixedPages: 'Failed to fetch fixed pages',
} as const;

export const fetchFixedPages = createApiThunk<Paged<FixedPage>, FixedPageListArgs>(
  'fixedPages/fetchAll',
  fixedPagesApi.list,
  FIXED_PAGE_FALLBACKS.fetchFixedPages,
);

export const fetchFixedPageById = createApiThunk<FixedPage, number>(
  'fixedPages/fetchById',
  fixedPagesApi.get,
  FIXED_PAGE_FALLBACKS.fetchFixedPage,
);

/** The storefront's about and policy pages ask by slug. */
export const fetchFixedPageBySlug = createApiThunk<FixedPage, string>(
  'fixedPages/fetchBySlug',
  fixedPagesApi.getBySlug,
  FIXED_PAGE_FALLBACKS.fetchFixedPage,
);

export const addFixedPage = createApiThunk<FixedPage, FixedPageFields>(
  'fixedPages/add',
  fixedPagesApi.create,
  FIXED_PAGE_FALLBACKS.addFixedPage,
);

export const updateFixedPage = createApiThunk<FixedPage, FixedPageChanges>(
  'fixedPages/update',
  fixedPagesApi.update,
  FIXED_PAGE_FALLBACKS.updateFixedPage,
);

export const deleteFixedPage = createApiThunk<{ id: number }, number>(
  'fixedPages/delete',
  fixedPagesApi.remove,
  FIXED_PAGE_FALLBACKS.deleteFixedPage,
);

export const fixedPageThunks = [
  fetchFixedPages,
  fetchFixedPageById,
  fetchFixedPageBySlug,
  addFixedPage,
  updateFixedPage,
  deleteFixedPage,
] as const;
