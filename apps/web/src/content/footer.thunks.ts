import type { Footer } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import {
  footerApi,
  type FooterBody,
  type FooterTogglesInput,
  type FooterUpdateInput,
} from './footer.api';

/** Fallback texts for the footer calls, used only when the server sent no message. */
export const FOOTER_FALLBACKS = {
  fetchFooter: 'Failed to get footer data',
  createFooter: 'Failed to add footer data',
  updateFooter: 'Failed to update footer data',
  deleteFooter: 'Failed to delete footer data',
  toggleFooter: 'Failed to toggle footer fields',
} as const;

export const fetchFooter = createApiThunk<Footer, void>(
  'footer/fetch',
  footerApi.get,
  FOOTER_FALLBACKS.fetchFooter,
);

export const createFooter = createApiThunk<Footer, FooterBody>(
  'footer/create',
  footerApi.create,
  FOOTER_FALLBACKS.createFooter,
);

export const updateFooter = createApiThunk<Footer, FooterUpdateInput>(
  'footer/update',
  footerApi.update,
  FOOTER_FALLBACKS.updateFooter,
);

export const toggleFooterFields = createApiThunk<Footer, FooterTogglesInput>(
  'footer/toggle',
  footerApi.toggle,
  FOOTER_FALLBACKS.toggleFooter,
);

export const deleteFooter = createApiThunk<Footer, void>(
  'footer/delete',
  footerApi.remove,
  FOOTER_FALLBACKS.deleteFooter,
);

export const footerThunks = [
  fetchFooter,
  createFooter,
  updateFooter,
  toggleFooterFields,
  deleteFooter,
] as const;
