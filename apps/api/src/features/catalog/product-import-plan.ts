import { sql } from 'drizzle-orm';
import type { Language, ProductImportRowError, ProductVariantsFields } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import { parseSar } from '../../lib/money.ts';
import {
  isUnchanged,
  keptProductColumns,
  mergeWithCurrent,
  readCurrentProducts,
  readCurrentVariants,
  type CurrentProduct,
} from './product-import-current.ts';
import { VARIANT_FIELD_COLUMNS, type ProductGroup } from './product-import-groups.ts';
import { invalidImport } from './product-import.ts';
import { variantWriteError } from './product-variant-checks.ts';
import { replaceProductVariants } from './product-variants.service.ts';
import { productValues } from './products.service.ts';

/** A product whose options or variants the import writes (`productId` null: a new product). */
interface VariantSave {
  group: ProductGroup;
  productId: number | null;
  input: ProductVariantsFields;
}

export interface ImportPlan {
  /** The product rows to upsert, one per product of the sheet. */
  products: ReturnType<typeof productValues>[];
  saves: VariantSave[];
}

/**
 * Before variants, a sheet of one row per product still imports as it always did; but the price
 * and stock of a product that now has options are its variants', so such a row may only repeat
 * them (as `updateProduct` requires).
 */
function optionsProductErrors(
  groups: ProductGroup[],
  current: Map<string, CurrentProduct>,
  lang: Language,
): ProductImportRowError[] {
  const errors: ProductImportRowError[] = [];
  for (const { key, first } of groups) {
    const product = current.get(key);
    if (!product?.hasOptions || !first.fields) continue;
    const message = translate('products.hasOptions', lang);
    if (parseSar(String(first.fields.price)) !== product.priceHalalas) {
      errors.push({ row: first.row, column: 'price', message });
    }
    if (first.fields.stock !== product.stock)
      errors.push({ row: first.row, column: 'stock', message });
  }
  return errors;
}

interface Code {
  row: number;
  column: string;
  ownerId: number | undefined;
}

/** SKUs and barcodes of the sheet that another product's variants hold: one query for all. */
async function takenCodeErrors(
  db: Executor,
  groups: ProductGroup[],
  current: Map<string, CurrentProduct>,
  lang: Language,
): Promise<ProductImportRowError[]> {
  const skus = new Map<string, Code>();
  const barcodes = new Map<string, Code>();
  for (const group of groups) {
    const ownerId = current.get(group.key)?.id;
    if (!group.variants) {
      if (!skus.has(group.key))
        skus.set(group.key, { row: group.first.row, column: 'sku', ownerId });
      continue;
    }
    const hasOptions = group.variants.options.length > 0;
    group.variants.variants.forEach((variant, k) => {
      const row = group.rows[k]!;
      const column = hasOptions ? 'variantSku' : 'sku';
      // A code repeated in the sheet is reported as such; the first row's product owns it here.
      const sku = variant.sku.toLowerCase();
      if (!skus.has(sku)) skus.set(sku, { row, column, ownerId });
      if (variant.barcode && !barcodes.has(variant.barcode)) {
        barcodes.set(variant.barcode, { row, column: 'variantBarcode', ownerId });
      }
    });
  }
  if (skus.size === 0) return [];
  const taken = await db.execute<{ productId: number; sku: string; barcode: string | null }>(sql`
    select product_id as "productId", lower(sku) as sku, barcode from product_variants
    where lower(sku) = any(${sql.param([...skus.keys()])}::text[])
      or barcode = any(${sql.param([...barcodes.keys()])}::text[])`);
  const errors: ProductImportRowError[] = [];
  for (const row of taken.rows) {
    const bySku = skus.get(row.sku);
    if (bySku && bySku.ownerId !== row.productId) {
      const message = translate('products.skuTaken', lang);
      errors.push({ row: bySku.row, column: bySku.column, message });
    }
    const byBarcode = row.barcode === null ? undefined : barcodes.get(row.barcode);
    if (byBarcode && byBarcode.ownerId !== row.productId) {
      const message = translate('products.barcodeTaken', lang);
      errors.push({ row: byBarcode.row, column: byBarcode.column, message });
    }
  }
  return errors;
}

/**
 * Reads what the shop holds of the sheet's products (three statements), adds the refusals that
 * need it to `errors`, and decides what to write: every product's row (the upsert writes only the
 * changed ones) and the variant saves of products whose options or variants changed.
 */
export async function planImport(
  db: Executor,
  groups: ProductGroup[],
  lang: Language,
  errors: ProductImportRowError[],
): Promise<ImportPlan> {
  const current = await readCurrentProducts(
    db,
    groups.map((group) => group.key),
  );
  errors.push(
    ...optionsProductErrors(
      groups.filter((group) => group.rows.length === 1 && !group.variants),
      current,
      lang,
    ),
  );
  const ids = groups.flatMap((group) => {
    const id = group.variants ? current.get(group.key)?.id : undefined;
    return id === undefined ? [] : [id];
  });
  const variants = await readCurrentVariants(db, ids);
  errors.push(...(await takenCodeErrors(db, groups, current, lang)));
  const plan: ImportPlan = { products: [], saves: [] };
  for (const group of groups) {
    if (!group.first.fields) continue;
    const values = productValues(group.first.fields);
    const input = group.variants;
    if (input && input.options.length > 0) Object.assign(values, keptProductColumns(input));
    plan.products.push(values);
    if (!input) continue;
    const product = current.get(group.key);
    if (!product) {
      const [only] = input.variants;
      const isPlain =
        input.options.length === 0 && !only!.barcode && only!.weightGrams === undefined;
      // A new product without options gets its default variant from the insert's trigger.
      if (!isPlain) plan.saves.push({ group, productId: null, input });
      continue;
    }
    const merged = mergeWithCurrent(input, variants.get(product.id));
    if (!isUnchanged(merged, variants.get(product.id))) {
      plan.saves.push({ group, productId: product.id, input: merged });
    }
  }
  return plan;
}

/**
 * One product's save inside the import's transaction. A refusal the checks above could not
 * foresee (a photo, the fixed discount, a code taken meanwhile) becomes the 422 of its row and
 * column, and the transaction rolls back.
 */
export async function saveVariants(tx: Executor, id: number, save: VariantSave, lang: Language) {
  try {
    await replaceProductVariants(tx, id, save.input);
  } catch (error) {
    const refusal = variantWriteError(error);
    if (!(refusal instanceof AppError)) throw refusal;
    const [, k, field] = (refusal.field ?? '').split('.');
    const row = save.group.rows[Number(k)] ?? save.group.first.row;
    const column = field
      ? (VARIANT_FIELD_COLUMNS[field] ?? 'variantSku')
      : refusal.messageKey === 'products.discountAboveVariant'
        ? 'discountValue'
        : 'variantSku';
    throw invalidImport([
      { row, column, message: translate(refusal.messageKey, lang, refusal.params) },
    ]);
  }
}
