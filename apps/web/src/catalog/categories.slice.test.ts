import type { CategoryWithProducts } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore, type AppStore } from '../app/store';
import { aCategory, aPage, aProduct } from '../testing/catalog-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { listKey } from './catalog-query';
import {
  categoriesReducer,
  initialCategoriesState,
  selectCategoriesState,
  type CategoriesState,
} from './categories.slice';
import {
  addCategory,
  categoryThunks,
  deleteCategory,
  fetchCategories,
  fetchCategoryById,
  fetchCategoryProducts,
  updateCategory,
} from './categories.thunks';

const coffee = aCategory({ id: 1, name: 'Coffee' });
const tea = aCategory({ id: 2, name: 'Tea' });
const dates = aCategory({ id: 3, name: 'Dates' });
const names = { nameEn: 'Tea', nameAr: 'شاي' };
const icon = new File(['png'], 'tea.png', { type: 'image/png' });

function view(category = tea): CategoryWithProducts {
  return { category, products: aPage([aProduct({ id: 9, categoryId: category.id })]) };
}

function loaded(overrides: Partial<CategoriesState> = {}): CategoriesState {
  return {
    ...initialCategoriesState,
    categories: [coffee, tea, dates],
    category: tea,
    categoryProducts: view(),
    paginationData: { pageNumber: 1, pageSize: 3, totalCount: 7 },
    status: 'done',
    ...overrides,
  };
}

const conflict: ApiError = {
  message: 'The category still has products',
  statusCode: 409,
  data: null,
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;
const calls: [string, Call, string][] = [
  ['addCategory', (s) => s.dispatch(addCategory({ fields: names })), 'Failed to add category'],
  [
    'updateCategory',
    (s) => s.dispatch(updateCategory({ id: 2, fields: names })),
    'Failed to update category',
  ],
  ['deleteCategory', (s) => s.dispatch(deleteCategory(2)), 'Failed to delete category'],
  ['fetchCategories', (s) => s.dispatch(fetchCategories({})), 'Failed to fetch categories'],
  ['fetchCategoryById', (s) => s.dispatch(fetchCategoryById(2)), 'Failed to fetch category'],
  [
    'fetchCategoryProducts',
    (s) => s.dispatch(fetchCategoryProducts({ id: 2 })),
    'Failed to fetch category products',
  ],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial categories state', () => {
  it('is empty, idle and on page 1 of 10', () => {
    expect(categoriesReducer(undefined, { type: 'init' })).toEqual({
      categories: [],
      category: null,
      categoryProducts: null,
      categoryListedFor: null,
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store', () => {
    expect(selectCategoriesState(makeStore().getState())).toEqual(initialCategoriesState);
  });
});

describe('every category thunk', () => {
  it('covers all six calls of the specification', () => {
    expect(categoryThunks).toHaveLength(6);
    expect(calls).toHaveLength(6);
  });

  it.each(byName(categoryThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = categoriesReducer(
      { ...initialCategoriesState, error: conflict },
      pendingAction(t),
    );
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(categoryThunks))(
    '%s rejected stores the error, message and status code',
    (_n, t) => {
      const state = categoriesReducer({ ...loaded(), loading: true }, rejectedAction(t, conflict));
      expect(state).toMatchObject({
        loading: false,
        error: conflict,
        message: conflict.message,
        statusCode: 409,
        categories: [coffee, tea, dates],
      });
    },
  );

  it.each(byName(categoryThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
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
  });

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      stubFetch(() => new Response('', { status: 503 }));
      const store = makeStore();
      const action = await call(store);
      expect(action.payload).toEqual({ message: fallback, statusCode: 500, data: null });
      expect(selectCategoriesState(store.getState())).toMatchObject({
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the category list', () => {
  it('pending marks the list loading; fulfilled stores it with its paging and marks it done', () => {
    let state = categoriesReducer(initialCategoriesState, fetchCategories.pending('r', {}));
    expect(state.status).toBe('loading');
    state = categoriesReducer(
      state,
      fetchCategories.fulfilled(envelope(aPage([coffee, tea], 12, 2, 2), 'Categories'), 'r', {}),
    );
    expect(state).toMatchObject({
      categories: [coffee, tea],
      paginationData: { pageNumber: 2, pageSize: 2, totalCount: 12 },
      status: 'done',
      loading: false,
      message: 'Categories',
    });
  });

  it('a failed list load marks status error', () => {
    const state = categoriesReducer(
      categoriesReducer(initialCategoriesState, fetchCategories.pending('r', {})),
      fetchCategories.rejected(null, 'r', {}, conflict),
    );
    expect(state.status).toBe('error');
  });

  it('an aborted list load (replaced by a newer search) changes nothing', () => {
    const pending = categoriesReducer(loaded(), fetchCategories.pending('newer', {}));
    const aborted = fetchCategories.rejected(
      new DOMException('aborted', 'AbortError'),
      'older',
      {},
    );
    expect(categoriesReducer(pending, aborted)).toEqual(pending);
  });
});

describe('one category', () => {
  it('get by id stores the selected category; its products are stored as a view', () => {
    let state = categoriesReducer(undefined, fetchCategoryById.fulfilled(envelope(dates), 'r', 3));
    state = categoriesReducer(
      state,
      fetchCategoryProducts.fulfilled(envelope(view(dates)), 'r', { id: 3 }),
    );
    expect(state).toMatchObject({
      category: dates,
      categoryProducts: view(dates),
      categoryListedFor: listKey({ id: 3 }),
    });
  });

  it('add appends the returned category', () => {
    const herbs = aCategory({ id: 4, name: 'Herbs', parentId: 2 });
    const state = categoriesReducer(
      loaded(),
      addCategory.fulfilled(envelope(herbs, 'Category added', 201), 'r', { fields: names }),
    );
    expect(state.categories).toEqual([coffee, tea, dates, herbs]);
    expect(state).toMatchObject({ message: 'Category added', statusCode: 201 });
    expect(state.paginationData).toEqual({ pageNumber: 1, pageSize: 3, totalCount: 8 });
  });

  it('update replaces the category in the list and the selected category', () => {
    const renamed = { ...tea, name: 'Green tea' };
    const state = categoriesReducer(
      loaded(),
      updateCategory.fulfilled(envelope(renamed, 'Category updated'), 'r', {
        id: 2,
        fields: names,
      }),
    );
    expect(state.categories).toEqual([coffee, renamed, dates]);
    expect(state.category).toEqual(renamed);
  });

  it('update leaves another selected category alone', () => {
    const renamed = { ...dates, name: 'Sukkari' };
    const state = categoriesReducer(
      loaded(),
      updateCategory.fulfilled(envelope(renamed), 'r', { id: 3, fields: names }),
    );
    expect(state.categories).toEqual([coffee, tea, renamed]);
    expect(state.category).toEqual(tea);
  });

  it('delete removes the category and clears the selection', () => {
    const state = categoriesReducer(
      loaded(),
      deleteCategory.fulfilled(envelope(null, 'Category deleted'), 'r', tea.id),
    );
    expect(state).toMatchObject({
      categories: [coffee, dates],
      category: null,
      message: 'Category deleted',
      paginationData: { pageNumber: 1, pageSize: 3, totalCount: 6 },
    });
  });

  it('delete never takes the total count below zero', () => {
    const state = categoriesReducer(
      loaded({ paginationData: { pageNumber: 1, pageSize: 3, totalCount: 0 } }),
      deleteCategory.fulfilled(envelope(null), 'r', tea.id),
    );
    expect(state.paginationData.totalCount).toBe(0);
  });
});

describe('requests', () => {
  it('create posts multipart with names, parent and imageFile', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(tea, 'Added', 201)));
    await makeStore().dispatch(addCategory({ fields: { ...names, parentId: 1 }, imageFile: icon }));
    const body = requests[0]?.init.body as FormData;
    expect(requests[0]).toMatchObject({
      url: '/api/adminCategory/createCategory',
      init: { method: 'POST' },
    });
    expect(body.get('nameAr')).toBe('شاي');
    expect(body.get('parentId')).toBe('1');
    expect(body.get('imageFile')).toBeInstanceOf(File);
    expect(body.has('id')).toBe(false);
  });

  it('update puts multipart with the id in the body, not in the path', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(tea)));
    await makeStore().dispatch(updateCategory({ id: 2, fields: { ...names, parentId: null } }));
    const body = requests[0]?.init.body as FormData;
    expect(requests[0]).toMatchObject({
      url: '/api/adminCategory/updateCategory',
      init: { method: 'PUT' },
    });
    expect(body.get('id')).toBe('2');
    expect(body.get('nameEn')).toBe('Tea');
    expect(body.get('parentId')).toBe('');
    expect(body.has('imageFile')).toBe(false);
  });

  it('delete and the reads use the seed’s paths', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(aPage([]))));
    const store = makeStore();
    await store.dispatch(deleteCategory(2));
    await store.dispatch(fetchCategories({ pageNumber: 1, pageSize: 50, search: 'te' }));
    await store.dispatch(fetchCategoryById(2));
    await store.dispatch(fetchCategoryProducts({ id: 2, pageNumber: 2 }));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'DELETE /api/adminCategory/deleteCategory/2',
      'GET /api/category/getAllCategories?pageNumber=1&pageSize=50&search=te',
      'GET /api/category/getCategoryById/2',
      'GET /api/category/getCategoryProducts/2?pageNumber=2',
    ]);
  });
});
