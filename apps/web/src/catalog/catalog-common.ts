/** Paging and search shared by every catalog list (names as in DESIGN §3). */
export interface CatalogPageQuery {
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** `getBrandWithProducts/{id}` and `getCategoryProducts/{id}`: whose products, and which page. */
export interface ProductsOfArgs {
  id: number;
  pageNumber?: number;
  pageSize?: number;
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
