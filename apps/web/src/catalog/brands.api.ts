import type { Brand, BrandFields, BrandWithProducts, Paged } from '@dukkan/contracts';
import { apiRequest } from '../app/api-client';
import { toFormData, withImageFile } from '../lib/form-data';
import { productListParams, type CatalogPageQuery, type ProductsOfArgs } from './catalog-query';

/** Multipart: nameEn, nameAr and an optional `imageFile` (the field name the API reads). */
export interface BrandInput {
  fields: BrandFields;
  imageFile?: File | null;
}

export interface BrandUpdateInput extends BrandInput {
  id: number;
}

function brandForm({ fields, imageFile }: BrandInput): FormData {
  return withImageFile(toFormData({ ...fields }), imageFile);
}

export const brandApi = {
  create: (input: BrandInput, signal?: AbortSignal) =>
    apiRequest<Brand>('/adminBrand/createBrand', {
      method: 'POST',
      body: brandForm(input),
      signal,
    }),

  // The brand's id travels in the path (categories carry it in the body instead).
  update: ({ id, ...input }: BrandUpdateInput, signal?: AbortSignal) =>
    apiRequest<Brand>(`/adminBrand/updateBrand/${id}`, {
      method: 'PUT',
      body: brandForm(input),
      signal,
    }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<null>(`/adminBrand/deleteBrand/${id}`, { method: 'DELETE', signal }),

  list: ({ pageNumber, pageSize, search }: CatalogPageQuery, signal?: AbortSignal) =>
    apiRequest<Paged<Brand>>('/brand/getAllBrands', {
      query: { pageNumber, pageSize, search: search?.trim() },
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<Brand>(`/brand/getBrandById/${id}`, { signal }),

  withProducts: ({ id, ...query }: ProductsOfArgs, signal?: AbortSignal) =>
    apiRequest<BrandWithProducts>(`/brand/getBrandWithProducts/${id}`, {
      query: productListParams(query),
      signal,
    }),
};
