import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { PRODUCT_SHEET_COLUMNS } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { toSar } from '../../lib/money.ts';
import { brands, categories, products } from './catalog.tables.ts';
import { discountedPriceHalalas } from './product-pricing.ts';
import { productVariants } from './variants.tables.ts';

/** Products read per query while the workbook streams out (keyset paging on the id). */
const BATCH_SIZE = 1000;
/**
 * Rows written in one go before other requests get their turn: a few milliseconds of work, so a
 * running export never holds the event loop for long (a whole batch in one go took ~60 ms).
 */
const ROWS_PER_TURN = 100;
/** How the images cell joins the URLs (import ignores the column: images are managed one by one). */
export const IMAGE_SEPARATOR = ' | ';

/** exceljs holds ~40 MB once loaded: it is loaded by the first export, not at start. */
const loadExcel = loadOnce(async () => (await import('exceljs')).default);

type SheetColumn = (typeof PRODUCT_SHEET_COLUMNS)[number];
type CellValue = ExcelJS.CellValue;

/**
 * Every column not listed here holds text and gets Excel's Text format ("@"), so whatever is typed
 * into it later, in exported rows or new ones, stays text instead of being evaluated.
 */
const NUMBER_FORMATS: Partial<Record<SheetColumn, string>> = {
  price: '0.00',
  discountValue: '0.00',
  discountedPrice: '0.00',
  stock: '0',
  brandId: '0',
  categoryId: '0',
  soldCount: '0',
  isActive: 'General',
  variantPrice: '0.00',
  variantStock: '0',
  variantWeight: '0',
  variantActive: 'General',
};
const WIDE: Partial<Record<SheetColumn, number>> = {
  nameEn: 32,
  nameAr: 32,
  descriptionEn: 48,
  descriptionAr: 48,
  images: 60,
};

/**
 * Formula injection (OWASP "CSV injection"): a product named `=HYPERLINK(…)`, `+1`, `-2` or `@SUM(…)`
 * must never become a formula. Every text goes out as an inline string (`t="inlineStr"`, a one-run
 * rich text in exceljs terms) — a string is never a formula, whatever it starts with, and no cell is
 * ever given `{ formula }`. The text columns also carry the Text number format, so editing such a
 * cell in Excel keeps it text. The text itself is written unchanged: prefixing a quote, as the CSV
 * advice goes, would show in the cell and come back on import, breaking export → import round trips.
 * (exceljs cannot write the `quotePrefix` style flag; the Text format does the same job here.)
 */
function text(value: string | null | undefined): CellValue {
  return value ? { richText: [{ text: value }] } : null;
}

const exportSelection = {
  id: products.id,
  sku: products.sku,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  descriptionEn: products.descriptionEn,
  descriptionAr: products.descriptionAr,
  priceHalalas: products.priceHalalas,
  stock: products.stock,
  brandId: products.brandId,
  brandName: brands.nameEn,
  categoryId: products.categoryId,
  categoryName: categories.nameEn,
  isActive: products.isActive,
  discountType: products.discountType,
  discountValueHundredths: products.discountValueHundredths,
  discountStartsAt: products.discountStartsAt,
  discountEndsAt: products.discountEndsAt,
  soldCount: products.soldCount,
  imageUrls: products.imageUrls,
};

/** One page of products after `afterId`, with the English brand and category names: one query. */
function readBatch(db: Executor, afterId: number) {
  return db
    .select(exportSelection)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(BATCH_SIZE);
}

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

interface VariantValue {
  nameEn: string;
  nameAr: string;
  valueEn: string;
  valueAr: string;
}

/**
 * The variants of a batch's products, in id order, each with its option values in option order:
 * one query per batch, whatever the number of variants.
 */
function readVariants(db: Executor, productIds: number[]) {
  const v = productVariants;
  return db
    .select({
      productId: v.productId,
      sku: v.sku,
      barcode: v.barcode,
      priceHalalas: v.priceHalalas,
      stock: v.stock,
      weightGrams: v.weightGrams,
      isActive: v.isActive,
      values: sql<VariantValue[]>`coalesce((
        select json_agg(json_build_object('nameEn', o.name_en, 'nameAr', o.name_ar,
          'valueEn', ov.value_en, 'valueAr', ov.value_ar) order by o.position)
        from product_variant_values vv
        join product_options o on o.id = vv.option_id
        join product_option_values ov on ov.id = vv.value_id
        where vv.variant_id = "product_variants"."id"), '[]'::json)`,
    })
    .from(v)
    .where(sql`${v.productId} = any(${sql.param(productIds)}::integer[])`)
    .orderBy(asc(v.productId), asc(v.id));
}

type VariantRow = Awaited<ReturnType<typeof readVariants>>[number];

/** A product's rows: one per variant, the product's columns repeated on each. */
function variantValues(variant: VariantRow | undefined): Partial<Record<SheetColumn, CellValue>> {
  if (!variant) return {};
  const cells: Partial<Record<SheetColumn, CellValue>> = {
    variantSku: text(variant.sku),
    variantBarcode: text(variant.barcode),
    variantPrice: toSar(variant.priceHalalas),
    variantStock: variant.stock,
    variantWeight: variant.weightGrams,
    variantActive: variant.isActive,
  };
  variant.values.forEach((value, i) => {
    const n = (i + 1) as 1 | 2 | 3;
    cells[`option${n}NameEn`] = text(value.nameEn);
    cells[`option${n}NameAr`] = text(value.nameAr);
    cells[`option${n}ValueEn`] = text(value.valueEn);
    cells[`option${n}ValueAr`] = text(value.valueAr);
  });
  return cells;
}

function sheetValues(row: ExportRow, now: Date): Partial<Record<SheetColumn, CellValue>> {
  const discounted = discountedPriceHalalas(row, now);
  return {
    sku: text(row.sku),
    nameEn: text(row.nameEn),
    nameAr: text(row.nameAr),
    descriptionEn: text(row.descriptionEn),
    descriptionAr: text(row.descriptionAr),
    price: toSar(row.priceHalalas),
    stock: row.stock,
    brandId: row.brandId,
    brandName: text(row.brandName),
    categoryId: row.categoryId,
    categoryName: text(row.categoryName),
    isActive: row.isActive,
    discountType: text(row.discountType),
    discountValue: row.discountValueHundredths === null ? null : toSar(row.discountValueHundredths),
    discountStartDate: text(row.discountStartsAt?.toISOString()),
    discountEndDate: text(row.discountEndsAt?.toISOString()),
    discountedPrice: discounted === null ? null : toSar(discounted),
    soldCount: row.soldCount,
    images: text(row.imageUrls.join(IMAGE_SEPARATOR)),
  };
}

/**
 * Waits for the client when it reads slower than the workbook is made (the zip stream stops
 * taking data, so rows would pile up in memory), else just lets other requests run first.
 */
async function readyForMore(output: PassThrough): Promise<void> {
  if (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  } else {
    await nextTurn();
  }
}

async function writeWorkbook(
  db: Executor,
  output: PassThrough,
  firstBatch: ExportRow[],
  now: Date,
): Promise<void> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Dukkan';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRODUCT_SHEET_COLUMNS.map((key) => ({
    key,
    width: WIDE[key] ?? 16,
    style: { numFmt: NUMBER_FORMATS[key] ?? '@' },
  }));
  const header = sheet.addRow(PRODUCT_SHEET_COLUMNS.map((name) => text(name)));
  header.font = { bold: true };
  header.commit();

  let batch = firstBatch;
  while (batch.length > 0) {
    const variants = new Map<number, VariantRow[]>();
    for (const variant of await readVariants(
      db,
      batch.map((row) => row.id),
    )) {
      variants.set(variant.productId, [...(variants.get(variant.productId) ?? []), variant]);
    }
    for (let start = 0; start < batch.length; start += ROWS_PER_TURN) {
      for (const row of batch.slice(start, start + ROWS_PER_TURN)) {
        const product = sheetValues(row, now);
        for (const variant of variants.get(row.id) ?? [undefined]) {
          sheet.addRow({ ...product, ...variantValues(variant) }).commit();
        }
      }
      await readyForMore(output);
      // The download was abandoned (the client went away): stop reading the catalog.
      if (output.destroyed) return;
    }
    if (batch.length < BATCH_SIZE) break;
    batch = await readBatch(db, batch[batch.length - 1]!.id);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The whole catalog (active and inactive) as an .xlsx stream: one sheet "Products" whose header row
 * is `PRODUCT_SHEET_COLUMNS`. Rows are read in keyset batches and written as they arrive, so memory
 * stays flat however many products there are. The first batch is read before the stream is handed
 * back, so a database failure still answers as an ordinary error rather than a cut-off download.
 */
export async function openProductWorkbook(db: Executor, now = new Date()): Promise<Readable> {
  const firstBatch = await readBatch(db, 0);
  const output = new PassThrough();
  writeWorkbook(db, output, firstBatch, now).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** `products-2026-01-31.xlsx` (UTC date). */
export function exportFileName(now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.xlsx`;
}
