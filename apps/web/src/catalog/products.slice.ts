import type {
  BrandWithProducts,
  Discount,
  Product,
  ProductDetail,
  ProductFacets,
} from '@dukkan/contracts';
import { createSlice, type Draft, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../app/api-client';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import { listKey } from './catalog-query';
import type { AdminProduct, DiscountInput } from './products.api';

export type { AdminProduct };
import {
  addOrUpdateDiscount,
  deleteMultipleProducts,
  deleteProduct,
  exportProducts,
  fetchBrandProductsForAdmin,
  fetchDiscountedProducts,
  fetchProductById,
  fetchProductFacets,
  fetchProductForAdmin,
  fetchProducts,
  fetchProductsForAdmin,
  importProducts,
  productThunks,
  removeDiscount,
  setProductVariants,
  updateProduct,
} from './products.thunks';

/** Export and import progress (loading, then success or error). */
export type FileTransferStatus = 'idle' | 'loading' | 'success' | 'error';

/** The shop's filter counts and price bounds, with their own request status. */
export interface FacetsState {
  data: ProductFacets | null;
  loading: boolean;
  error: ApiError | null;
}

export interface ProductsState extends RequestStatus {
  /** Storefront list (`product/getAllProducts`). */
  products: Product[];
  /** The request `products` answers (its listKey), so a screen can show it again at once. */
  listedFor: string | null;
  /** A spelling that finds something, when the storefront list's search found nothing. */
  didYouMean: string | null;
  /** `product/getProductFacets` for the storefront list's search and filters. */
  facets: FacetsState;
  /** Discounted products (`product/getDiscountedProducts`). */
  offerProducts: Product[];
  /** Dashboard list (`adminProduct/getAllProductDetailsForAdmin`). */
  productsForAdmin: Product[];
  /** The storefront's product page: the product with its options and active variants. */
  product: ProductDetail | null;
  productForAdmin: AdminProduct | null;
  brandWithProducts: BrandWithProducts | null;
  /** Paging of the list loaded last (each screen shows one paged product list). */
  paginationData: ListPagination;
  exportStatus: FileTransferStatus;
  exportError: ApiError | null;
  importStatus: FileTransferStatus;
  importError: ApiError | null;
}

export const initialProductsState: ProductsState = {
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
  ...initialRequestStatus,
};

type State = Draft<ProductsState>;

/** Applies `change` to every product list the slice keeps, the brand view's page included. */
function eachList(state: State, change: (list: Product[]) => Product[]): void {
  state.products = change(state.products);
  state.offerProducts = change(state.offerProducts);
  state.productsForAdmin = change(state.productsForAdmin);
  if (state.brandWithProducts) {
    state.brandWithProducts.products.items = change(state.brandWithProducts.products.items);
  }
}

/** Rewrites one product everywhere: every list and both single selections. */
function patchEverywhere(state: State, id: number, patch: (product: Product) => Product): void {
  eachList(state, (list) => list.map((product) => (product.id === id ? patch(product) : product)));
  if (state.product?.id === id) state.product = { ...state.product, ...patch(state.product) };
  if (state.productForAdmin?.id === id) {
    state.productForAdmin = { ...state.productForAdmin, ...patch(state.productForAdmin) };
  }
}

function asDiscount({ type, value, startDate, endDate }: DiscountInput): Discount {
  return { type, value, startDate: startDate ?? null, endDate: endDate ?? null };
}

export const productsSlice = createSlice({
  name: 'products',
  initialState: initialProductsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProducts.fulfilled, (state, { payload, meta }) => {
        const { items, pageNumber, pageSize, totalCount, didYouMean } = payload.data;
        state.products = items;
        state.listedFor = listKey(meta.arg);
        state.didYouMean = didYouMean ?? null;
        state.paginationData = { pageNumber, pageSize, totalCount };
      })
      .addCase(fetchDiscountedProducts.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.offerProducts = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
      })
      .addCase(fetchProductsForAdmin.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.productsForAdmin = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
      })
      .addCase(fetchProductById.fulfilled, (state, { payload }) => {
        state.product = payload.data;
      })
      .addCase(fetchProductForAdmin.fulfilled, (state, { payload }) => {
        state.productForAdmin = payload.data;
      })
      .addCase(setProductVariants.fulfilled, (state, { payload, meta }) => {
        if (state.productForAdmin?.id !== meta.arg.id) return;
        const { options, variants } = payload.data;
        state.productForAdmin = { ...state.productForAdmin, options, variants };
      })
      .addCase(fetchBrandProductsForAdmin.fulfilled, (state, { payload }) => {
        state.brandWithProducts = payload.data;
      })
      .addCase(updateProduct.fulfilled, (state, { payload }) => {
        const updated = payload.data;
        patchEverywhere(state, updated.id, () => updated);
      })
      .addCase(deleteProduct.fulfilled, (state, { meta }) => {
        const id = meta.arg;
        eachList(state, (list) => list.filter((product) => product.id !== id));
        if (state.product?.id === id) state.product = null;
        if (state.productForAdmin?.id === id) state.productForAdmin = null;
      })
      .addCase(deleteMultipleProducts.fulfilled, (state, { meta }) => {
        const ids = new Set(meta.arg);
        eachList(state, (list) => list.filter((product) => !ids.has(product.id)));
        if (state.product && ids.has(state.product.id)) state.product = null;
        if (state.productForAdmin && ids.has(state.productForAdmin.id)) {
          state.productForAdmin = null;
        }
      })
      .addCase(addOrUpdateDiscount.fulfilled, (state, { payload, meta }) => {
        // The answer is the product with its new discount and the price after it; should the
        // server send no product back, the discount that was sent is the best we know.
        const answer = payload.data as Product | null;
        const discount = answer ? answer.discount : asDiscount(meta.arg.discount);
        patchEverywhere(state, meta.arg.id, (product) => ({
          ...product,
          discount,
          discountedPrice: answer ? answer.discountedPrice : product.discountedPrice,
          discountedPriceMax: answer ? answer.discountedPriceMax : product.discountedPriceMax,
        }));
      })
      .addCase(removeDiscount.fulfilled, (state, { meta }) => {
        const id = meta.arg;
        patchEverywhere(state, id, (product) => ({
          ...product,
          discount: null,
          discountedPrice: null,
          discountedPriceMax: null,
        }));
        state.offerProducts = state.offerProducts.filter((product) => product.id !== id);
      })
      // Facets keep their own status: a failed count must neither fail nor dim the list, and the
      // counts of the previous filters stay shown (greyed by `loading`) until the new ones arrive.
      .addCase(fetchProductFacets.pending, (state) => {
        state.facets.loading = true;
        state.facets.error = null;
      })
      .addCase(fetchProductFacets.fulfilled, (state, { payload }) => {
        state.facets = { data: payload.data, loading: false, error: null };
      })
      .addCase(fetchProductFacets.rejected, (state, action) => {
        // A newer request (the filters changed again) replaced this one and keeps `loading`.
        if (action.meta.aborted) return;
        state.facets = { data: null, loading: false, error: action.payload ?? null };
      })
      // Export and import have their own status and error so a long file transfer neither spins
      // nor fails the list on screen; their messages still reach `message` for the toast.
      .addCase(exportProducts.pending, (state) => {
        state.exportStatus = 'loading';
        state.exportError = null;
      })
      .addCase(exportProducts.fulfilled, (state) => {
        state.exportStatus = 'success';
      })
      .addCase(exportProducts.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const error = action.payload ?? null;
        state.exportStatus = 'error';
        state.exportError = error;
        state.message = error?.message ?? null;
        state.statusCode = error?.statusCode ?? null;
      })
      .addCase(importProducts.pending, (state) => {
        state.importStatus = 'loading';
        state.importError = null;
      })
      .addCase(importProducts.fulfilled, (state, { payload }) => {
        state.importStatus = 'success';
        state.message = payload.message;
        state.statusCode = payload.statusCode;
        // Emptied so every product screen reloads what the import changed.
        state.products = [];
        state.offerProducts = [];
        state.productsForAdmin = [];
      })
      .addCase(importProducts.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const error = action.payload ?? null;
        state.importStatus = 'error';
        state.importError = error;
        state.message = error?.message ?? null;
        state.statusCode = error?.statusCode ?? null;
      });
    // Export and import (`productFileThunks`) are deliberately not among these: see above.
    // A request replaced by a newer one (filters changed) is not a failure.
    addRequestStatusMatchers(builder, productThunks, { ignoreAborted: true });
  },
});

export const productsReducer = productsSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `products` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof productsSlice> {}
}

/**
 * Injected when the first screen that imports this module loads (storefront or dashboard), so
 * neither first-load bundle carries it; selectors fall back to the initial state before.
 */
export const injectedProductsSlice = productsSlice.injectInto(rootReducer);

export const selectProductsState = injectedProductsSlice.selectSlice;
