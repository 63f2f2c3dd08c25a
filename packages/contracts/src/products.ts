import { z } from 'zod';
import { idNumber, pageQuerySchema, type Paged } from './envelope.ts';
import { requiredText, textInput, withinDateRange } from './text.ts';
import { brandSchema, categorySchema } from './catalog.ts';
import {
  blankToUndefined,
  formBoolean,
  optionalBoolean,
  optionalId,
  optionalIdList,
  requiredId,
  sarAmountSchema,
  wholeNumber,
} from './fields.ts';
import { PRODUCT_SORTS, STOCK_STATUSES } from './product-choices.ts';

export {
  PRODUCT_SORTS,
  STOCK_STATUSES,
  type ProductSort,
  type StockStatus,
} from './product-choices.ts';

/** Upper bounds that keep a typo (an extra zero or three) out of the catalog. */
export const MAX_PRICE_SAR = 1_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_PRODUCT_IMAGES = 10;
/** Stock at or below this is "low" in the dashboard's filters and statistics. */
export const LOW_STOCK_THRESHOLD = 5;

export const productPriceSchema = sarAmountSchema
  .pipe(z.number().min(0.01, { error: 'v.pricePositive' }).max(MAX_PRICE_SAR, { error: 'v.max' }))
  .meta({ type: 'number', description: 'SAR, at most two decimals' });

/** ISO date or date-time; a bare date means the start of that day in UTC. */
export const optionalDate = z.preprocess(
  blankToUndefined,
  textInput('v.date')
    .trim()
    .refine((text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)), {
      error: 'v.date',
      abort: true,
    })
    .refine(withinDateRange, { error: 'v.dateRange' })
    .transform((text) => new Date(text).toISOString())
    .optional(),
);

export const DISCOUNT_TYPES = ['Percentage', 'Fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * A discount as sent (multipart `discount.type`, `discount.value`, … or a JSON object). Percentage
 * is 1–100 % (decimals allowed: 12.5 %); Fixed is SAR off the price. The price check against a fixed
 * value happens where the price is known.
 */
export const discountInputSchema = z
  .object({
    type: z.enum(DISCOUNT_TYPES, { error: 'v.discountType' }),
    value: sarAmountSchema.pipe(z.number().positive({ error: 'v.discountPositive' })),
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .superRefine((discount, ctx) => {
    if (discount.type === 'Percentage' && discount.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'v.percent' });
    }
    if (discount.startDate && discount.endDate && discount.endDate <= discount.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'v.endAfterStart' });
    }
  });
export type DiscountInput = z.output<typeof discountInputSchema>;

/**
 * Multipart flattens the discount into `discount.type`, `discount.value`, …; this folds those keys
 * back into one object. No discount field at all (or every one blank) means "no discount".
 */
function foldDiscount(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  const folded: Record<string, unknown> = {};
  const discount: Record<string, unknown> =
    source.discount && typeof source.discount === 'object'
      ? { ...(source.discount as Record<string, unknown>) }
      : {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('discount.')) discount[key.slice('discount.'.length)] = value;
    else if (key !== 'discount') folded[key] = value;
  }
  const sent = Object.values(discount).some((value) => blankToUndefined(value) !== undefined);
  folded.discount = sent ? discount : null;
  return folded;
}

/** A SKU as staff type it; unique across the shop, compared case-insensitively. */
export const skuSchema = requiredText(64).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, {
  error: 'v.sku',
});

const descriptionText = textInput().trim().max(5000, { error: 'v.tooLong' }).optional().default('');

/** Product fields shared by the create and update forms. */
export const productFieldsObject = z.object({
  nameEn: requiredText(150),
  nameAr: requiredText(150),
  descriptionEn: descriptionText,
  descriptionAr: descriptionText,
  sku: skuSchema,
  price: productPriceSchema,
  stock: wholeNumber(0, MAX_STOCK),
  brandId: requiredId,
  categoryId: requiredId,
  isActive: z.preprocess(blankToUndefined, formBoolean.optional().default(true)),
  discount: discountInputSchema.nullable().optional().meta({
    description:
      'Multipart sends discount.type, discount.value, discount.startDate, discount.endDate',
  }),
});

function checkFixedDiscount(
  fields: { price: number; discount?: DiscountInput | null | undefined },
  ctx: z.RefinementCtx<unknown>,
) {
  const { discount, price } = fields;
  if (discount?.type === 'Fixed' && Math.round(discount.value * 100) >= Math.round(price * 100)) {
    ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'v.discountBelowPrice' });
  }
}

/**
 * The create form's body: the product fields plus whatever the transport adds (the API adds the
 * uploaded `images`). The discount arrives folded, and a fixed discount is checked against the price.
 */
export function productFormSchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z.preprocess(
    foldDiscount,
    productFieldsObject
      .extend(extra)
      .superRefine((fields, ctx) => checkFixedDiscount(fields as ProductFieldsOutput, ctx)),
  );
}

export const productFieldsSchema = productFormSchema({});
export type ProductFieldsInput = z.input<typeof productFieldsObject>;
export type ProductFieldsOutput = z.output<typeof productFieldsObject>;

/**
 * `updateProduct` also sends the id. `imageOrder` (optional, repeatable) is the final image list:
 * each entry is an image URL the product already has or `new:N`, the N-th uploaded file (from 0).
 * Without it, existing images are kept and uploads are added after them.
 */
export const productUpdateShape = {
  id: requiredId,
  imageOrder: z
    .preprocess(
      (value) =>
        value === undefined
          ? undefined
          : (Array.isArray(value) ? value : [value]).filter(
              (entry) => typeof entry !== 'string' || entry.trim() !== '',
            ),
      z
        .array(textInput().trim().max(500, { error: 'v.tooLong' }))
        .max(MAX_PRODUCT_IMAGES, { error: 'v.tooManyImages' })
        .optional(),
    )
    .meta({ description: 'Final order: existing image URLs and `new:N` for uploads' }),
};
export const productUpdateFieldsSchema = productFormSchema(productUpdateShape);

/** `addOrUpdateDiscount/{id}` takes the discount as query parameters. */
export const discountQuerySchema = discountInputSchema;

const optionalPrice = z.preprocess(
  blankToUndefined,
  sarAmountSchema.pipe(z.number().min(0, { error: 'v.min' })).optional(),
);

function checkPriceRange(query: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx) {
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.maxPrice < query.minPrice
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'v.maxBelowMin' });
  }
}

const productListShape = {
  ...pageQuerySchema.shape,
  search: textInput().trim().max(100, { error: 'v.tooLong' }).optional(),
  brandId: optionalId,
  categoryId: optionalId,
  /** Several brands (`3,7`): a product of any of them. With `brandId` too, both must hold. */
  brandIds: optionalIdList,
  /** Several categories, each with its sub-categories. With `categoryId` too, both must hold. */
  categoryIds: optionalIdList,
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  inStock: optionalBoolean,
  hasDiscount: optionalBoolean,
  sortBy: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS).optional()),
  sortDirection: z.preprocess(
    (value) => (typeof value === 'string' && value ? value.toLowerCase() : undefined),
    z.enum(['asc', 'desc']).optional(),
  ),
};

/**
 * Public product lists. Without `sortBy`, a search sorts by relevance and anything else by newest.
 * Each sort has a natural direction (newest and best selling first, cheapest first, A to Z).
 */
export const productListQuerySchema = z.object(productListShape).superRefine(checkPriceRange);
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilters = z.output<typeof productListQuerySchema>;

/**
 * `product/getProductFacets`: the filter panel's counts for the shop's current search and filters.
 * Takes the list's filters without paging or sort. Each brand (or category) count is what the list
 * would hold with that brand (or category) chosen and every other filter kept; the price bounds
 * are the cheapest and dearest price paid now among the matching products.
 */
export const productFacetsQuerySchema = z
  .object({
    search: productListShape.search,
    brandId: productListShape.brandId,
    categoryId: productListShape.categoryId,
    brandIds: productListShape.brandIds,
    categoryIds: productListShape.categoryIds,
    minPrice: productListShape.minPrice,
    maxPrice: productListShape.maxPrice,
    inStock: productListShape.inStock,
    hasDiscount: productListShape.hasDiscount,
  })
  .superRefine(checkPriceRange);
export type ProductFacetsQuery = z.input<typeof productFacetsQuerySchema>;
export type ProductFacetsFilters = z.output<typeof productFacetsQuerySchema>;

export const facetCountSchema = z.object({
  id: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  count: z.number().int(),
});
export type FacetCount = z.infer<typeof facetCountSchema>;

export const productFacetsSchema = z.object({
  /** Products matching every filter. */
  totalCount: z.number().int(),
  /** Brands with at least one product, most products first, then by name. */
  brands: z.array(facetCountSchema),
  /** Categories with at least one product (a parent counts its sub-categories' products). */
  categories: z.array(facetCountSchema.extend({ parentId: z.number().int().nullable() })),
  /** SAR; null when nothing matches. Computed without the price filters themselves. */
  price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/**
 * A page of the shop's product list. When a search finds nothing, `didYouMean` carries a close
 * spelling made of the catalog's own words (searching it finds something), else null.
 */
export interface ProductPage extends Paged<Product> {
  didYouMean?: string | null;
}

/** The dashboard's list adds inactive products and stock filters. */
export const adminProductListQuerySchema = z
  .object({
    ...productListShape,
    isActive: optionalBoolean,
    stockStatus: z.preprocess(blankToUndefined, z.enum(STOCK_STATUSES).optional()),
  })
  .superRefine(checkPriceRange);
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;
export type AdminProductListFilters = z.output<typeof adminProductListQuerySchema>;

export const discountSchema = z.object({
  type: z.enum(DISCOUNT_TYPES),
  /** Percent (up to 100) or SAR off the price. */
  value: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

/** A colour chip on a product's card: a value of its swatches option that has an active variant. */
export const listSwatchSchema = z.object({
  id: z.number().int(),
  valueEn: z.string(),
  valueAr: z.string(),
  /** In the request's language. */
  value: z.string(),
  /** `#RRGGBB`; null when the staff gave the value no colour. */
  hex: z.string().nullable(),
});
export type ListSwatch = z.infer<typeof listSwatchSchema>;

/** A product as lists and details show it (prices in SAR, two decimals). */
export const productSchema = z.object({
  id: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** In the request's language. */
  name: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  description: z.string(),
  sku: z.string(),
  /** The cheapest active variant's price (a product without options has one). */
  price: z.number(),
  /** The price after a discount active now; null when none is. */
  discountedPrice: z.number().nullable(),
  /** The dearest active variant's price: a card says "from {price}" when it differs. */
  priceMax: z.number(),
  /** `priceMax` after the discount active now; null when none is. */
  discountedPriceMax: z.number().nullable(),
  discount: discountSchema.nullable(),
  /** The stock of the active variants together. */
  stock: z.number().int(),
  /** The colours a card shows as dots (kept on the product, decision 016); empty without them. */
  swatches: z.array(listSwatchSchema),
  /**
   * True when the product has options to choose (kept on the product, decision 016): a card links
   * to its page instead of adding it, even when every variant costs the same and none is a colour.
   */
  hasOptions: z.boolean(),
  brandId: z.number().int(),
  brandName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Ordered; the first is the cover. Each URL names the 800 px file (see image sizes). */
  images: z.array(z.string()),
  isActive: z.boolean(),
  soldCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Present when the caller is signed in. */
  isFavorite: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

const pagedProducts = z.object({
  items: z.array(productSchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

/** `getBrandWithProducts` / `getCategoryProducts`: the brand or category and a page of its products. */
export const brandWithProductsSchema = z.object({ brand: brandSchema, products: pagedProducts });
export type BrandWithProducts = z.infer<typeof brandWithProductsSchema>;
export const categoryWithProductsSchema = z.object({
  category: categorySchema,
  products: pagedProducts,
});
export type CategoryWithProducts = z.infer<typeof categoryWithProductsSchema>;

/** `DeleteMultipleProducts`: the body is the bare array of ids. */
export const productIdsSchema = z
  .array(idNumber(), {
    error: 'v.idList',
  })
  .min(1, { error: 'v.idList' })
  .max(500, { error: 'v.max' });

/** One problem in an imported workbook: its row (as the spreadsheet numbers it) and column. */
export interface ProductImportRowError {
  row: number;
  column: string;
  message: string;
}

/** A successful import; a file with any bad row answers 422 with `{ errors }` and writes nothing. */
export interface ProductImportResult {
  created: number;
  /** Products whose columns or variants changed. */
  updated: number;
  /** Products in the file that were already exactly so: nothing of theirs was written. */
  unchanged: number;
}

/**
 * The workbook's variant columns (decision 016): one row per variant, its product's columns
 * repeated, then the variant's value of each option (both names and both values, up to three
 * options) and its own SKU, barcode, price, stock, weight and flag. A product without options has
 * one row, its option columns blank.
 */
export const VARIANT_SHEET_COLUMNS = [
  ...([1, 2, 3] as const).flatMap(
    (n) =>
      [`option${n}NameEn`, `option${n}NameAr`, `option${n}ValueEn`, `option${n}ValueAr`] as const,
  ),
  'variantSku',
  'variantBarcode',
  'variantPrice',
  'variantStock',
  'variantWeight',
  'variantActive',
] as const;

/** The workbook's columns, in order; export writes them and import reads them by header. */
export const PRODUCT_SHEET_COLUMNS = [
  'sku',
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'price',
  'stock',
  'brandId',
  'brandName',
  'categoryId',
  'categoryName',
  'isActive',
  'discountType',
  'discountValue',
  'discountStartDate',
  'discountEndDate',
  'discountedPrice',
  'soldCount',
  'images',
  ...VARIANT_SHEET_COLUMNS,
] as const;
