import type { ProductFacets } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore } from '../app/store';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { loaded, notFound, unauthorized } from '../testing/product-state';
import { expectSignOutOn401, stateAfterBare500 } from '../testing/thunk-calls';
import { pendingAction, rejectedAction } from '../testing/thunk-actions';
import { productsReducer, selectProductsState } from './products.slice';
import { fetchProductFacets } from './products.thunks';

const facets: ProductFacets = {
  totalCount: 14,
  brands: [
    { id: 3, name: 'Samsung', count: 12 },
    { id: 5, name: 'Apple', count: 2 },
  ],
  categories: [{ id: 1, name: 'Phones', parentId: null, count: 14 }],
  price: { min: 99.5, max: 4599 },
};
const query = { search: 'phone', inStock: true };

beforeEach(() => {
  installMemoryStorage();
});

describe('facets in the products slice', () => {
  it('pending marks the counts loading, keeps the last ones and leaves the list alone', () => {
    const before = loaded({ facets: { data: facets, loading: false, error: notFound } });
    const state = productsReducer(before, pendingAction(fetchProductFacets, query));
    expect(state.facets).toEqual({ data: facets, loading: true, error: null });
    expect(state.loading).toBe(false);
    expect(state.products).toEqual(before.products);
  });

  it('fulfilled stores the counts and price bounds', () => {
    const state = productsReducer(
      loaded({ facets: { data: null, loading: true, error: null } }),
      fetchProductFacets.fulfilled(envelope(facets), 'r', query),
    );
    expect(state.facets).toEqual({ data: facets, loading: false, error: null });
    expect(state.message).toBeNull();
  });

  it('rejected drops the counts (they belong to other filters) and keeps the error', () => {
    const state = productsReducer(
      loaded({ facets: { data: facets, loading: true, error: null } }),
      rejectedAction(fetchProductFacets, notFound, { arg: query }),
    );
    expect(state.facets).toEqual({ data: null, loading: false, error: notFound });
    // The list's own status says nothing about the counts.
    expect(state).toMatchObject({ loading: false, error: null, message: null });
  });

  it('aborted (the filters changed again) changes nothing', () => {
    const pending = productsReducer(loaded(), pendingAction(fetchProductFacets, query));
    expect(
      productsReducer(pending, rejectedAction(fetchProductFacets, notFound, { aborted: true })),
    ).toEqual(pending);
  });

  it('rejected with 401 is caught by the sign-out matcher', () => {
    expect(isUnauthorizedRejection(rejectedAction(fetchProductFacets, unauthorized))).toBe(true);
  });
});

describe('fetchProductFacets', () => {
  it('sends the filters the facets schema takes, search trimmed', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(facets)));
    const store = makeStore();
    await store.dispatch(
      fetchProductFacets({ search: ' phone ', brandId: 3, minPrice: 10, inStock: true }),
    );
    expect(requests[0]?.url).toBe(
      '/api/product/getProductFacets?search=phone&brandId=3&minPrice=10&inStock=true',
    );
    expect(selectProductsState(store.getState()).facets.data).toEqual(facets);
  });

  it('answered 401 signs the user out', async () => {
    await expectSignOutOn401((store) => store.dispatch(fetchProductFacets({})), 'User');
  });

  it('a bare 500 falls back to its own message and fails only the counts', async () => {
    const state = await stateAfterBare500(
      (store) => store.dispatch(fetchProductFacets({})),
      'Failed to fetch product filters',
    );
    expect(selectProductsState(state)).toMatchObject({
      loading: false,
      error: null,
      facets: { data: null, loading: false, error: { statusCode: 500 } },
    });
  });
});
