import {
  type AdminProductListFilters,
  type BrandWithProducts,
  type DiscountType,
  type Envelope,
  type Paged,
  type Product,
  type ProductDetail,
  type ProductFacets,
  type ProductFacetsFilters,
  type ProductListFilters,
  type ProductPage,
  type ProductVariants,
  type ProductVariantsInput,
} from '@dukkan/contracts';
import { apiDownload, apiRequest, type Download } from '../app/api-client';
import { toFormData } from '../lib/form-data';
import { type ProductsOfArgs } from './catalog-query';

// The list queries are the contracts' own: the API validates them with these same schemas.
export type { ProductFacetsFilters };

/** The dashboard's list request, as the API reads it (paging may be left to its defaults). */
export type AdminProductListRequest = Partial<AdminProductListFilters>;

/** A shopper's list request, as the API reads it (paging may be left to its defaults). */
export type ProductListRequest = Partial<ProductListFilters>;

/** A discount as the forms send it: type and value, dates as optional ISO strings. */
export interface DiscountInput {
  type: DiscountType;
  value: number;
  startDate?: string | null;
  endDate?: string | null;
}

/** Product form fields, named exactly as the API's request fields. */
export interface ProductFields {
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  sku: string;
  price: number;
  stock: number;
  brandId: number;
  categoryId: number;
  isActive: boolean;
  discount?: DiscountInput | null;
}

export interface ProductInput {
  fields: ProductFields;
  /** Repeatable `images`; on update, images not sent keep the existing ones. */
  images?: File[];
}

export interface ProductUpdateInput extends ProductInput {
  id: number;
  /**
   * The final image list (repeatable `imageOrder`): an existing image URL keeps that image, `new:N`
   * places the N-th uploaded file. Absent: existing images are kept and uploads appended.
   */
  imageOrder?: string[];
}

export interface DiscountArgs {
  id: number;
  discount: DiscountInput;
}

/**
 * A product as the staff's details read it: with its options and all its variants. An update's
 * answer is the product alone, so the variants it had stay until the next read.
 */
export type AdminProduct = Product & Partial<ProductVariants>;

/** A product's whole list of options and variants (`setProductVariants`). */
export interface VariantsArgs {
  id: number;
  body: ProductVariantsInput;
}

/**
 * Multipart product body: the discount travels as `discount.type`, `discount.value`, … and
 * `imageOrder` repeats once per entry. An empty order is sent as one blank entry, which the API
 * reads as "no images left"; leaving the field out would keep the existing ones instead.
 */
export function productFormData(
  { discount, ...fields }: ProductFields,
  images: File[] = [],
  id?: number,
  imageOrder?: string[],
) {
  const form = toFormData({
    ...(id === undefined ? {} : { id }),
    ...fields,
    'discount.type': discount?.type,
    'discount.value': discount?.value,
    'discount.startDate': discount?.startDate,
    'discount.endDate': discount?.endDate,
  });
  for (const image of images) form.append('images', image);
  if (imageOrder?.length === 0) form.append('imageOrder', '');
  for (const entry of imageOrder ?? []) form.append('imageOrder', entry);
  return form;
}

/** Sends the import's multipart body and answers the envelope (success: created/updated counts). */
export type ImportUpload = (form: FormData, signal?: AbortSignal) => Promise<Envelope<unknown>>;

export const IMPORT_PATH = '/AdminProduct/import';

const sendImport: ImportUpload = (form, signal) =>
  apiRequest<unknown>(IMPORT_PATH, { method: 'POST', body: form, signal });

/**
 * What a list sends: the search trimmed, empty values left out (by the client), paging defaults
 * left to the API. The screens build their requests from state they parsed with the API's rules,
 * so no schema runs here, and the storefront's first load carries none.
 */
function listQuery<Query extends { search?: unknown }>(query: Query): Query {
  return typeof query.search === 'string' ? { ...query, search: query.search.trim() } : query;
}

/** Admin calls (bearer); paths exactly as the API documents them. */
export const adminProductApi = {
  create: ({ fields, images }: ProductInput, signal?: AbortSignal) =>
    apiRequest<Product>('/adminProduct/createProduct', {
      method: 'POST',
      body: productFormData(fields, images),
      signal,
    }),

  update: ({ id, fields, images, imageOrder }: ProductUpdateInput, signal?: AbortSignal) =>
    apiRequest<Product>('/adminProduct/updateProduct', {
      method: 'PUT',
      body: productFormData(fields, images, id, imageOrder),
      signal,
    }),

  remove: (id: number, signal?: AbortSignal) =>
    apiRequest<null>(`/adminProduct/deleteProduct/${id}`, { method: 'DELETE', signal }),

  // The body is the bare array of ids, as the specification sends it.
  removeMany: (ids: number[], signal?: AbortSignal) =>
    apiRequest<null>('/adminProduct/DeleteMultipleProducts', {
      method: 'DELETE',
      body: ids,
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<AdminProduct>(`/adminProduct/getProductDetailsForAdmin/${id}`, { signal }),

  /** Replaces the product's options and variants in one request (decision 016). */
  setVariants: ({ id, body }: VariantsArgs, signal?: AbortSignal) =>
    apiRequest<ProductVariants>(`/adminProduct/setProductVariants/${id}`, {
      method: 'PUT',
      body,
      signal,
    }),

  list: (query: AdminProductListRequest, signal?: AbortSignal) =>
    apiRequest<Paged<Product>>('/adminProduct/getAllProductDetailsForAdmin', {
      query: listQuery(query),
      signal,
    }),

  // A GET that changes data: the specification's path, kept for compatibility.
  addOrUpdateDiscount: ({ id, discount }: DiscountArgs, signal?: AbortSignal) =>
    apiRequest<Product>(`/adminProduct/addOrUpdateDiscount/${id}`, {
      query: {
        type: discount.type,
        value: discount.value,
        startDate: discount.startDate,
        endDate: discount.endDate,
      },
      signal,
    }),

  removeDiscount: (id: number, signal?: AbortSignal) =>
    apiRequest<Product | null>(`/adminProduct/removeDiscount/${id}`, { signal }),

  brandWithProducts: ({ id, pageNumber, pageSize }: ProductsOfArgs, signal?: AbortSignal) =>
    apiRequest<BrandWithProducts>(`/adminProduct/getBrandWithProducts/${id}`, {
      query: { pageNumber, pageSize },
      signal,
    }),

  exportToExcel: (signal?: AbortSignal): Promise<Download> =>
    apiDownload('/AdminProduct/exportProductsToExcel', { signal }),

  /** `upload` replaces the default fetch, e.g. with a sender that reports upload progress. */
  importFromExcel: (file: File, signal?: AbortSignal, upload: ImportUpload = sendImport) => {
    const form = new FormData();
    form.append('file', file);
    return upload(form, signal);
  },
};

/** Public reads: the client sends the token when there is one, so `isFavorite` comes back. */
export const productApi = {
  /** A search that finds nothing may carry `didYouMean`, a spelling that finds something. */
  list: (query: ProductListRequest, signal?: AbortSignal) =>
    apiRequest<ProductPage>('/product/getAllProducts', { query: listQuery(query), signal }),

  /** Per-brand and per-category counts and the price bounds for the list's search and filters. */
  facets: (query: ProductFacetsFilters, signal?: AbortSignal) =>
    apiRequest<ProductFacets>('/product/getProductFacets', {
      query: listQuery(query),
      signal,
    }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<ProductDetail>(`/product/getProductById/${id}`, { signal }),

  discounted: (query: ProductListRequest, signal?: AbortSignal) =>
    apiRequest<Paged<Product>>('/product/getDiscountedProducts', {
      query: listQuery(query),
      signal,
    }),
};
