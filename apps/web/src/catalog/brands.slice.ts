import type { Brand, BrandWithProducts } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListPagination,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import { listKey } from './catalog-query';
import {
  brandThunks,
  deleteBrand,
  fetchBrandById,
  fetchBrands,
  fetchBrandWithProducts,
  updateBrand,
} from './brands.thunks';

export interface BrandsState extends RequestStatus {
  brands: Brand[];
  /** The brand opened for viewing or editing. */
  brand: Brand | null;
  /** The storefront's brand page: the brand and a page of its products. */
  brandWithProducts: BrandWithProducts | null;
  /** The request `brandWithProducts` answers (its listKey), so Back can show it again at once. */
  brandListedFor: string | null;
  paginationData: ListPagination;
  /** The list load only (see ListStatus). */
  status: ListStatus;
}

export const initialBrandsState: BrandsState = {
  brands: [],
  brand: null,
  brandWithProducts: null,
  brandListedFor: null,
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  status: 'idle',
  ...initialRequestStatus,
};

export const brandsSlice = createSlice({
  name: 'brands',
  initialState: initialBrandsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchBrands.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchBrands.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.brands = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchBrands.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchBrandById.fulfilled, (state, { payload }) => {
        state.brand = payload.data;
      })
      .addCase(fetchBrandWithProducts.fulfilled, (state, { payload, meta }) => {
        state.brandWithProducts = payload.data;
        state.brandListedFor = listKey(meta.arg);
      })
      // Adding a brand only reports back (the shared matcher stores the message): the
      // specification does not append it, the dashboard reloads the list page it shows.
      .addCase(updateBrand.fulfilled, (state, { payload }) => {
        const updated = payload.data;
        state.brands = state.brands.map((brand) => (brand.id === updated.id ? updated : brand));
        if (state.brand?.id === updated.id) state.brand = updated;
        if (state.brandWithProducts?.brand.id === updated.id) {
          state.brandWithProducts.brand = updated;
        }
      })
      .addCase(deleteBrand.fulfilled, (state, { meta }) => {
        state.brands = state.brands.filter((brand) => brand.id !== meta.arg);
        // The count shown beside the list stays true without reloading it.
        state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
        state.brand = null;
        state.brandWithProducts = null;
      });
    // A request replaced by a newer one (search typed further) is not a failure.
    addRequestStatusMatchers(builder, brandThunks, { ignoreAborted: true });
  },
});

export const brandsReducer = brandsSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `brands` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof brandsSlice> {}
}

/** Injected when the first screen importing this module loads; selectors fall back to the initial state before. */
export const injectedBrandsSlice = brandsSlice.injectInto(rootReducer);

export const selectBrandsState = injectedBrandsSlice.selectSlice;
