import {
  describeRule,
  PRODUCT_SHEET_COLUMNS,
  productFieldsSchema,
  VARIANT_SHEET_COLUMNS,
  type Language,
  type ProductFieldsOutput,
  type ProductImportRowError,
} from '@dukkan/contracts';
import { type AppError, badRequest, payloadTooLarge, unprocessable } from '../../lib/app-error.ts';
import { translate } from '../../lib/messages.ts';
import {
  NotWorkbookError,
  openFirstSheet,
  WorkbookTooLargeError,
  type CellValue,
  type SheetRow,
} from '../../lib/xlsx-reader.ts';

/** Data rows one import may hold (the header row not counted). */
export const MAX_IMPORT_ROWS = 50_000;
/** Row errors listed in a 422 answer; its message still gives the full count. */
export const MAX_LISTED_ERRORS = 1_000;
/** How far an uploaded workbook may inflate: far above a real 10 MB sheet, far below a zip bomb. */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

const REQUIRED_COLUMNS = [
  'sku',
  'nameEn',
  'nameAr',
  'price',
  'stock',
  'brandId',
  'categoryId',
] as const;
/**
 * The columns import reads. The export's other columns (brandName, categoryName, discountedPrice,
 * soldCount, images) are for reading only and, like any unknown column, are ignored.
 */
const IMPORTED_COLUMNS = [
  ...REQUIRED_COLUMNS,
  'descriptionEn',
  'descriptionAr',
  'isActive',
  'discountType',
  'discountValue',
  'discountStartDate',
  'discountEndDate',
] as const;
export type ImportedColumn = (typeof IMPORTED_COLUMNS)[number];
export type VariantColumn = (typeof VARIANT_SHEET_COLUMNS)[number];

/** The product form's field for each column; the discount arrives folded as multipart sends it. */
export const FORM_FIELDS: Record<ImportedColumn, string> = {
  sku: 'sku',
  nameEn: 'nameEn',
  nameAr: 'nameAr',
  descriptionEn: 'descriptionEn',
  descriptionAr: 'descriptionAr',
  price: 'price',
  stock: 'stock',
  brandId: 'brandId',
  categoryId: 'categoryId',
  isActive: 'isActive',
  discountType: 'discount.type',
  discountValue: 'discount.value',
  discountStartDate: 'discount.startDate',
  discountEndDate: 'discount.endDate',
};
const DISCOUNT_COLUMNS: Record<string, ImportedColumn> = {
  type: 'discountType',
  value: 'discountValue',
  startDate: 'discountStartDate',
  endDate: 'discountEndDate',
};

export interface ProductSheet {
  /** Imported column → its cell index in each row. */
  columns: Map<ImportedColumn, number>;
  /**
   * The variant columns present (decision 016): with any of them the sheet has one row per
   * variant, grouped into products by `sku`; without, one row per product as before variants.
   */
  variantColumns: Map<VariantColumn, number>;
  /** The non-blank data rows, in sheet order. */
  rows: SheetRow[];
}

/** A data row after validation: the product fields when the row is valid, the ids it names. */
export interface CheckedRow {
  row: number;
  /** The product's key: its SKU folded to lower case as the unique index compares it ('' when blank). */
  key: string;
  fields: ProductFieldsOutput | null;
  brandId: number | null;
  categoryId: number | null;
}

/**
 * Header row → where each imported column sits. Names match whatever their letter case and
 * surrounding spaces; the first of two equal headers wins. A required column missing → 400.
 */
function findColumns<Column extends string>(header: CellValue[], names: readonly Column[]) {
  const byName = new Map<string, Column>(names.map((column) => [column.toLowerCase(), column]));
  const columns = new Map<Column, number>();
  header.forEach((cell, index) => {
    const column = typeof cell === 'string' ? byName.get(cell.trim().toLowerCase()) : undefined;
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

function headerColumns(header: CellValue[]) {
  const columns = findColumns(header, IMPORTED_COLUMNS);
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    throw badRequest(
      'products.importMissingColumns',
      { missing },
      { params: { columns: missing.join(', ') } },
    );
  }
  return { columns, variantColumns: findColumns(header, VARIANT_SHEET_COLUMNS) };
}

export const isBlank = (cell: CellValue | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

const isBlankRow = (row: SheetRow, columns: Iterable<number>) =>
  [...columns].every((index) => isBlank(row.cells[index]));

async function collectRows(sheetRows: AsyncIterable<SheetRow>, maxRows: number) {
  let header: ReturnType<typeof headerColumns> | null = null;
  let read: number[] = [];
  const rows: SheetRow[] = [];
  for await (const row of sheetRows) {
    // The header is the first row with anything in it; blank rows in between are skipped.
    if (!header) {
      if (!isBlankRow(row, row.cells.keys())) {
        header = headerColumns(row.cells);
        read = [...header.columns.values(), ...header.variantColumns.values()];
      }
    } else if (!isBlankRow(row, read)) {
      if (rows.length === maxRows) {
        throw badRequest('products.importTooManyRows', null, { params: { max: maxRows } });
      }
      rows.push(row);
    }
  }
  if (!header || rows.length === 0) throw badRequest('products.importEmpty');
  return { ...header, rows };
}

/**
 * The first worksheet's header and data rows. Refuses what cannot be a product sheet before any
 * row is validated: not a workbook, missing columns, no rows, or more than `maxRows` rows (counted
 * while reading, so an oversized sheet is not read to its end).
 */
export async function readProductSheet(file: Buffer, maxRows: number): Promise<ProductSheet> {
  try {
    const sheetRows = await openFirstSheet(file, { maxInflatedBytes: MAX_INFLATED_BYTES });
    return await collectRows(sheetRows, maxRows);
  } catch (error) {
    if (error instanceof NotWorkbookError) throw badRequest('products.importNotWorkbook');
    if (error instanceof WorkbookTooLargeError) throw payloadTooLarge('products.importTooLarge');
    throw error;
  }
}

/** A cell as the product form would receive it: text, or a boolean for the active flags. */
export function formValue(column: string, cell: CellValue | undefined): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'boolean') {
    return column === 'isActive' || column === 'variantActive' ? cell : cell ? 'TRUE' : 'FALSE';
  }
  if (cell instanceof Date) return cell.toISOString();
  return undefined;
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function issueColumn(path: ReadonlyArray<PropertyKey>): ImportedColumn {
  const [first, second] = path;
  if (first === 'discount') return DISCOUNT_COLUMNS[String(second)] ?? 'discountType';
  return (IMPORTED_COLUMNS as readonly string[]).includes(String(first))
    ? (first as ImportedColumn)
    : 'sku';
}

/** One data row through the product form's schema; at most one error per column. */
function checkRow(
  row: SheetRow,
  columns: Map<ImportedColumn, number>,
  lang: Language,
  errors: ProductImportRowError[],
): CheckedRow & { reported: Set<ImportedColumn> } {
  const input: Record<string, unknown> = {};
  const brokenCells = new Set<ImportedColumn>();
  for (const [column, index] of columns) {
    const cell = row.cells[index];
    if (cell && typeof cell === 'object' && 'error' in cell) brokenCells.add(column);
    input[FORM_FIELDS[column]] = formValue(column, cell);
  }
  const reported = new Set<ImportedColumn>();
  const report = (column: ImportedColumn, message: string) => {
    if (reported.has(column)) return;
    reported.add(column);
    errors.push({ row: row.number, column, message });
  };
  // An error value (#N/A, #DIV/0!) is reported as such, not as whatever rule its absence breaks.
  for (const column of brokenCells)
    report(column, describeRule({ code: 'custom', message: 'v.invalid', path: [] }, lang));
  const result = productFieldsSchema.safeParse(input, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues)
      report(issueColumn(issue.path), describeRule(issue, lang));
  }
  return {
    row: row.number,
    key: productKey(row.cells[columns.get('sku')!]),
    fields: result.success && brokenCells.size === 0 ? result.data : null,
    brandId: positiveId(input.brandId),
    categoryId: positiveId(input.categoryId),
    reported,
  };
}

/** A SKU cell as the unique index `lower(sku)` compares it. */
export function productKey(cell: CellValue | undefined): string {
  return typeof cell === 'string' || typeof cell === 'number'
    ? String(cell).trim().toLowerCase()
    : '';
}

/**
 * Validates every row and, in a sheet of one row per product, finds SKUs repeated in the file
 * (case-insensitively, as the database's unique index compares them): the later row is the error.
 * A sheet with variant columns has a product's several rows under one SKU; they are grouped and
 * checked by `groupProductRows`.
 */
export function checkProductRows(
  sheet: ProductSheet,
  lang: Language,
): { rows: CheckedRow[]; errors: ProductImportRowError[] } {
  const errors: ProductImportRowError[] = [];
  const firstRowOfSku = new Map<string, number>();
  const rows = sheet.rows.map((row): CheckedRow => {
    const { reported, ...checked } = checkRow(row, sheet.columns, lang, errors);
    const key = checked.key;
    if (sheet.variantColumns.size === 0 && key && !reported.has('sku')) {
      const first = firstRowOfSku.get(key);
      if (first === undefined) firstRowOfSku.set(key, row.number);
      else {
        errors.push({
          row: row.number,
          column: 'sku',
          message: translate('products.importDuplicateSku', lang, { row: first }),
        });
        checked.fields = null;
      }
    }
    return checked;
  });
  return { rows, errors };
}

/** Rows naming a brand or category that does not exist (`known*` hold the ids that do). */
export function unknownReferenceErrors(
  rows: CheckedRow[],
  knownBrandIds: ReadonlySet<number>,
  knownCategoryIds: ReadonlySet<number>,
  lang: Language,
): ProductImportRowError[] {
  const errors: ProductImportRowError[] = [];
  for (const row of rows) {
    if (row.brandId !== null && !knownBrandIds.has(row.brandId)) {
      errors.push({
        row: row.row,
        column: 'brandId',
        message: translate('products.unknownBrand', lang),
      });
    }
    if (row.categoryId !== null && !knownCategoryIds.has(row.categoryId)) {
      errors.push({
        row: row.row,
        column: 'categoryId',
        message: translate('products.unknownCategory', lang),
      });
    }
  }
  return errors;
}

const COLUMN_ORDER = new Map<string, number>(
  PRODUCT_SHEET_COLUMNS.map((name, index) => [name, index]),
);

/** 422 with the errors in sheet order (row, then column), the list capped, the count complete. */
export function invalidImport(errors: ProductImportRowError[]): AppError {
  const sorted = [...errors].sort(
    (a, b) =>
      a.row - b.row || (COLUMN_ORDER.get(a.column) ?? 0) - (COLUMN_ORDER.get(b.column) ?? 0),
  );
  return unprocessable(
    'products.importInvalid',
    { errors: sorted.slice(0, MAX_LISTED_ERRORS) },
    { params: { count: errors.length } },
  );
}
