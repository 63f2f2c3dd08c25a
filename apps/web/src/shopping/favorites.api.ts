import type { Favorite, Paged } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';

export interface FavoritesPageQuery {
  pageNumber?: number;
  pageSize?: number;
}

/** The shopper's wishlist (bearer); paths exactly as the API documents them. */
export const favoriteApi = {
  // 201 when the product was added now, 200 when it was already there.
  add: (productId: number, signal?: AbortSignal) =>
    apiRequest<Favorite>('/favorite/AddFavorite', {
      method: 'POST',
      body: { productId },
      signal,
    }),

  remove: (productId: number, signal?: AbortSignal) =>
    apiRequest<{ productId: number }>(`/favorite/removeFavorite/${productId}`, {
      method: 'DELETE',
      signal,
    }),

  list: ({ pageNumber, pageSize }: FavoritesPageQuery, signal?: AbortSignal) =>
    apiRequest<Paged<Favorite>>('/favorite/getMyFavorites', {
      query: { pageNumber, pageSize },
      signal,
    }),
};
