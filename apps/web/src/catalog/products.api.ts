import type {
  BrandWithProducts,
  DiscountType,
  Envelope,
  Paged,
  Product,
  StockStatus,
} from '@dukkan/contracts';
import { apiDownload, apiRequest, type Download } from '../app/api-client';
import { toFormData } from '../lib/form-data';
import {
  type CatalogPageQuery,
  type ProductFilterQuery,
  type ProductsOfArgs,
} from './catalog-query';

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

export interface ProductListQuery extends CatalogPageQuery, ProductFilterQuery {}

/** The dashboard's list also shows inactive products and filters by stock (adminProductListQuerySchema). */
export interface AdminProductListQuery extends ProductListQuery {
  isActive?: boolean;
  stockStatus?: StockStatus;
}

export interface DiscountArgs {
  id: number;
  discount: DiscountInput;
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

function listQuery({ search, ...query }: ProductListQuery) {
  return { ...query, search: search?.trim() };
}

/** Admin calls (bearer); paths exactly as the specification's section 7. */
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
    apiRequest<Product>(`/adminProduct/getProductDetailsForAdmin/${id}`, { signal }),

  list: (query: AdminProductListQuery, signal?: AbortSignal) =>
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
  list: (query: ProductListQuery, signal?: AbortSignal) =>
    apiRequest<Paged<Product>>('/product/getAllProducts', { query: listQuery(query), signal }),

  get: (id: number, signal?: AbortSignal) =>
    apiRequest<Product>(`/product/getProductById/${id}`, { signal }),

  discounted: (query: ProductListQuery, signal?: AbortSignal) =>
    apiRequest<Paged<Product>>('/product/getDiscountedProducts', {
      query: listQuery(query),
      signal,
    }),
};
