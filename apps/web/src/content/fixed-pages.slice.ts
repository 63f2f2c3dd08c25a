import type { FixedPage } from '@dukkan/contracts';
import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  addFixedPage,
  deleteFixedPage,
  fetchFixedPageById,
  fetchFixedPageBySlug,
  fetchFixedPages,
  fixedPageThunks,
  updateFixedPage,
} from './fixed-pages.thunks';

export interface FixedPagesState extends RequestStatus {
  fixedPages: FixedPage[];
  /** The page a screen shows or edits. */
  fixedPage: FixedPage | null;
  paginationData: ListPagination;
  /** The list load only: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
}

export const initialFixedPagesState: FixedPagesState = {
  fixedPages: [],
  fixedPage: null,
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  status: 'idle',
  ...initialRequestStatus,
};

/**
 * The fixed pages as the specification's state rules have them: a failed single fetch clears the
 * selected page and a failed list fetch empties the list; writes keep the list and the selection
 * in step. A request aborted because a newer one replaced it changes nothing.
 */
export const fixedPagesSlice = createSlice({
  name: 'fixedPages',
  initialState: initialFixedPagesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFixedPages.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchFixedPages.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.fixedPages = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchFixedPages.rejected, (state, { meta }) => {
        if (meta.aborted) return;
        state.fixedPages = [];
        state.status = 'error';
      })
      .addCase(addFixedPage.fulfilled, (state, { payload }) => {
        state.fixedPages.push(payload.data);
        state.paginationData.totalCount += 1;
        state.fixedPage = payload.data;
      })
      .addCase(updateFixedPage.fulfilled, (state, { payload }) => {
        const saved = payload.data;
        state.fixedPages = state.fixedPages.map((page) => (page.id === saved.id ? saved : page));
        if (state.fixedPage?.id === saved.id) state.fixedPage = saved;
      })
      .addCase(deleteFixedPage.fulfilled, (state, { payload }) => {
        const { id } = payload.data;
        state.fixedPages = state.fixedPages.filter((page) => page.id !== id);
        state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
        if (state.fixedPage?.id === id) state.fixedPage = null;
      })
      .addMatcher(
        isAnyOf(fetchFixedPageById.fulfilled, fetchFixedPageBySlug.fulfilled),
        (state, { payload }) => {
          state.fixedPage = payload.data;
        },
      )
      .addMatcher(
        isAnyOf(fetchFixedPageById.rejected, fetchFixedPageBySlug.rejected),
        (state, { meta }) => {
          if (!meta.aborted) state.fixedPage = null;
        },
      );
    addRequestStatusMatchers(builder, fixedPageThunks, { ignoreAborted: true });
  },
});

export const fixedPagesReducer = fixedPagesSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `fixedPages` key to the root state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof fixedPagesSlice> {}
}

/** Injected when an information page or the dashboard's pages screen loads. */
export const injectedFixedPagesSlice = fixedPagesSlice.injectInto(rootReducer);

export const selectFixedPages = injectedFixedPagesSlice.selectSlice;
