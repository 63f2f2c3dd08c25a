import type { Category, CategoryWithProducts, Paged } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import type { CatalogPageQuery, ProductsOfArgs } from './catalog-query';
import { categoryApi, type CategoryInput, type CategoryUpdateInput } from './categories.api';

/** Fallback texts for the category calls, used only when the server sent no message. */
export const CATEGORY_FALLBACKS = {
  addCategory: 'Failed to add category',
  updateCategory: 'Failed to update category',
  // The seed also lists "Unknown error" beside this one; one fallback per call is kept here.
  deleteCategory: 'Failed to delete category',
  fetchCategories: 'Failed to fetch categories',
  fetchCategory: 'Failed to fetch category',
  fetchCategoryProducts: 'Failed to fetch category products',
} as const;

export const addCategory = createApiThunk<Category, CategoryInput>(
  'categories/add',
  categoryApi.create,
  CATEGORY_FALLBACKS.addCategory,
);

export const updateCategory = createApiThunk<Category, CategoryUpdateInput>(
  'categories/update',
  categoryApi.update,
  CATEGORY_FALLBACKS.updateCategory,
);

export const deleteCategory = createApiThunk<null, number>(
  'categories/delete',
  categoryApi.remove,
  CATEGORY_FALLBACKS.deleteCategory,
);

export const fetchCategories = createApiThunk<Paged<Category>, CatalogPageQuery>(
  'categories/fetchAll',
  categoryApi.list,
  CATEGORY_FALLBACKS.fetchCategories,
);

export const fetchCategoryById = createApiThunk<Category, number>(
  'categories/fetchById',
  categoryApi.get,
  CATEGORY_FALLBACKS.fetchCategory,
);

export const fetchCategoryProducts = createApiThunk<CategoryWithProducts, ProductsOfArgs>(
  'categories/fetchProducts',
  categoryApi.products,
  CATEGORY_FALLBACKS.fetchCategoryProducts,
);

export const categoryThunks = [
  addCategory,
  updateCategory,
  deleteCategory,
  fetchCategories,
  fetchCategoryById,
  fetchCategoryProducts,
] as const;
