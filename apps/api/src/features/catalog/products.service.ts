import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_PRODUCT_IMAGES,
  type DiscountInput,
  type ProductDetail,
  type ProductFieldsOutput,
  type Product,
} from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from '../../db/errors.ts';
import { badRequest, conflict, fieldError, notFound, unprocessable } from '../../lib/app-error.ts';
import { removeImage, storeImage } from '../../lib/images.ts';
import { parseSar } from '../../lib/money.ts';
import { products } from './catalog.tables.ts';
import { discountColumns, NO_DISCOUNT } from './product-pricing.ts';
import { findProductDetail } from './product-detail.ts';
import { findProduct } from './product-by-id.ts';
import type { ProductReader } from './product-queries.ts';
import { productVariants } from './variants.tables.ts';

const FOLDER = 'products';

/** Validated fields → row values (prices in halalas, the discount in its columns). */
export function productValues(fields: ProductFieldsOutput) {
  return {
    nameEn: fields.nameEn,
    nameAr: fields.nameAr,
    descriptionEn: fields.descriptionEn,
    descriptionAr: fields.descriptionAr,
    sku: fields.sku,
    priceHalalas: parseSar(String(fields.price))!,
    stock: fields.stock,
    brandId: fields.brandId,
    categoryId: fields.categoryId,
    isActive: fields.isActive,
    ...discountColumns(fields.discount),
  };
}

/** Maps the database's verdict on a write to the field the user has to fix. */
export function productWriteError(error: unknown): unknown {
  if (isUniqueViolation(error)) return conflict('products.skuTaken', null, { field: 'sku' });
  if (isForeignKeyViolation(error)) {
    return violatedConstraint(error)?.includes('category')
      ? fieldError('categoryId', 'products.unknownCategory')
      : fieldError('brandId', 'products.unknownBrand');
  }
  return error;
}

/** Stores uploads through the image pipeline; if one is refused, the ones already stored go. */
async function storeImages(ctx: AppContext, files: Buffer[]): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const file of files) stored.push(await storeImage(ctx.media, FOLDER, file));
    return stored;
  } catch (error) {
    await removeImages(ctx, stored);
    throw error;
  }
}

async function removeImages(ctx: AppContext, urls: string[]) {
  await Promise.all(urls.map((url) => removeImage(ctx.media, url)));
}

function checkImageCount(count: number) {
  if (count > MAX_PRODUCT_IMAGES) {
    throw badRequest('products.tooManyImages', null, {
      params: { max: MAX_PRODUCT_IMAGES },
      field: 'images',
    });
  }
}

async function readProduct(db: Executor, id: number, reader: ProductReader): Promise<Product> {
  const product = await findProduct(db, id, reader);
  if (!product) throw notFound('products.notFound');
  return product;
}

/** The product page: the product with its options and variants. */
export async function getProduct(
  ctx: AppContext,
  id: number,
  reader: ProductReader,
): Promise<ProductDetail> {
  const product = await findProductDetail(ctx.db, id, reader);
  if (!product) throw notFound('products.notFound');
  return product;
}

export async function createProduct(
  ctx: AppContext,
  fields: ProductFieldsOutput,
  files: Buffer[],
  reader: ProductReader,
): Promise<Product> {
  checkImageCount(files.length);
  const imageUrls = await storeImages(ctx, files);
  let id: number;
  try {
    const [row] = await ctx.db
      .insert(products)
      .values({ ...productValues(fields), imageUrls })
      .returning({ id: products.id });
    id = row!.id;
  } catch (error) {
    await removeImages(ctx, imageUrls);
    throw productWriteError(error);
  }
  return readProduct(ctx.db, id, reader);
}

/**
 * The final image list: `imageOrder` entries are kept URLs or `new:N` (the N-th upload); uploads it
 * does not name go last. Without an order, the kept images come first, then the uploads.
 */
export function arrangeImages(
  existing: string[],
  uploaded: string[],
  order: string[] | undefined,
): string[] {
  if (!order) return [...existing, ...uploaded];
  const used = new Set<number>();
  const arranged = order.map((entry) => {
    const upload = /^new:(\d+)$/.exec(entry);
    if (upload) {
      const index = Number(upload[1]);
      if (index >= uploaded.length || used.has(index)) throw badImageOrder();
      used.add(index);
      return uploaded[index]!;
    }
    if (!existing.includes(entry)) throw badImageOrder();
    return entry;
  });
  if (new Set(arranged).size !== arranged.length) throw badImageOrder();
  return [...arranged, ...uploaded.filter((_, index) => !used.has(index))];
}

const badImageOrder = () => fieldError('imageOrder', 'products.badImageOrder');

/**
 * A full replacement of the product's fields (PUT); images as `arrangeImages` decides. Price, stock
 * and SKU are a product's without options through its one variant, written here in the same
 * transaction (the variants' trigger keeps the product's columns). A product with options has them
 * per variant (`setProductVariants`): sending them unchanged is fine, changing them is refused.
 */
export async function updateProduct(
  ctx: AppContext,
  id: number,
  fields: ProductFieldsOutput & { imageOrder?: string[] | undefined },
  files: Buffer[],
  reader: ProductReader,
): Promise<Product> {
  const [before] = await ctx.db
    .select({
      imageUrls: products.imageUrls,
      priceHalalas: products.priceHalalas,
      stock: products.stock,
      sku: products.sku,
      hasOptions: hasOptionsSql,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!before) throw notFound('products.notFound');
  const { sku, priceHalalas, stock, ...own } = productValues(fields);
  if (before.hasOptions) refuseVariantFields(before, { sku, priceHalalas, stock });
  // Check the order against the uploads' count before anything is stored.
  const placeholders = files.map((_, index) => `new:${index}`);
  const planned = arrangeImages(before.imageUrls, placeholders, fields.imageOrder);
  checkImageCount(planned.length);

  const uploaded = await storeImages(ctx, files);
  const imageUrls = planned.map((url) => {
    const upload = /^new:(\d+)$/.exec(url);
    return upload ? uploaded[Number(upload[1])]! : url;
  });
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ ...own, imageUrls, updatedAt: new Date() })
        .where(eq(products.id, id));
      if (!before.hasOptions) {
        await tx
          .update(productVariants)
          .set({ sku, priceHalalas, stock, isActive: own.isActive })
          .where(and(eq(productVariants.productId, id), eq(productVariants.isDefault, true)));
      }
      // A variant's photos are a subset of the product's: the ones removed leave its list too.
      const images = sql`${sql.param(imageUrls)}::text[]`;
      await tx
        .update(productVariants)
        .set({
          imageUrls: sql`array(select url from unnest(${productVariants.imageUrls}) with ordinality
            as kept(url, n) where url = any(${images}) order by n)`,
        })
        .where(
          and(
            eq(productVariants.productId, id),
            sql`not (${productVariants.imageUrls} <@ ${images})`,
          ),
        );
    });
  } catch (error) {
    await removeImages(ctx, uploaded);
    throw productWriteError(error);
  }
  await removeImages(
    ctx,
    before.imageUrls.filter((url) => !imageUrls.includes(url)),
  );
  return readProduct(ctx.db, id, reader);
}

/**
 * Whether the product has options: then its variants are its own, not the default one. Spelled out
 * in SQL: in a one-table select Drizzle leaves column names unqualified, and "id" would be the
 * variant's.
 */
const hasOptionsSql = sql<boolean>`exists (select 1 from product_variants v
  where v.product_id = "products"."id" and not v.is_default)`;

function refuseVariantFields(
  kept: { sku: string; priceHalalas: number; stock: number },
  sent: { sku: string; priceHalalas: number; stock: number },
) {
  const changed = (['priceHalalas', 'stock', 'sku'] as const).find(
    (key) => kept[key] !== sent[key],
  );
  if (!changed) return;
  const field = changed === 'priceHalalas' ? 'price' : changed;
  throw unprocessable('products.hasOptions', null, { field });
}

export async function deleteProduct(ctx: AppContext, id: number): Promise<void> {
  const [removed] = await ctx.db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ imageUrls: products.imageUrls });
  if (!removed) throw notFound('products.notFound');
  await removeImages(ctx, removed.imageUrls);
}

/**
 * All or nothing, in one transaction: if any id is unknown the answer is 404 naming them and no
 * product is deleted. Image files go only after the rows are gone for good.
 */
export async function deleteProducts(ctx: AppContext, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const removed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(products)
      .where(inArray(products.id, unique))
      .returning({ id: products.id, imageUrls: products.imageUrls });
    if (rows.length !== unique.length) {
      const found = new Set(rows.map((row) => row.id));
      const missing = unique.filter((id) => !found.has(id));
      throw notFound('products.someNotFound', { missing }, { params: { ids: missing.join(', ') } });
    }
    return rows;
  });
  await removeImages(
    ctx,
    removed.flatMap((row) => row.imageUrls),
  );
  return removed.length;
}

/** Adds or replaces the discount; a fixed amount must stay under the current price. */
export async function setDiscount(
  ctx: AppContext,
  id: number,
  discount: DiscountInput,
  reader: ProductReader,
): Promise<Product> {
  const columns = discountColumns(discount);
  const [row] = await ctx.db
    .select({ priceHalalas: products.priceHalalas })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw notFound('products.notFound');
  if (columns.discountType === 'Fixed' && columns.discountValueHundredths! >= row.priceHalalas) {
    throw fieldError('value', 'products.discountBelowPrice');
  }
  await ctx.db
    .update(products)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(products.id, id));
  return readProduct(ctx.db, id, reader);
}

export async function removeDiscount(
  ctx: AppContext,
  id: number,
  reader: ProductReader,
): Promise<Product> {
  const [row] = await ctx.db
    .update(products)
    .set({ ...NO_DISCOUNT, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) throw notFound('products.notFound');
  return readProduct(ctx.db, id, reader);
}
