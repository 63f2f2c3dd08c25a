/** Paging and search shared by every catalog list (names as in DESIGN §3). */
export interface CatalogPageQuery {
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** The product list filters the public lists accept (DESIGN §3, `productListQuerySchema`). */
export interface ProductFilterQuery {
  brandId?: number;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  hasDiscount?: boolean;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
}

/**
 * `getBrandWithProducts/{id}` and `getCategoryProducts/{id}`: whose products, which page, and
 * the same search, filters and sort as the product lists.
 */
export interface ProductsOfArgs extends CatalogPageQuery, ProductFilterQuery {
  id: number;
}

/** Query parameters of a product list: the search is trimmed, empty values are left out later. */
export function productListParams({ search, ...query }: CatalogPageQuery & ProductFilterQuery) {
  return { ...query, search: search?.trim() };
}

export type FormValue = string | number | boolean | null | undefined;

/** Multipart body: null, undefined and '' are left out, like the query builder does. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, String(value));
  }
  return form;
}

/** Brand and category forms: the text fields plus the optional single image `imageFile`. */
export function withImageFile(form: FormData, imageFile?: File | null): FormData {
  if (imageFile) form.append('imageFile', imageFile);
  return form;
}

export interface CatalogPagination {
  pageNumber: number;
  pageSize: number;
  totalCount: number;
}

/**
 * Where a brand or category list stands. 'done' is the specification's "a successful list load
 * marks status done"; screens load the list while it is 'idle' (never loaded) and offer a retry
 * on 'error'. Only the list load moves it: writes and single reads use `loading` like every slice.
 */
export type ListStatus = 'idle' | 'loading' | 'done' | 'error';
