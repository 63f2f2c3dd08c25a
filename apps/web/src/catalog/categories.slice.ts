import type { Category, CategoryWithProducts } from '@dukkan/contracts';
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
  addCategory,
  categoryThunks,
  deleteCategory,
  fetchCategories,
  fetchCategoryById,
  fetchCategoryProducts,
  updateCategory,
} from './categories.thunks';

export interface CategoriesState extends RequestStatus {
  categories: Category[];
  /** The category opened for viewing or editing. */
  category: Category | null;
  /** The storefront's category page: the category and a page of its products. */
  categoryProducts: CategoryWithProducts | null;
  /** The request `categoryProducts` answers (its listKey), so Back can show it again at once. */
  categoryListedFor: string | null;
  paginationData: ListPagination;
  /** The list load only (see ListStatus). */
  status: ListStatus;
}

export const initialCategoriesState: CategoriesState = {
  categories: [],
  category: null,
  categoryProducts: null,
  categoryListedFor: null,
  paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
  status: 'idle',
  ...initialRequestStatus,
};

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState: initialCategoriesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCategories.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCategories.fulfilled, (state, { payload }) => {
        const { items, pageNumber, pageSize, totalCount } = payload.data;
        state.categories = items;
        state.paginationData = { pageNumber, pageSize, totalCount };
        state.status = 'done';
      })
      .addCase(fetchCategories.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchCategoryById.fulfilled, (state, { payload }) => {
        state.category = payload.data;
      })
      .addCase(fetchCategoryProducts.fulfilled, (state, { payload, meta }) => {
        state.categoryProducts = payload.data;
        state.categoryListedFor = listKey(meta.arg);
      })
      .addCase(addCategory.fulfilled, (state, { payload }) => {
        state.categories.push(payload.data);
        // The count shown beside the list stays true without reloading it.
        state.paginationData.totalCount += 1;
      })
      .addCase(updateCategory.fulfilled, (state, { payload }) => {
        const updated = payload.data;
        state.categories = state.categories.map((category) =>
          category.id === updated.id ? updated : category,
        );
        if (state.category?.id === updated.id) state.category = updated;
      })
      .addCase(deleteCategory.fulfilled, (state, { meta }) => {
        state.categories = state.categories.filter((category) => category.id !== meta.arg);
        state.paginationData.totalCount = Math.max(0, state.paginationData.totalCount - 1);
        state.category = null;
      });
    // A request replaced by a newer one (search typed further) is not a failure.
    addRequestStatusMatchers(builder, categoryThunks, { ignoreAborted: true });
  },
});

export const categoriesReducer = categoriesSlice.reducer;

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `categories` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof categoriesSlice> {}
}

/** Injected when the first screen importing this module loads; selectors fall back to the initial state before. */
export const injectedCategoriesSlice = categoriesSlice.injectInto(rootReducer);

export const selectCategoriesState = injectedCategoriesSlice.selectSlice;
