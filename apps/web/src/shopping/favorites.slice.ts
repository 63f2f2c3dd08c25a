import type { Favorite } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import { addFavorite, favoriteThunks, fetchFavorites, removeFavorite } from './favorites.thunks';
import { isSessionEnded } from '../app/auth/session-ended';

export interface FavoritesState extends RequestStatus {
  /** The wishlist page loaded last. */
  favorites: Favorite[];
  /** totalCount is the whole wishlist's size: the header badge shows it. */
  paginationData: ListPagination;
  /**
   * Hearts this session knows for sure: listed or added (true), removed (false). Product answers
   * carry `isFavorite` too, but only as of when they were loaded; after a change this wins.
   */
  isFavoriteById: Record<number, boolean>;
  /** The list load only: 'idle' until the first load, so the badge loads once. */
  status: ListStatus;
}

export const initialFavoritesState: FavoritesState = {
  favorites: [],
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  isFavoriteById: {},
  status: 'idle',
  ...initialRequestStatus,
};

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState: initialFavoritesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFavorites.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchFavorites.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.favorites = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        for (const item of items) state.isFavoriteById[item.productId] = true;
        state.status = 'done';
      })
      .addCase(fetchFavorites.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(addFavorite.fulfilled, (state, { payload }) => {
        const added = payload.data;
        if (!state.favorites.some((item) => item.productId === added.productId)) {
          state.favorites.push(added);
        }
        // 201: new on the wishlist; 200: it was there already (added from another tab).
        if (payload.statusCode === 201) state.paginationData.totalCount += 1;
        state.isFavoriteById[added.productId] = true;
      })
      .addCase(removeFavorite.fulfilled, (state, { payload, meta }) => {
        const productId = payload.data?.productId ?? meta.arg;
        state.favorites = state.favorites.filter((item) => item.productId !== productId);
        if (state.isFavoriteById[productId] !== false) {
          state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
        }
        state.isFavoriteById[productId] = false;
      })
      .addMatcher(isSessionEnded, () => initialFavoritesState);
    // A list request replaced by a newer one (another page) is not a failure.
    addRequestStatusMatchers(builder, favoriteThunks, { ignoreAborted: true });
  },
});

export const favoritesReducer = favoritesSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `favorites` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof favoritesSlice> {}
}

/** Injected when the header first loads it; selectors fall back to the initial state before. */
export const injectedFavoritesSlice = favoritesSlice.injectInto(rootReducer);

export const selectFavoritesState = injectedFavoritesSlice.selectSlice;
