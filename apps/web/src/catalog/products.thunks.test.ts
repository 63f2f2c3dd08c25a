import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore, type AppStore } from '../app/store';
import { aDiscount, aPage } from '../testing/catalog-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import {
  coffee,
  dates,
  fields,
  loaded,
  notFound,
  photo,
  saffron,
  sheet,
  unauthorized,
} from '../testing/product-state';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { initialProductsState, productsReducer, selectProductsState } from './products.slice';
import {
  addOrUpdateDiscount,
  addProduct,
  deleteMultipleProducts,
  deleteProduct,
  exportProducts,
  fetchBrandProductsForAdmin,
  fetchDiscountedProducts,
  fetchProductById,
  fetchProductForAdmin,
  fetchProducts,
  fetchProductsForAdmin,
  importProducts,
  productFileThunks,
  productThunks,
  removeDiscount,
  updateProduct,
} from './products.thunks';

type Call = (store: AppStore) => Promise<UnknownAction>;

/** Every product thunk dispatched for real, with its fallback text. */
const calls: [string, Call, string][] = [
  ['fetchProducts', (s) => s.dispatch(fetchProducts({})), 'Failed to fetch products'],
  ['addProduct', (s) => s.dispatch(addProduct({ fields })), 'Failed to add product'],
  [
    'updateProduct',
    (s) => s.dispatch(updateProduct({ id: 2, fields })),
    'Failed to update product',
  ],
  ['deleteProduct', (s) => s.dispatch(deleteProduct(2)), 'Failed to delete product'],
  [
    'deleteMultipleProducts',
    (s) => s.dispatch(deleteMultipleProducts([1, 2])),
    'Failed to delete products',
  ],
  [
    'fetchProductForAdmin',
    (s) => s.dispatch(fetchProductForAdmin(2)),
    'Failed to fetch product details',
  ],
  [
    'fetchProductsForAdmin',
    (s) => s.dispatch(fetchProductsForAdmin({})),
    'Failed to fetch admin products',
  ],
  [
    'addOrUpdateDiscount',
    (s) => s.dispatch(addOrUpdateDiscount({ id: 2, discount: aDiscount() })),
    'Failed to update discount',
  ],
  ['removeDiscount', (s) => s.dispatch(removeDiscount(2)), 'Failed to remove discount'],
  [
    'fetchBrandProductsForAdmin',
    (s) => s.dispatch(fetchBrandProductsForAdmin({ id: 1 })),
    'Failed to fetch brand products',
  ],
  ['fetchProductById', (s) => s.dispatch(fetchProductById(2)), 'Failed to fetch product'],
  [
    'fetchDiscountedProducts',
    (s) => s.dispatch(fetchDiscountedProducts({})),
    'Failed to fetch discounted products',
  ],
  ['exportProducts', (s) => s.dispatch(exportProducts()), 'Failed to export products'],
  ['importProducts', (s) => s.dispatch(importProducts(sheet)), 'Failed to import products'],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('every product thunk', () => {
  it('covers all fourteen calls of the specification', () => {
    expect(productThunks.length + productFileThunks.length).toBe(14);
    expect(calls).toHaveLength(14);
  });

  it.each(byName(productThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = productsReducer({ ...initialProductsState, error: notFound }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(productThunks))(
    '%s rejected stores the error, message and status code',
    (_name, thunk) => {
      const state = productsReducer(
        { ...loaded(), loading: true },
        rejectedAction(thunk, notFound),
      );
      expect(state).toMatchObject({
        loading: false,
        error: notFound,
        message: 'Product not found',
        statusCode: 404,
      });
      expect(state.products).toEqual([coffee, dates, saffron]);
    },
  );

  it.each(byName(productThunks))(
    '%s aborted (replaced by a newer call) changes nothing',
    (_n, t) => {
      const pending = productsReducer(loaded(), pendingAction(t));
      expect(productsReducer(pending, rejectedAction(t, notFound, { aborted: true }))).toEqual(
        pending,
      );
    },
  );

  it.each(byName([...productThunks, ...productFileThunks]))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_name, thunk) => {
      expect(isUnauthorizedRejection(rejectedAction(thunk, unauthorized))).toBe(true);
      expect(isUnauthorizedRejection(rejectedAction(thunk, notFound))).toBe(false);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', async (_name, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Admin');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore();
    const action = await call(store);
    expect(isUnauthorizedRejection(action)).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('role')).toBeNull();
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('upstream error', { status: 502 }));
      const action = await call(makeStore());
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
    },
  );

  it('the server’s own message wins over the fallback', async () => {
    stubFetch(() => envelopeResponse(envelope(null, 'Product not found', 404)));
    const store = makeStore();
    await store.dispatch(fetchProductById(99));
    expect(selectProductsState(store.getState())).toMatchObject({
      message: 'Product not found',
      statusCode: 404,
      error: notFound,
      loading: false,
    });
  });
});

describe('requests', () => {
  it('create sends multipart with the discount as discount.{field} and repeated images', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(dates, 'Created', 201)));
    await makeStore().dispatch(addProduct({ fields, images: [photo, photo] }));
    const body = requests[0]?.init.body as FormData;
    expect(requests[0]).toMatchObject({
      url: '/api/adminProduct/createProduct',
      init: { method: 'POST' },
    });
    expect(body.get('nameAr')).toBe('تمر');
    expect(body.get('price')).toBe('30');
    expect(body.get('isActive')).toBe('true');
    expect(body.get('discount.type')).toBe('Fixed');
    expect(body.get('discount.value')).toBe('5');
    expect(body.get('discount.startDate')).toBe('2025-03-01T00:00:00.000Z');
    expect(body.has('discount.endDate')).toBe(false);
    expect(body.has('discount')).toBe(false);
    expect(body.has('id')).toBe(false);
    expect(body.getAll('images')).toHaveLength(2);
  });

  it('update sends the id in the multipart body with PUT', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(dates)));
    await makeStore().dispatch(updateProduct({ id: 2, fields: { ...fields, discount: null } }));
    const body = requests[0]?.init.body as FormData;
    expect(requests[0]?.url).toBe('/api/adminProduct/updateProduct');
    expect(requests[0]?.init.method).toBe('PUT');
    expect(body.get('id')).toBe('2');
    expect(body.has('discount.type')).toBe(false);
  });

  it('delete multiple sends the bare array of ids as JSON', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(null)));
    await makeStore().dispatch(deleteMultipleProducts([4, 7]));
    expect(requests[0]).toMatchObject({
      url: '/api/adminProduct/DeleteMultipleProducts',
      init: { method: 'DELETE', body: '[4,7]' },
    });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('single delete, details and discount removal use the id in the path', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(dates)));
    const store = makeStore();
    await store.dispatch(deleteProduct(5));
    await store.dispatch(fetchProductForAdmin(5));
    await store.dispatch(removeDiscount(5));
    await store.dispatch(fetchProductById(5));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'DELETE /api/adminProduct/deleteProduct/5',
      'GET /api/adminProduct/getProductDetailsForAdmin/5',
      'GET /api/adminProduct/removeDiscount/5',
      'GET /api/product/getProductById/5',
    ]);
  });

  it('add or update discount sends type, value and dates in the query', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(dates)));
    await makeStore().dispatch(
      addOrUpdateDiscount({
        id: 2,
        discount: { type: 'Percentage', value: 15, startDate: '2025-03-01', endDate: '2025-03-31' },
      }),
    );
    expect(requests[0]?.url).toBe(
      '/api/adminProduct/addOrUpdateDiscount/2?type=Percentage&value=15&startDate=2025-03-01&endDate=2025-03-31',
    );
    expect(requests[0]?.init.method).toBe('GET');
  });

  it('lists send their paging, trimmed search and filters', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(aPage([]))));
    const store = makeStore();
    await store.dispatch(fetchProducts({ pageNumber: 2, pageSize: 12, search: ' dates ' }));
    await store.dispatch(fetchDiscountedProducts({ pageNumber: 1, pageSize: 8 }));
    await store.dispatch(
      fetchProductsForAdmin({ pageNumber: 3, pageSize: 20, brandId: 4, sortBy: 'price' }),
    );
    await store.dispatch(fetchBrandProductsForAdmin({ id: 4, pageNumber: 2 }));
    expect(requests.map(({ url }) => url)).toEqual([
      '/api/product/getAllProducts?pageNumber=2&pageSize=12&search=dates',
      '/api/product/getDiscountedProducts?pageNumber=1&pageSize=8',
      '/api/adminProduct/getAllProductDetailsForAdmin?pageNumber=3&pageSize=20&brandId=4&sortBy=price',
      '/api/adminProduct/getBrandWithProducts/4?pageNumber=2',
    ]);
  });
});
