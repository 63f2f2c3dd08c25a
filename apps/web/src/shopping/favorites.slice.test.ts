import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { logout } from '../app/auth/auth.slice';
import { makeStore, type AppStore } from '../app/store';
import { aPage } from '../testing/catalog-fixtures';
import { aFavorite } from '../testing/cart-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import {
  favoritesReducer,
  initialFavoritesState,
  selectFavoritesState,
  type FavoritesState,
} from './favorites.slice';
import { addFavorite, favoriteThunks, fetchFavorites, removeFavorite } from './favorites.thunks';

const coffee = aFavorite(1);
const dates = aFavorite(2, { nameEn: 'Dates', name: 'Dates' });
const honey = aFavorite(3, { nameEn: 'Honey', name: 'Honey' });

function loaded(overrides: Partial<FavoritesState> = {}): FavoritesState {
  return {
    ...initialFavoritesState,
    favorites: [coffee, dates],
    paginationData: { pageNumber: 1, pageSize: 10, totalCount: 2 },
    isFavoriteById: { 1: true, 2: true },
    status: 'done',
    ...overrides,
  };
}

const notFound: ApiError = { message: 'Product not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['addFavorite', (s) => s.dispatch(addFavorite(3)), 'Failed to add favorite'],
  ['removeFavorite', (s) => s.dispatch(removeFavorite(3)), 'Failed to remove favorite'],
  ['fetchFavorites', (s) => s.dispatch(fetchFavorites({})), 'Failed to fetch favorites'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial favorites state', () => {
  it('is an empty, idle wishlist on page 1 of 10', () => {
    expect(favoritesReducer(undefined, { type: 'init' })).toEqual({
      favorites: [],
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      isFavoriteById: {},
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectFavoritesState(makeStore().getState())).toEqual(initialFavoritesState);
  });
});

describe('every favorites thunk', () => {
  it('covers the three calls of the specification', () => {
    expect(favoriteThunks).toHaveLength(3);
    expect(calls).toHaveLength(3);
  });

  it.each(byName(favoriteThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = favoritesReducer({ ...loaded(), error: notFound }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(favoriteThunks))('%s fulfilled keeps the message and status code', (_n, t) => {
    const answer = t === fetchFavorites ? aPage([coffee]) : { ...coffee };
    const action = {
      type: t.fulfilled.type,
      payload: envelope(answer, 'Done', 201),
      meta: { requestId: 'r', arg: 1, requestStatus: 'fulfilled' },
    };
    const state = favoritesReducer({ ...loaded(), loading: true, error: notFound }, action);
    expect(state).toMatchObject({ loading: false, error: null, message: 'Done', statusCode: 201 });
  });

  it.each(byName(favoriteThunks))(
    '%s rejected stores the error, message and status code',
    (_n, t) => {
      const state = favoritesReducer({ ...loaded(), loading: true }, rejectedAction(t, notFound));
      expect(state).toMatchObject({
        loading: false,
        error: notFound,
        message: notFound.message,
        statusCode: 404,
        favorites: [coffee, dates],
      });
    },
  );

  it.each(byName(favoriteThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)(
    '%s answered 401 signs the shopper out and empties the wishlist',
    async (_n, call) => {
      storage.setItem('token', 'expired-jwt');
      storage.setItem('role', 'Customer');
      stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
      const store = makeStore({ favorites: loaded() });
      const action = await call(store);
      expect(isUnauthorizedRejection(action)).toBe(true);
      expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
      expect(storage.getItem('token')).toBeNull();
      expect(selectFavoritesState(store.getState())).toMatchObject({
        favorites: [],
        isFavoriteById: {},
        paginationData: { totalCount: 0 },
        statusCode: 401,
      });
    },
  );

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 500 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectFavoritesState(store.getState())).toMatchObject({
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the wishlist as specified', () => {
  it('fetch replaces the list and its paging, and marks each product a favorite', () => {
    let state = favoritesReducer(loaded(), fetchFavorites.pending('r', {}));
    expect(state.status).toBe('loading');
    state = favoritesReducer(
      state,
      fetchFavorites.fulfilled(envelope(aPage([honey], 11, 2, 10), 'Favorites'), 'r', {
        pageNumber: 2,
      }),
    );
    expect(state).toMatchObject({
      favorites: [honey],
      paginationData: { pageNumber: 2, pageSize: 10, totalCount: 11 },
      isFavoriteById: { 1: true, 2: true, 3: true },
      status: 'done',
      message: 'Favorites',
    });
  });

  it('a failed fetch marks the list status error; an aborted one changes nothing', () => {
    const pending = favoritesReducer(loaded(), fetchFavorites.pending('r', {}));
    expect(favoritesReducer(pending, fetchFavorites.rejected(null, 'r', {}, notFound)).status).toBe(
      'error',
    );
    const aborted = fetchFavorites.rejected(new DOMException('aborted', 'AbortError'), 'old', {});
    expect(favoritesReducer(pending, aborted)).toEqual(pending);
  });

  it('add appends a new favorite and counts it', () => {
    const state = favoritesReducer(
      loaded(),
      addFavorite.fulfilled(envelope(honey, 'Added to your wishlist', 201), 'r', 3),
    );
    expect(state.favorites).toEqual([coffee, dates, honey]);
    expect(state.paginationData.totalCount).toBe(3);
    expect(state.isFavoriteById[3]).toBe(true);
    expect(state.message).toBe('Added to your wishlist');
  });

  it('add of a product already present appends nothing and counts nothing', () => {
    const state = favoritesReducer(loaded(), addFavorite.fulfilled(envelope(dates, 'OK'), 'r', 2));
    expect(state.favorites).toEqual([coffee, dates]);
    expect(state.paginationData.totalCount).toBe(2);
  });

  it('add answered 200 (already saved, not on this page) appends it without counting it again', () => {
    const state = favoritesReducer(
      loaded({ paginationData: { pageNumber: 1, pageSize: 10, totalCount: 5 } }),
      addFavorite.fulfilled(envelope(honey, 'OK', 200), 'r', 3),
    );
    expect(state.favorites.map((item) => item.productId)).toEqual([1, 2, 3]);
    expect(state.paginationData.totalCount).toBe(5);
  });

  it('remove drops the matching product, lowers the count and marks it not a favorite', () => {
    const state = favoritesReducer(
      loaded(),
      removeFavorite.fulfilled(envelope({ productId: 1 }, 'Removed'), 'r', 1),
    );
    expect(state.favorites).toEqual([dates]);
    expect(state.paginationData.totalCount).toBe(1);
    expect(state.isFavoriteById).toEqual({ 1: false, 2: true });
  });

  it('removing a product already removed counts nothing twice', () => {
    const once = favoritesReducer(
      loaded(),
      removeFavorite.fulfilled(envelope({ productId: 1 }), 'r', 1),
    );
    const twice = favoritesReducer(
      once,
      removeFavorite.fulfilled(envelope({ productId: 1 }), 'r', 1),
    );
    expect(twice.paginationData.totalCount).toBe(1);
    expect(twice.favorites).toEqual([dates]);
  });

  it('a failed add or remove leaves the wishlist and the hearts as they were', () => {
    const state = favoritesReducer(loaded(), rejectedAction(removeFavorite, notFound, { arg: 1 }));
    expect(state.favorites).toEqual([coffee, dates]);
    expect(state.isFavoriteById).toEqual({ 1: true, 2: true });
  });

  it('signing out empties it', () => {
    expect(favoritesReducer(loaded(), logout())).toEqual(initialFavoritesState);
  });
});

describe('requests', () => {
  it('use the seed’s paths and bodies', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(envelope(url.includes('getMyFavorites') ? aPage([]) : coffee)),
    );
    const store = makeStore();
    await store.dispatch(addFavorite(7));
    await store.dispatch(removeFavorite(7));
    await store.dispatch(fetchFavorites({ pageNumber: 2, pageSize: 12 }));
    expect(requests.map(({ url, init }) => `${init.method} ${url} ${init.body ?? ''}`)).toEqual([
      'POST /api/favorite/AddFavorite {"productId":7}',
      'DELETE /api/favorite/removeFavorite/7 ',
      'GET /api/favorite/getMyFavorites?pageNumber=2&pageSize=12 ',
    ]);
  });
});
