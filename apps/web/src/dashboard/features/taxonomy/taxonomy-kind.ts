import {
  brandFieldsSchema,
  categoryFieldsSchema,
  type Brand,
  type Envelope,
} from '@dukkan/contracts';
import { createSelector } from '@reduxjs/toolkit';
import type { ApiError } from '../../../app/api-client';
import type { AppDispatch, RootState } from '../../../app/store';
import { selectBrandsState } from '../../../catalog/brands.slice';
import { addBrand, deleteBrand, fetchBrands, updateBrand } from '../../../catalog/brands.thunks';
import type { ListPagination, ListStatus } from '../../../app/request-status';
import type { CatalogPageQuery } from '../../../catalog/catalog-query';
import { selectCategoriesState } from '../../../catalog/categories.slice';
import {
  addCategory,
  deleteCategory,
  fetchCategories,
  updateCategory,
} from '../../../catalog/categories.thunks';
import type { FormSchema } from '../../../lib/form-validation';

/** Also the key of the area's strings (`taxonomyAdmin.brands.…`) and the prefix of test ids. */
export type TaxonomyKey = 'brands' | 'categories';

/** A brand, or a category (a brand's fields plus its parent). */
export type TaxonomyItem = Brand & { parentId?: number | null };

export interface TaxonomyFields {
  nameEn: string;
  nameAr: string;
  parentId?: number | undefined;
}

export interface TaxonomySaveInput {
  /** Absent when adding. */
  id?: number;
  fields: TaxonomyFields;
  imageFile: File | null;
}

export interface TaxonomyList {
  items: TaxonomyItem[];
  paginationData: ListPagination;
  status: ListStatus;
  error: ApiError | null;
}

/**
 * What differs between the brands and the categories screens; everything else is one screen.
 * Calls go through the catalog slices, so the list follows the specification's rules.
 */
export interface TaxonomyKind {
  key: TaxonomyKey;
  hasParent: boolean;
  /** Adding a brand only stores the message: the screen reloads its page. */
  reloadsAfterAdd: boolean;
  schema: FormSchema<TaxonomyFields>;
  selectList: (state: RootState) => TaxonomyList;
  load: (dispatch: AppDispatch, query: CatalogPageQuery) => { abort: () => void };
  save: (dispatch: AppDispatch, input: TaxonomySaveInput) => Promise<Envelope<TaxonomyItem>>;
  remove: (dispatch: AppDispatch, id: number) => Promise<Envelope<null>>;
}

export const brandKind: TaxonomyKind = {
  key: 'brands',
  hasParent: false,
  reloadsAfterAdd: true,
  schema: brandFieldsSchema,
  selectList: createSelector([selectBrandsState], (state) => ({
    items: state.brands,
    paginationData: state.paginationData,
    status: state.status,
    error: state.error,
  })),
  load: (dispatch, query) => dispatch(fetchBrands(query)),
  save: (dispatch, { id, fields: { nameEn, nameAr }, imageFile }) => {
    const input = { fields: { nameEn, nameAr }, imageFile };
    return id === undefined
      ? dispatch(addBrand(input)).unwrap()
      : dispatch(updateBrand({ id, ...input })).unwrap();
  },
  remove: (dispatch, id) => dispatch(deleteBrand(id)).unwrap(),
};

export const categoryKind: TaxonomyKind = {
  key: 'categories',
  hasParent: true,
  reloadsAfterAdd: false,
  schema: categoryFieldsSchema,
  selectList: createSelector([selectCategoriesState], (state) => ({
    items: state.categories,
    paginationData: state.paginationData,
    status: state.status,
    error: state.error,
  })),
  load: (dispatch, query) => dispatch(fetchCategories(query)),
  save: (dispatch, { id, fields: { nameEn, nameAr, parentId }, imageFile }) => {
    // null (not absent) so that editing can move a sub-category back to the top level.
    const input = { fields: { nameEn, nameAr, parentId: parentId ?? null }, imageFile };
    return id === undefined
      ? dispatch(addCategory(input)).unwrap()
      : dispatch(updateCategory({ id, ...input })).unwrap();
  },
  remove: (dispatch, id) => dispatch(deleteCategory(id)).unwrap(),
};
