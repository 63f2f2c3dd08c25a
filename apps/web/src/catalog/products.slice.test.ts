import type { Product } from '@dukkan/contracts';
import type { ApiError } from '../app/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { listKey } from './catalog-query';
import { aDiscount, aPage } from '../testing/catalog-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import {
  brandView,
  coffee,
  dates,
  fields,
  loaded,
  notFound,
  saffron,
  sheet,
} from '../testing/product-state';
import { initialProductsState, productsReducer, selectProductsState } from './products.slice';
import {
  addOrUpdateDiscount,
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
  removeDiscount,
  setProductVariants,
  updateProduct,
} from './products.thunks';

beforeEach(() => {
  installMemoryStorage();
});

describe('initial products state', () => {
  it('holds empty lists, no selection, page 1 of 10 and idle file transfers', () => {
    expect(productsReducer(undefined, { type: 'init' })).toEqual({
      products: [],
      listedFor: null,
      didYouMean: null,
      facets: { data: null, loading: false, error: null },
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

  it('storefront list fulfilled remembers the query it answers, so Back can show it at once', () => {
    const query = { categoryId: 4, sortBy: 'price' as const, pageNumber: 2 };
    const state = productsReducer(
      loaded(),
      fetchProducts.fulfilled(envelope(aPage([saffron])), 'r', query),
    );
    expect(state.listedFor).toBe(listKey(query));
    expect(state.listedFor).not.toBe(listKey({ ...query, pageNumber: 3 }));
  });

  it('storefront list keeps the did-you-mean of a search that found nothing, until the next answer', () => {
    let state = productsReducer(
      loaded(),
      fetchProducts.fulfilled(envelope({ ...aPage([]), didYouMean: 'samsung' }), 'r', {}),
    );
    expect(state).toMatchObject({ products: [], didYouMean: 'samsung' });
    state = productsReducer(state, fetchProducts.fulfilled(envelope(aPage([coffee])), 'r', {}));
    expect(state.didYouMean).toBeNull();
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
    let state = productsReducer(
      undefined,
      fetchProductById.fulfilled(envelope({ ...coffee, options: [], variants: [] }), 'r', 1),
    );
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
    expect(state.product).toMatchObject(renamed);
    expect(state.productForAdmin).toEqual(renamed);
    expect(state.message).toBe('Product updated');
  });

  it("update keeps the admin product's options and variants (its answer has none)", () => {
    const withVariants = { ...dates, options: [], variants: [] };
    let state = productsReducer(
      loaded(),
      fetchProductForAdmin.fulfilled(envelope(withVariants), 'r', 2),
    );
    state = productsReducer(
      state,
      updateProduct.fulfilled(envelope({ ...dates, name: 'Sukkari' }), 'r', { id: 2, fields }),
    );
    expect(state.productForAdmin).toEqual({ ...withVariants, name: 'Sukkari' });
  });

  it('saved variants replace the admin product’s options and variants, of that product only', () => {
    const saved = { options: [], variants: [] };
    const body = { variants: [] };
    let state = productsReducer(
      loaded(),
      setProductVariants.fulfilled(envelope(saved), 'r', { id: 3, body }),
    );
    expect(state.productForAdmin).toEqual(dates);
    state = productsReducer(
      state,
      setProductVariants.fulfilled(envelope(saved), 'r', { id: 2, body }),
    );
    expect(state.productForAdmin).toEqual({ ...dates, ...saved });
  });

  it('update leaves other products and another selection alone', () => {
    const renamed = { ...saffron, name: 'Red saffron' };
    const state = productsReducer(
      loaded(),
      updateProduct.fulfilled(envelope(renamed), 'r', { id: 3, fields }),
    );
    expect(state.products).toEqual([coffee, dates, renamed]);
    expect(state.product).toMatchObject(dates);
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
    expect(state.product).toMatchObject(dates);
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
    expect(state.product).toMatchObject(answer);
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
