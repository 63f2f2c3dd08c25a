import type { BrandWithProducts } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore, type AppStore } from '../app/store';
import { aBrand, aPage, aProduct } from '../testing/catalog-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { listKey } from './catalog-query';
import {
  brandsReducer,
  initialBrandsState,
  selectBrandsState,
  type BrandsState,
} from './brands.slice';
import {
  addBrand,
  brandThunks,
  deleteBrand,
  fetchBrandById,
  fetchBrands,
  fetchBrandWithProducts,
  updateBrand,
} from './brands.thunks';

const oasis = aBrand({ id: 1, name: 'Oasis' });
const najd = aBrand({ id: 2, name: 'Najd' });
const hijaz = aBrand({ id: 3, name: 'Hijaz' });
const names = { nameEn: 'Najd', nameAr: 'نجد' };
const logo = new File(['png'], 'logo.png', { type: 'image/png' });

function view(brand = najd): BrandWithProducts {
  return { brand, products: aPage([aProduct({ id: 9, brandId: brand.id })]) };
}

function loaded(overrides: Partial<BrandsState> = {}): BrandsState {
  return {
    ...initialBrandsState,
    brands: [oasis, najd, hijaz],
    brand: najd,
    brandWithProducts: view(),
    paginationData: { pageNumber: 1, pageSize: 3, totalCount: 7 },
    status: 'done',
    ...overrides,
  };
}

const conflict: ApiError = { message: 'The brand still has products', statusCode: 409, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['addBrand', (s) => s.dispatch(addBrand({ fields: names })), 'Failed to add brand'],
  [
    'updateBrand',
    (s) => s.dispatch(updateBrand({ id: 2, fields: names })),
    'Failed to update brand',
  ],
  ['deleteBrand', (s) => s.dispatch(deleteBrand(2)), 'Failed to delete brand'],
  ['fetchBrands', (s) => s.dispatch(fetchBrands({})), 'Failed to fetch brands'],
  ['fetchBrandById', (s) => s.dispatch(fetchBrandById(2)), 'Failed to fetch brand'],
  [
    'fetchBrandWithProducts',
    (s) => s.dispatch(fetchBrandWithProducts({ id: 2 })),
    'Failed to fetch brand with products',
  ],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial brands state', () => {
  it('is empty, idle and on page 1 of 10', () => {
    expect(brandsReducer(undefined, { type: 'init' })).toEqual({
      brands: [],
      brand: null,
      brandWithProducts: null,
      brandListedFor: null,
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectBrandsState(makeStore().getState())).toEqual(initialBrandsState);
  });
});

describe('every brand thunk', () => {
  it('covers all six calls of the specification', () => {
    expect(brandThunks).toHaveLength(6);
    expect(calls).toHaveLength(6);
  });

  it.each(byName(brandThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = brandsReducer({ ...initialBrandsState, error: conflict }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(brandThunks))('%s rejected stores the error, message and status code', (_n, t) => {
    const state = brandsReducer({ ...loaded(), loading: true }, rejectedAction(t, conflict));
    expect(state).toMatchObject({
      loading: false,
      error: conflict,
      message: conflict.message,
      statusCode: 409,
      brands: [oasis, najd, hijaz],
    });
  });

  it.each(byName(brandThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', async (_name, call) => {
    storage.setItem('token', 'expired-jwt');
    storage.setItem('role', 'Manager');
    stubFetch(() => envelopeResponse(envelope(null, 'Your session has expired', 401)));
    const store = makeStore();
    const action = await call(store);
    expect(isUnauthorizedRejection(action)).toBe(true);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
    expect(storage.getItem('token')).toBeNull();
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 500 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectBrandsState(store.getState())).toMatchObject({
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the brand list', () => {
  it('pending marks the list loading; fulfilled stores it with its paging and marks it done', () => {
    let state = brandsReducer(initialBrandsState, fetchBrands.pending('r', {}));
    expect(state.status).toBe('loading');
    state = brandsReducer(
      state,
      fetchBrands.fulfilled(envelope(aPage([oasis, najd], 12, 2, 2), 'Brands'), 'r', {}),
    );
    expect(state).toMatchObject({
      brands: [oasis, najd],
      paginationData: { pageNumber: 2, pageSize: 2, totalCount: 12 },
      status: 'done',
      loading: false,
      message: 'Brands',
    });
  });

  it('a failed list load marks status error', () => {
    const state = brandsReducer(
      brandsReducer(initialBrandsState, fetchBrands.pending('r', {})),
      fetchBrands.rejected(null, 'r', {}, conflict),
    );
    expect(state.status).toBe('error');
  });

  it('an aborted list load (replaced by a newer search) changes nothing', () => {
    const pending = brandsReducer(loaded(), fetchBrands.pending('newer', {}));
    const aborted = fetchBrands.rejected(new DOMException('aborted', 'AbortError'), 'older', {});
    expect(brandsReducer(pending, aborted)).toEqual(pending);
  });

  it('other calls leave the list status alone', () => {
    const state = brandsReducer(loaded(), fetchBrandById.pending('r', 2));
    expect(state.status).toBe('done');
  });
});

describe('one brand', () => {
  it('get by id stores the selected brand; brand with products stores the view', () => {
    let state = brandsReducer(undefined, fetchBrandById.fulfilled(envelope(hijaz), 'r', 3));
    state = brandsReducer(
      state,
      fetchBrandWithProducts.fulfilled(envelope(view(hijaz)), 'r', { id: 3 }),
    );
    expect(state).toMatchObject({
      brand: hijaz,
      brandWithProducts: view(hijaz),
      brandListedFor: listKey({ id: 3 }),
    });
  });

  it('add only stores the message: the list is not appended to', () => {
    const created = aBrand({ id: 4, name: 'Asir' });
    const state = brandsReducer(
      loaded(),
      addBrand.fulfilled(envelope(created, 'Brand added', 201), 'r', { fields: names }),
    );
    expect(state).toMatchObject({ message: 'Brand added', statusCode: 201, loading: false });
    expect(state.brands).toEqual([oasis, najd, hijaz]);
    expect(state.brand).toEqual(najd);
  });

  it('update replaces the brand in the list and the selected brand', () => {
    const renamed = { ...najd, name: 'Najd Farms' };
    const state = brandsReducer(
      loaded(),
      updateBrand.fulfilled(envelope(renamed, 'Brand updated'), 'r', { id: 2, fields: names }),
    );
    expect(state.brands).toEqual([oasis, renamed, hijaz]);
    expect(state.brand).toEqual(renamed);
    expect(state.brandWithProducts?.brand).toEqual(renamed);
    expect(state.message).toBe('Brand updated');
  });

  it('update leaves another selected brand alone', () => {
    const renamed = { ...hijaz, name: 'Hijaz Gold' };
    const state = brandsReducer(
      loaded(),
      updateBrand.fulfilled(envelope(renamed), 'r', { id: 3, fields: names }),
    );
    expect(state.brands).toEqual([oasis, najd, renamed]);
    expect(state.brand).toEqual(najd);
  });

  it('delete removes the brand, clears the selection and the brand-with-products view', () => {
    const state = brandsReducer(
      loaded(),
      deleteBrand.fulfilled(envelope(null, 'Brand deleted'), 'r', najd.id),
    );
    expect(state).toMatchObject({
      brands: [oasis, hijaz],
      brand: null,
      brandWithProducts: null,
      message: 'Brand deleted',
      paginationData: { pageNumber: 1, pageSize: 3, totalCount: 6 },
    });
  });

  it('delete never takes the total count below zero', () => {
    const state = brandsReducer(
      loaded({ paginationData: { pageNumber: 1, pageSize: 3, totalCount: 0 } }),
      deleteBrand.fulfilled(envelope(null), 'r', najd.id),
    );
    expect(state.paginationData.totalCount).toBe(0);
  });
});

describe('requests', () => {
  it('create posts multipart with nameEn, nameAr and imageFile', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(najd, 'Added', 201)));
    await makeStore().dispatch(addBrand({ fields: names, imageFile: logo }));
    const body = requests[0]?.init.body as FormData;
    expect(requests[0]).toMatchObject({
      url: '/api/adminBrand/createBrand',
      init: { method: 'POST' },
    });
    expect(body.get('nameEn')).toBe('Najd');
    expect(body.get('nameAr')).toBe('نجد');
    expect(body.get('imageFile')).toBeInstanceOf(File);
  });

  it('update puts multipart to the path with the id, without an image when none is chosen', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(najd)));
    await makeStore().dispatch(updateBrand({ id: 2, fields: names }));
    const body = requests[0]?.init.body as FormData;
    expect(requests[0]).toMatchObject({
      url: '/api/adminBrand/updateBrand/2',
      init: { method: 'PUT' },
    });
    expect(body.get('nameEn')).toBe('Najd');
    expect(body.has('imageFile')).toBe(false);
    expect(body.has('id')).toBe(false);
  });

  it('delete and the reads use the seed’s paths', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(aPage([]))));
    const store = makeStore();
    await store.dispatch(deleteBrand(2));
    await store.dispatch(fetchBrands({ pageNumber: 2, pageSize: 5, search: ' na ' }));
    await store.dispatch(fetchBrandById(2));
    await store.dispatch(fetchBrandWithProducts({ id: 2, pageNumber: 3, pageSize: 12 }));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'DELETE /api/adminBrand/deleteBrand/2',
      'GET /api/brand/getAllBrands?pageNumber=2&pageSize=5&search=na',
      'GET /api/brand/getBrandById/2',
      'GET /api/brand/getBrandWithProducts/2?pageNumber=3&pageSize=12',
    ]);
  });
});
