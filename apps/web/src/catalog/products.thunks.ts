import type {
  BrandWithProducts,
  Paged,
  Product,
  ProductDetail,
  ProductFacets,
  ProductPage,
  ProductVariants,
} from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { saveFile } from '../lib/save-file';
import type { ProductsOfArgs } from './catalog-query';
import {
  adminProductApi,
  type AdminProduct,
  productApi,
  type AdminProductListRequest,
  type DiscountArgs,
  type ImportUpload,
  type ProductFacetsFilters,
  type ProductInput,
  type ProductListRequest,
  type ProductUpdateInput,
  type VariantsArgs,
} from './products.api';

/** Fallback texts for the product calls, used only when the server sent no message. */
export const PRODUCT_FALLBACKS = {
  fetchProducts: 'Failed to fetch products',
  addProduct: 'Failed to add product',
  updateProduct: 'Failed to update product',
  deleteProduct: 'Failed to delete product',
  deleteProducts: 'Failed to delete products',
  fetchProductDetails: 'Failed to fetch product details',
  fetchAdminProducts: 'Failed to fetch admin products',
  updateDiscount: 'Failed to update discount',
  removeDiscount: 'Failed to remove discount',
  fetchBrandProducts: 'Failed to fetch brand products',
  fetchProduct: 'Failed to fetch product',
  fetchDiscountedProducts: 'Failed to fetch discounted products',
  fetchProductFacets: 'Failed to fetch product filters',
  exportProducts: 'Failed to export products',
  importProducts: 'Failed to import products',
  setVariants: 'Failed to save the options and variants',
} as const;

/** The import's success message when the server sent none. */
export const IMPORT_SUCCESS_FALLBACK = 'Products imported successfully';

/** The export's file name when the server does not name it. */
export const EXPORT_FILE_NAME = 'products.xlsx';

// Public reads (storefront).
export const fetchProducts = createApiThunk<ProductPage, ProductListRequest>(
  'products/fetchAll',
  productApi.list,
  PRODUCT_FALLBACKS.fetchProducts,
);

export const fetchProductById = createApiThunk<ProductDetail, number>(
  'products/fetchById',
  productApi.get,
  PRODUCT_FALLBACKS.fetchProduct,
);

export const fetchDiscountedProducts = createApiThunk<Paged<Product>, ProductListRequest>(
  'products/fetchDiscounted',
  productApi.discounted,
  PRODUCT_FALLBACKS.fetchDiscountedProducts,
);

/** The shop's filter counts; its own status in the slice, so it never dims or fails the list. */
export const fetchProductFacets = createApiThunk<ProductFacets, ProductFacetsFilters>(
  'products/fetchFacets',
  productApi.facets,
  PRODUCT_FALLBACKS.fetchProductFacets,
);

// Admin calls (dashboard).
export const addProduct = createApiThunk<Product, ProductInput>(
  'products/add',
  adminProductApi.create,
  PRODUCT_FALLBACKS.addProduct,
);

export const updateProduct = createApiThunk<Product, ProductUpdateInput>(
  'products/update',
  adminProductApi.update,
  PRODUCT_FALLBACKS.updateProduct,
);

export const deleteProduct = createApiThunk<null, number>(
  'products/delete',
  adminProductApi.remove,
  PRODUCT_FALLBACKS.deleteProduct,
);

export const deleteMultipleProducts = createApiThunk<null, number[]>(
  'products/deleteMultiple',
  adminProductApi.removeMany,
  PRODUCT_FALLBACKS.deleteProducts,
);

export const fetchProductForAdmin = createApiThunk<AdminProduct, number>(
  'products/fetchForAdmin',
  adminProductApi.get,
  PRODUCT_FALLBACKS.fetchProductDetails,
);

/** Decision 016's editor: not one of the specification's calls, and the editor shows its own progress. */
export const setProductVariants = createApiThunk<ProductVariants, VariantsArgs>(
  'products/setVariants',
  adminProductApi.setVariants,
  PRODUCT_FALLBACKS.setVariants,
);

export const fetchProductsForAdmin = createApiThunk<Paged<Product>, AdminProductListRequest>(
  'products/fetchAllForAdmin',
  adminProductApi.list,
  PRODUCT_FALLBACKS.fetchAdminProducts,
);

export const addOrUpdateDiscount = createApiThunk<Product, DiscountArgs>(
  'products/addOrUpdateDiscount',
  adminProductApi.addOrUpdateDiscount,
  PRODUCT_FALLBACKS.updateDiscount,
);

export const removeDiscount = createApiThunk<Product | null, number>(
  'products/removeDiscount',
  adminProductApi.removeDiscount,
  PRODUCT_FALLBACKS.removeDiscount,
);

export const fetchBrandProductsForAdmin = createApiThunk<BrandWithProducts, ProductsOfArgs>(
  'products/fetchBrandProductsForAdmin',
  adminProductApi.brandWithProducts,
  PRODUCT_FALLBACKS.fetchBrandProducts,
);

/**
 * Downloads the Excel export and hands it to the browser; only the file name goes through Redux
 * (a Blob is not serializable).
 */
export const exportProducts = createApiThunk<{ fileName: string }>(
  'products/export',
  async (_arg, signal) => {
    const { blob, fileName } = await adminProductApi.exportToExcel(signal);
    const name = fileName ?? EXPORT_FILE_NAME;
    saveFile(blob, name);
    return { message: '', statusCode: 200, data: { fileName: name } };
  },
  PRODUCT_FALLBACKS.exportProducts,
);

/**
 * The workbook, or the workbook with the sender to use: the dashboard passes one that reports
 * upload progress (XMLHttpRequest), so the slice's import transitions stay the same either way.
 */
export type ImportProductsArg = File | { file: File; upload: ImportUpload };

export const importProducts = createApiThunk<unknown, ImportProductsArg>(
  'products/import',
  async (arg, signal) => {
    const answer =
      arg instanceof File
        ? await adminProductApi.importFromExcel(arg, signal)
        : await adminProductApi.importFromExcel(arg.file, signal, arg.upload);
    return { ...answer, message: answer.message || IMPORT_SUCCESS_FALLBACK };
  },
  PRODUCT_FALLBACKS.importProducts,
);

/** Calls that share the slice's loading/error/message flags. */
export const productThunks = [
  fetchProducts,
  fetchProductById,
  fetchDiscountedProducts,
  addProduct,
  updateProduct,
  deleteProduct,
  deleteMultipleProducts,
  fetchProductForAdmin,
  fetchProductsForAdmin,
  addOrUpdateDiscount,
  removeDiscount,
  fetchBrandProductsForAdmin,
] as const;

/** Export and import keep their own status and error (see the slice). */
export const productFileThunks = [exportProducts, importProducts] as const;
