import type { Category, Paged } from '@dukkan/contracts';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../app/api-client';
import { toApiError } from '../app/api-thunk';
import { rootReducer, type RootState } from '../app/store';
import { categoryApi } from './categories.api';

/**
 * The storefront menus' categories: every category (the API's largest page; a shop has a few
 * dozen) loaded once per visit. Kept apart from the categories slice, whose list is whatever page
 * and search the dashboard last asked for, so neither overwrites the other.
 */
export interface CategoryTreeState {
  categories: Category[];
  status: 'idle' | 'loading' | 'done' | 'error';
}

export const initialCategoryTreeState: CategoryTreeState = { categories: [], status: 'idle' };

const ALL = { pageNumber: 1, pageSize: 100 };

/** Loads the menu's categories unless they are loaded or loading (a failed load tries again). */
export const fetchCategoryTree = createAsyncThunk<
  Paged<Category>,
  void,
  { state: RootState; rejectValue: ApiError }
>(
  'categoryTree/load',
  async (_, { rejectWithValue, signal }) => {
    try {
      return (await categoryApi.list(ALL, signal)).data;
    } catch (error) {
      return rejectWithValue(toApiError(error, 'Failed to fetch categories'));
    }
  },
  {
    condition: (_, { getState }) => {
      const { status } = selectCategoryTreeState(getState());
      return status === 'idle' || status === 'error';
    },
  },
);

export const categoryTreeSlice = createSlice({
  name: 'categoryTree',
  initialState: initialCategoryTreeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCategoryTree.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchCategoryTree.fulfilled, (state, { payload }) => {
        state.categories = payload.items;
        state.status = 'done';
      })
      .addCase(fetchCategoryTree.rejected, (state) => {
        state.status = 'error';
      });
  },
});

declare module '../app/store' {
  // Declaration merging needs an interface; it adds the `categoryTree` key to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof categoryTreeSlice> {}
}

export const injectedCategoryTreeSlice = categoryTreeSlice.injectInto(rootReducer);

export const selectCategoryTreeState = injectedCategoryTreeSlice.selectSlice;
