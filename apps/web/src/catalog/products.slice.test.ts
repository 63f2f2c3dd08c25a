import type { BrandWithProducts, Product } from '@dukkan/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore, type AppStore } from '../app/store';
import { aBrand, aDiscount, aPage, aProduct } from '../testing/catalog-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import type { ProductFields } from './products.api';
import {
  initialProductsState,
  productsReducer,
  selectProductsState,
  type ProductsState,
} from './products.slice';
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

const coffee = aProduct({ id: 1, name: 'Coffee' });
const dates = aProduct({
  id: 2,
  name: 'Dates',
  price: 30,
  discount: aDiscount({ value: 10 }),
  discountedPrice: 27,
});
const saffron = aProduct({ id: 3, name: 'Saffron', price: 90 });
const oasis = aBrand({ id: 1 });

function brandView(items: Product[]): BrandWithProducts {
  return { brand: oasis, products: aPage(items) };
}

/** Every list and both selections hold products 1–3 (offers only the discounted one). */
function loaded(overrides: Partial<ProductsState> = {}): ProductsState {
  return {
    ...initialProductsState,
    products: [coffee, dates, saffron],
    offerProducts: [dates],
    productsForAdmin: [coffee, dates, saffron],
    product: dates,
    productForAdmin: dates,
    brandWithProducts: brandView([coffee, dates]),
    paginationData: { pageNumber: 2, pageSize: 3, totalCount: 8 },
    ...overrides,
  };
}

const fields: ProductFields = {
  nameEn: 'Dates',
  nameAr: 'تمر',
  descriptionEn: 'Sukkari dates',
  descriptionAr: 'تمر سكري',
  sku: 'DAT-001',
  price: 30,
  stock: 12,
  brandId: 1,
  categoryId: 2,
  isActive: true,
  discount: { type: 'Fixed', value: 5, startDate: '2025-03-01T00:00:00.000Z' },
};
const photo = new File(['png'], 'dates.png', { type: 'image/png' });
const sheet = new File(['xlsx'], 'products.xlsx');
const notFound: ApiError = { message: 'Product not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

type Call = (store: AppStore) => Promise<UnknownAction>;

/** Every product thunk dispatched for real, with the seed's fallback for it. */
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

describe('initial products state', () => {
  it('holds empty lists, no selection, page 1 of 10 and idle file transfers', () => {
    expect(productsReducer(undefined, { type: 'init' })).toEqual({
      products: [],
      offerProducts: [],
      productsForAdmin: [],
      product: null,
      productForAdmin: null,
      brandWithProducts: null,
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      exportStatus: 'idle',
      exportError: null,
      importStatus: 'idle',
      importError: null,
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
  });

  it('reads as the initial state in a fresh store (injected lazily, not by the root store)', () => {
    expect(selectProductsState(makeStore().getState())).toEqual(initialProductsState);
  });
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

describe('loading lists', () => {
  it('storefront list fulfilled replaces products and the paging', () => {
    const state = productsReducer(
      { ...loaded(), loading: true },
      fetchProducts.fulfilled(envelope(aPage([saffron], 21, 3, 5), 'Products'), 'r', {}),
    );
    expect(state).toMatchObject({
      products: [saffron],
      offerProducts: [dates],
      paginationData: { pageNumber: 3, pageSize: 5, totalCount: 21 },
      loading: false,
      message: 'Products',
      statusCode: 200,
    });
  });

  it('discounted list fulfilled replaces offerProducts and the paging', () => {
    const cheaper = { ...saffron, discount: aDiscount(), discountedPrice: 81 };
    const state = productsReducer(
      loaded(),
      fetchDiscountedProducts.fulfilled(envelope(aPage([cheaper], 1)), 'r', {}),
    );
    expect(state.offerProducts).toEqual([cheaper]);
    expect(state.products).toEqual([coffee, dates, saffron]);
    expect(state.paginationData).toEqual({ pageNumber: 1, pageSize: 10, totalCount: 1 });
  });

  it('admin list fulfilled replaces productsForAdmin and the paging', () => {
    const state = productsReducer(
      loaded(),
      fetchProductsForAdmin.fulfilled(envelope(aPage([coffee], 31, 4, 10)), 'r', {}),
    );
    expect(state.productsForAdmin).toEqual([coffee]);
    expect(state.paginationData).toEqual({ pageNumber: 4, pageSize: 10, totalCount: 31 });
  });

  it('single reads store the product, the admin product and the brand view', () => {
    let state = productsReducer(undefined, fetchProductById.fulfilled(envelope(coffee), 'r', 1));
    state = productsReducer(state, fetchProductForAdmin.fulfilled(envelope(saffron), 'r', 3));
    state = productsReducer(
      state,
      fetchBrandProductsForAdmin.fulfilled(envelope(brandView([coffee])), 'r', { id: 1 }),
    );
    expect(state).toMatchObject({
      product: coffee,
      productForAdmin: saffron,
      brandWithProducts: brandView([coffee]),
    });
  });
});

describe('updating and deleting', () => {
  it('update replaces the product in every list and both selections', () => {
    const renamed = { ...dates, name: 'Sukkari dates', price: 35, discountedPrice: 31.5 };
    const state = productsReducer(
      loaded(),
      updateProduct.fulfilled(envelope(renamed, 'Product updated'), 'r', { id: 2, fields }),
    );
    expect(state.products).toEqual([coffee, renamed, saffron]);
    expect(state.offerProducts).toEqual([renamed]);
    expect(state.productsForAdmin).toEqual([coffee, renamed, saffron]);
    expect(state.brandWithProducts?.products.items).toEqual([coffee, renamed]);
    expect(state.product).toEqual(renamed);
    expect(state.productForAdmin).toEqual(renamed);
    expect(state.message).toBe('Product updated');
  });

  it('update leaves other products and another selection alone', () => {
    const renamed = { ...saffron, name: 'Red saffron' };
    const state = productsReducer(
      loaded(),
      updateProduct.fulfilled(envelope(renamed), 'r', { id: 3, fields }),
    );
    expect(state.products).toEqual([coffee, dates, renamed]);
    expect(state.product).toEqual(dates);
    expect(state.productForAdmin).toEqual(dates);
  });

  it('delete removes the product from every list and clears its selection', () => {
    const state = productsReducer(
      loaded(),
      deleteProduct.fulfilled(envelope(null, 'Product deleted'), 'r', dates.id),
    );
    expect(state.products).toEqual([coffee, saffron]);
    expect(state.offerProducts).toEqual([]);
    expect(state.productsForAdmin).toEqual([coffee, saffron]);
    expect(state.brandWithProducts?.products.items).toEqual([coffee]);
    expect(state).toMatchObject({
      product: null,
      productForAdmin: null,
      message: 'Product deleted',
    });
  });

  it('delete keeps a selection of another product', () => {
    const state = productsReducer(loaded(), deleteProduct.fulfilled(envelope(null), 'r', 3));
    expect(state.product).toEqual(dates);
    expect(state.products).toEqual([coffee, dates]);
  });

  it('delete multiple removes every listed product from every list', () => {
    const state = productsReducer(
      loaded(),
      deleteMultipleProducts.fulfilled(envelope(null, 'Products deleted'), 'r', [1, 2]),
    );
    expect(state.products).toEqual([saffron]);
    expect(state.offerProducts).toEqual([]);
    expect(state.productsForAdmin).toEqual([saffron]);
    expect(state.brandWithProducts?.products.items).toEqual([]);
    expect(state).toMatchObject({ product: null, productForAdmin: null });
  });
});

describe('discounts', () => {
  it('add or update sets the answer’s discount and discounted price everywhere', () => {
    const discount = aDiscount({ type: 'Fixed', value: 5 });
    const answer = { ...dates, discount, discountedPrice: 25 };
    const state = productsReducer(
      loaded(),
      addOrUpdateDiscount.fulfilled(envelope(answer, 'Discount saved'), 'r', {
        id: dates.id,
        discount,
      }),
    );
    for (const list of [state.products, state.offerProducts, state.productsForAdmin]) {
      expect(list.find((product) => product.id === dates.id)).toEqual(answer);
    }
    expect(state.brandWithProducts?.products.items[1]).toEqual(answer);
    expect(state.product).toEqual(answer);
    expect(state.productForAdmin).toEqual(answer);
    expect(state.products[0]).toEqual(coffee);
    expect(state.message).toBe('Discount saved');
  });

  it('a new discount on a product without one updates it in the lists', () => {
    const discount = aDiscount({ value: 20 });
    const state = productsReducer(
      loaded(),
      addOrUpdateDiscount.fulfilled(envelope({ ...coffee, discount, discountedPrice: 36 }), 'r', {
        id: coffee.id,
        discount,
      }),
    );
    expect(state.products[0]).toMatchObject({ discount, discountedPrice: 36 });
    expect(state.productsForAdmin[0]).toMatchObject({ discount, discountedPrice: 36 });
  });

  it('an answer without the product still records the discount that was sent', () => {
    const state = productsReducer(
      loaded(),
      addOrUpdateDiscount.fulfilled(envelope(null as unknown as Product), 'r', {
        id: coffee.id,
        discount: { type: 'Fixed', value: 4 },
      }),
    );
    expect(state.products[0]?.discount).toEqual({
      type: 'Fixed',
      value: 4,
      startDate: null,
      endDate: null,
    });
  });

  it('remove sets the discount to none everywhere and drops the product from the offers', () => {
    const state = productsReducer(
      loaded({
        offerProducts: [dates, { ...saffron, discount: aDiscount(), discountedPrice: 81 }],
      }),
      removeDiscount.fulfilled(envelope(null, 'Discount removed'), 'r', dates.id),
    );
    const plain = { ...dates, discount: null, discountedPrice: null };
    expect(state.offerProducts.map((product) => product.id)).toEqual([saffron.id]);
    expect(state.products).toEqual([coffee, plain, saffron]);
    expect(state.productsForAdmin).toEqual([coffee, plain, saffron]);
    expect(state.brandWithProducts?.products.items).toEqual([coffee, plain]);
    expect(state).toMatchObject({ product: plain, productForAdmin: plain });
  });
});

describe('export', () => {
  it('goes loading, then success, without touching the list’s loading flag', () => {
    let state = productsReducer(
      { ...loaded(), exportError: notFound },
      exportProducts.pending('r'),
    );
    expect(state).toMatchObject({ exportStatus: 'loading', exportError: null, loading: false });
    state = productsReducer(
      state,
      exportProducts.fulfilled(envelope({ fileName: 'products.xlsx' }, ''), 'r'),
    );
    expect(state).toMatchObject({ exportStatus: 'success', exportError: null, loading: false });
    expect(state.products).toEqual([coffee, dates, saffron]);
  });

  it('goes loading, then error with the error kept', () => {
    const failure: ApiError = { message: 'Export failed', statusCode: 500, data: null };
    let state = productsReducer(loaded(), exportProducts.pending('r'));
    state = productsReducer(state, exportProducts.rejected(null, 'r', undefined, failure));
    expect(state).toMatchObject({
      exportStatus: 'error',
      exportError: failure,
      message: 'Export failed',
      statusCode: 500,
      error: null,
      loading: false,
    });
  });

  it('a real export downloads the Excel file under the server’s name', async () => {
    const { requests } = stubFetch(
      () =>
        new Response('xlsx-bytes', {
          headers: { 'Content-Disposition': 'attachment; filename="products-2025.xlsx"' },
        }),
    );
    const link = { href: '', download: '', rel: '', click: vi.fn(), remove: vi.fn() };
    vi.stubGlobal('document', { createElement: () => link, body: { append: vi.fn() } });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const store = makeStore();
    await store.dispatch(exportProducts());
    expect(requests[0]?.url).toBe('/api/AdminProduct/exportProductsToExcel');
    expect(createUrl).toHaveBeenCalledOnce();
    expect(link).toMatchObject({ href: 'blob:export', download: 'products-2025.xlsx' });
    expect(link.click).toHaveBeenCalledOnce();
    expect(selectProductsState(store.getState()).exportStatus).toBe('success');
  });
});

describe('import', () => {
  it('goes loading, then success, and empties the product lists so they reload', () => {
    let state = productsReducer(
      { ...loaded(), importError: notFound },
      importProducts.pending('r', sheet),
    );
    expect(state).toMatchObject({ importStatus: 'loading', importError: null, loading: false });
    state = productsReducer(
      state,
      importProducts.fulfilled(envelope(null, '12 products imported'), 'r', sheet),
    );
    expect(state).toMatchObject({
      importStatus: 'success',
      message: '12 products imported',
      statusCode: 200,
      products: [],
      offerProducts: [],
      productsForAdmin: [],
    });
  });

  it('goes loading, then error, keeping the lists', () => {
    const invalid: ApiError = { message: 'Row 3: sku is required', statusCode: 400, data: null };
    let state = productsReducer(loaded(), importProducts.pending('r', sheet));
    state = productsReducer(state, importProducts.rejected(null, 'r', sheet, invalid));
    expect(state).toMatchObject({
      importStatus: 'error',
      importError: invalid,
      message: 'Row 3: sku is required',
      statusCode: 400,
    });
    expect(state.products).toEqual([coffee, dates, saffron]);
  });

  it('success falls back to "Products imported successfully" when the server sends no message', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(null, '')));
    const store = makeStore();
    await store.dispatch(importProducts(sheet));
    expect(selectProductsState(store.getState())).toMatchObject({
      importStatus: 'success',
      message: 'Products imported successfully',
    });
    expect(requests[0]?.url).toBe('/api/AdminProduct/import');
    expect(requests[0]?.init.method).toBe('POST');
    expect((requests[0]?.init.body as FormData).get('file')).toBeInstanceOf(File);
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
