import type { Category, CategoryWithProducts, Paged } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';
import { toFormData, withImageFile } from '../lib/form-data';
import { productListParams, type CatalogPageQuery, type ProductsOfArgs } from './catalog-query';

export interface CategoryFormFields {
  nameEn: string;
  nameAr: string;
  /** A sub-category's parent; null or absent for a top-level category. */
  parentId?: number | null;
}

/** Multipart: nameEn, nameAr, parentId and an optional `imageFile` (the field name the API reads). */
export interface CategoryInput {
  fields: CategoryFormFields;
  imageFile?: File | null;
}

export interface CategoryUpdateInput extends CategoryInput {
  id: number;
}

function categoryForm({ fields, imageFile }: CategoryInput, id?: number): FormData {
  const { parentId, ...names } = fields;
  const form = toFormData({ ...(id === undefined ? {} : { id }), ...names });
  // An explicit empty parentId means "top level" (the API reads '' as none).
  if (parentId !== undefined) form.append('parentId', parentId === null ? '' : String(parentId));
  return withImageFile(form, imageFile);
}

export const categoryApi = {
  create: (input: CategoryInput, signal?: AbortSignal) =>
    apiRequest<Category>('/adminCategory/createCategory', {
      method: 'POST',
      body: categoryForm(input),
      signal,
    }),

  // As the specification's client does: no id in the path, the id travels in the multipart body.
  update: ({ id, ...input }: CategoryUpdateInput, signal?: AbortSignal) =>
    apiRequest<Category>('/adminCategory/updateCategory', {
      method: 'PUT',
      body: categoryForm(input, id),
      signal,
    }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<null>(`/adminCategory/deleteCategory/${id}`, { method: 'DELETE', signal }),

  list: ({ pageNumber, pageSize, search }: CatalogPageQuery, signal?: AbortSignal) =>
    apiRequest<Paged<Category>>('/category/getAllCategories', {
      query: { pageNumber, pageSize, search: search?.trim() },
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<Category>(`/category/getCategoryById/${id}`, { signal }),

  products: ({ id, ...query }: ProductsOfArgs, signal?: AbortSignal) =>
    apiRequest<CategoryWithProducts>(`/category/getCategoryProducts/${id}`, {
      query: productListParams(query),
      signal,
    }),
};
