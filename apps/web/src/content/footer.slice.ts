import { emptyFooter, type Footer } from '@dukkan/contracts';
import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  createFooter,
  deleteFooter,
  fetchFooter,
  footerThunks,
  toggleFooterFields,
  updateFooter,
} from './footer.thunks';

export interface FooterState extends RequestStatus {
  /** The defaults (id null, texts empty, switches off) until loaded or saved. */
  footer: Footer;
  /** The get alone: the storefront footer loads while 'idle' and hides itself on 'error'. */
  status: ListStatus;
}

export const initialFooterState: FooterState = {
  footer: emptyFooter,
  status: 'idle',
  ...initialRequestStatus,
};

export const footerSlice = createSlice({
  name: 'footer',
  initialState: initialFooterState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFooter.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchFooter.fulfilled, (state) => {
        state.status = 'done';
      })
      .addCase(fetchFooter.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      // As the specification has it: delete resets the footer to its defaults.
      .addCase(deleteFooter.fulfilled, (state) => {
        state.footer = emptyFooter;
      })
      // As specified: a successful create, update, toggle or get replaces the footer data.
      .addMatcher(
        isAnyOf(
          fetchFooter.fulfilled,
          createFooter.fulfilled,
          updateFooter.fulfilled,
          toggleFooterFields.fulfilled,
        ),
        (state, { payload }) => {
          state.footer = payload.data;
        },
      );
    addRequestStatusMatchers(builder, footerThunks, { ignoreAborted: true });
  },
});

export const footerReducer = footerSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof footerSlice> {}
}

export const injectedFooterSlice = footerSlice.injectInto(rootReducer);

export const selectFooterState = injectedFooterSlice.selectSlice;
