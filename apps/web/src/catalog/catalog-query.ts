/** Paging and search shared by every catalog list (the API's paging parameter names). */
export interface CatalogPageQuery {
  pageNumber?: number;
  pageSize?: number;
  search?: string;
}

/** The product list filters the public lists accept (`productListQuerySchema`). */
export interface ProductFilterQuery {
  brandId?: number;
  categoryId?: number;
  /** Several of each, sent comma-separated (`brandIds=3,7`). */
  brandIds?: number[];
  categoryIds?: number[];
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

/**
 * Identifies a list request (its arguments as sent), so a slice can tell which request the list it
 * holds answers and a screen coming Back can show that list at once.
 */
export function listKey(args: object): string {
  return JSON.stringify(args);
}
