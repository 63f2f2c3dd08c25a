import type { Brand, BrandWithProducts, Paged } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import type { CatalogPageQuery, ProductsOfArgs } from './catalog-query';
import { brandApi, type BrandInput, type BrandUpdateInput } from './brands.api';

/** Fallback texts for the brand calls, used only when the server sent no message. */
export const BRAND_FALLBACKS = {
  addBrand: 'Failed to add brand',
  updateBrand: 'Failed to update brand',
  deleteBrand: 'Failed to delete brand',
  fetchBrands: 'Failed to fetch brands',
  fetchBrand: 'Failed to fetch brand',
  fetchBrandWithProducts: 'Failed to fetch brand with products',
} as const;

export const addBrand = createApiThunk<Brand, BrandInput>(
  'brands/add',
  brandApi.create,
  BRAND_FALLBACKS.addBrand,
);

export const updateBrand = createApiThunk<Brand, BrandUpdateInput>(
  'brands/update',
  brandApi.update,
  BRAND_FALLBACKS.updateBrand,
);

export const deleteBrand = createApiThunk<null, number>(
  'brands/delete',
  brandApi.remove,
  BRAND_FALLBACKS.deleteBrand,
);

export const fetchBrands = createApiThunk<Paged<Brand>, CatalogPageQuery>(
  'brands/fetchAll',
  brandApi.list,
  BRAND_FALLBACKS.fetchBrands,
);

export const fetchBrandById = createApiThunk<Brand, number>(
  'brands/fetchById',
  brandApi.get,
  BRAND_FALLBACKS.fetchBrand,
);

export const fetchBrandWithProducts = createApiThunk<BrandWithProducts, ProductsOfArgs>(
  'brands/fetchWithProducts',
  brandApi.withProducts,
  BRAND_FALLBACKS.fetchBrandWithProducts,
);

export const brandThunks = [
  addBrand,
  updateBrand,
  deleteBrand,
  fetchBrands,
  fetchBrandById,
  fetchBrandWithProducts,
] as const;
