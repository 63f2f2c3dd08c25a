import type { Favorite, Paged } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { favoriteApi, type FavoritesPageQuery } from './favorites.api';

/** Used only when the server sent no message (the seed names none for favorites). */
export const FAVORITE_FALLBACKS = {
  addFavorite: 'Failed to add favorite',
  removeFavorite: 'Failed to remove favorite',
  fetchFavorites: 'Failed to fetch favorites',
} as const;

/** The argument is the product's id. */
export const addFavorite = createApiThunk<Favorite, number>(
  'favorites/add',
  favoriteApi.add,
  FAVORITE_FALLBACKS.addFavorite,
);

/** The argument is the product's id. */
export const removeFavorite = createApiThunk<{ productId: number }, number>(
  'favorites/remove',
  favoriteApi.remove,
  FAVORITE_FALLBACKS.removeFavorite,
);

export const fetchFavorites = createApiThunk<Paged<Favorite>, FavoritesPageQuery>(
  'favorites/fetchMine',
  favoriteApi.list,
  FAVORITE_FALLBACKS.fetchFavorites,
);

export const favoriteThunks = [addFavorite, removeFavorite, fetchFavorites] as const;
