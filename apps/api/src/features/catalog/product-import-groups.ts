import {
  describeRule,
  foldName,
  MAX_OPTION_VALUES,
  MAX_PRODUCT_VARIANTS,
  productVariantsInputSchema,
  type Language,
  type ProductImportRowError,
  type ProductVariantsFields,
} from '@dukkan/contracts';
import { translate } from '../../lib/messages.ts';
import type { SheetRow } from '../../lib/xlsx-reader.ts';
import {
  FORM_FIELDS,
  formValue,
  isBlank,
  type CheckedRow,
  type ProductSheet,
  type VariantColumn,
} from './product-import.ts';

/** One product of the sheet: its rows (one per variant) and, in the variants' layout, its save. */
export interface ProductGroup {
  key: string;
  /** The product's first row, whose product columns are the product's. */
  first: CheckedRow;
  /** Sheet row numbers, one per variant, in sheet order. */
  rows: number[];
  /** `setProductVariants`'s input from the variant columns; null without them or when bad. */
  variants: ProductVariantsFields | null;
}

const OPTION_PARTS = ['NameEn', 'NameAr', 'ValueEn', 'ValueAr'] as const;
export const VARIANT_FIELD_COLUMNS: Record<string, VariantColumn> = {
  sku: 'variantSku',
  barcode: 'variantBarcode',
  price: 'variantPrice',
  stock: 'variantStock',
  weightGrams: 'variantWeight',
  isActive: 'variantActive',
  optionValuePositions: 'option1ValueEn',
};

const REQUIRED = (lang: Language) =>
  describeRule({ code: 'custom', message: 'v.required', path: [] }, lang);

type Report = (row: number, column: string, message: string) => void;

const optionColumn = (slot: number, part: (typeof OPTION_PARTS)[number]) =>
  `option${slot + 1}${part}` as VariantColumn;

function cellOf(sheet: ProductSheet, row: SheetRow, column: VariantColumn) {
  const index = sheet.variantColumns.get(column);
  return index === undefined ? undefined : row.cells[index];
}

function textOf(sheet: ProductSheet, row: SheetRow, column: VariantColumn): string {
  const value = formValue(column, cellOf(sheet, row, column));
  return typeof value === 'string' ? value.trim() : '';
}

/** A product column's parsed value, comparable between rows (discount dates as ISO text). */
function parsedValue(fields: CheckedRow['fields'], column: keyof typeof FORM_FIELDS): string {
  let value: unknown = fields;
  for (const part of FORM_FIELDS[column].split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : null;
  }
  return JSON.stringify(value ?? null);
}

/** The product's columns must say the same on each of its rows; the first row's value wins. */
function checkRepeatedColumns(
  sheet: ProductSheet,
  rows: SheetRow[],
  checked: CheckedRow[],
  lang: Language,
  report: Report,
) {
  const first = checked[0]!;
  for (const row of checked.slice(1)) {
    if (!first.fields || !row.fields) continue;
    for (const [column, index] of sheet.columns) {
      if (column === 'sku') continue;
      if (parsedValue(first.fields, column) === parsedValue(row.fields, column)) continue;
      const value = formValue(column, rows[0]!.cells[index]);
      report(
        row.row,
        column,
        translate('products.importDiffers', lang, { row: first.row, value: String(value ?? '') }),
      );
    }
  }
}

/** The variant columns of a row as the save's form would receive them. */
function variantInput(sheet: ProductSheet, row: SheetRow, fallback: Record<string, unknown>) {
  const value = (column: VariantColumn, field: string) =>
    formValue(column, cellOf(sheet, row, column)) ?? fallback[field];
  return {
    sku: value('variantSku', 'sku'),
    barcode: value('variantBarcode', 'barcode'),
    price: value('variantPrice', 'price'),
    stock: value('variantStock', 'stock'),
    weightGrams: value('variantWeight', 'weightGrams'),
    isActive: value('variantActive', 'isActive'),
  };
}

interface BuiltOptions {
  options: { nameEn: string; nameAr: string; values: { valueEn: string; valueAr: string }[] }[];
  /** The row each option, and each of its values, first appears on. */
  optionRows: number[];
  valueRows: number[][];
  /** Each row's value positions, null when one of its option cells was wrong. */
  positions: (number[] | null)[];
}

/** Options and values in order of first appearance; a differing repeat of a name is reported. */
function buildOptions(
  sheet: ProductSheet,
  rows: SheetRow[],
  slots: number,
  lang: Language,
  report: Report,
): BuiltOptions {
  const built: BuiltOptions = { options: [], optionRows: [], valueRows: [], positions: [] };
  const differs = (row: number, column: string, firstRow: number, value: string) =>
    report(row, column, translate('products.importDiffers', lang, { row: firstRow, value }));
  for (const row of rows) {
    const positions: number[] = [];
    for (let slot = 0; slot < slots; slot++) {
      const [nameEn, nameAr, valueEn, valueAr] = OPTION_PARTS.map((part) =>
        textOf(sheet, row, optionColumn(slot, part)),
      );
      const blank = OPTION_PARTS.filter((part) => !textOf(sheet, row, optionColumn(slot, part)));
      for (const part of blank) {
        report(row.number, optionColumn(slot, part), REQUIRED(lang));
      }
      if (blank.length > 0) continue;
      let option = built.options[slot];
      if (!option) {
        option = { nameEn: nameEn!, nameAr: nameAr!, values: [] };
        built.options[slot] = option;
        built.optionRows[slot] = row.number;
        built.valueRows[slot] = [];
      }
      const optionRow = built.optionRows[slot]!;
      if (foldName(option.nameEn) !== foldName(nameEn!)) {
        differs(row.number, optionColumn(slot, 'NameEn'), optionRow, option.nameEn);
      }
      if (foldName(option.nameAr) !== foldName(nameAr!)) {
        differs(row.number, optionColumn(slot, 'NameAr'), optionRow, option.nameAr);
      }
      let position = option.values.findIndex((v) => foldName(v.valueEn) === foldName(valueEn!));
      if (position < 0) {
        position = option.values.push({ valueEn: valueEn!, valueAr: valueAr! }) - 1;
        built.valueRows[slot]!.push(row.number);
      } else if (foldName(option.values[position]!.valueAr) !== foldName(valueAr!)) {
        const firstRow = built.valueRows[slot]![position]!;
        differs(
          row.number,
          optionColumn(slot, 'ValueAr'),
          firstRow,
          option.values[position]!.valueAr,
        );
      }
      positions.push(position);
    }
    built.positions.push(positions.length === slots ? positions : null);
  }
  return built;
}

/** Where a problem the save's schema found sits in the sheet. */
function issueCell(
  path: ReadonlyArray<PropertyKey>,
  group: { rows: number[] },
  built: BuiltOptions | null,
): { row: number; column: string } {
  const [area, i, field, j, part] = path;
  const first = group.rows[0]!;
  if (area === 'options' && built && typeof i === 'number') {
    if (field === 'values') {
      const rows = built.valueRows[i] ?? [];
      const row = typeof j === 'number' ? rows[j] : rows[MAX_OPTION_VALUES];
      const side = part === 'valueAr' ? 'ValueAr' : 'ValueEn';
      return { row: row ?? first, column: optionColumn(i, side) };
    }
    const side = field === 'nameAr' ? 'NameAr' : 'NameEn';
    return { row: built.optionRows[i] ?? first, column: optionColumn(i, side) };
  }
  if (area === 'variants' && typeof i === 'number') {
    return {
      row: group.rows[i] ?? first,
      column: VARIANT_FIELD_COLUMNS[String(field)] ?? 'variantSku',
    };
  }
  return { row: group.rows[MAX_PRODUCT_VARIANTS] ?? first, column: 'variantSku' };
}

function groupVariants(
  sheet: ProductSheet,
  group: ProductGroup,
  rows: SheetRow[],
  checked: CheckedRow[],
  lang: Language,
  report: Report,
): ProductVariantsFields | null {
  let slots = 0;
  for (const row of rows) {
    for (let slot = 0; slot < 3; slot++) {
      const used = OPTION_PARTS.some(
        (part) => !isBlank(cellOf(sheet, row, optionColumn(slot, part))),
      );
      if (used) slots = Math.max(slots, slot + 1);
    }
  }
  const firstCells = rows[0]!.cells;
  const productCell = (column: keyof typeof FORM_FIELDS) => {
    const index = sheet.columns.get(column);
    return index === undefined ? undefined : formValue(column, firstCells[index]);
  };
  if (slots === 0) {
    // Several rows of one SKU without options: the later ones repeat the product.
    group.rows
      .slice(1)
      .forEach((row) =>
        report(row, 'sku', translate('products.importDuplicateSku', lang, { row: group.rows[0]! })),
      );
    // A product without options is edited in its own columns, as before variants: its one
    // variant's SKU, price, stock and flag are the product's, and only its barcode and weight
    // come from the variant columns.
    const variant = {
      ...variantInput(sheet, rows[0]!, {}),
      sku: productCell('sku'),
      price: productCell('price'),
      stock: productCell('stock'),
      isActive: productCell('isActive'),
    };
    const parsed = productVariantsInputSchema.safeParse(
      { variants: [variant] },
      { reportInput: true },
    );
    if (!parsed.success) {
      // The product's columns were checked on their own row; the barcode and weight are new here.
      for (const issue of parsed.error.issues) {
        const cell = issueCell(issue.path, group, null);
        if (cell.column === 'variantBarcode' || cell.column === 'variantWeight') {
          report(cell.row, cell.column, describeRule(issue, lang));
        }
      }
      return null;
    }
    return parsed.data;
  }
  checkRepeatedColumns(sheet, rows, checked, lang, report);
  const built = buildOptions(sheet, rows, slots, lang, report);
  // Every bad option cell was reported; with no row whole there are no options to check against.
  if (built.positions.every((positions) => positions === null)) return null;
  const variants = rows.map((row, k) => ({
    ...variantInput(sheet, row, {}),
    optionValuePositions: built.positions[k] ?? [],
  }));
  const parsed = productVariantsInputSchema.safeParse(
    { options: built.options, variants },
    { reportInput: true },
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [area, k, field] = issue.path;
      // A row with a bad option cell has it reported already, not its combination as well.
      const isCombination = area === 'variants' && field === 'optionValuePositions';
      if (isCombination && typeof k === 'number' && built.positions[k] === null) continue;
      const cell = issueCell(issue.path, group, built);
      report(cell.row, cell.column, describeRule(issue, lang));
    }
    return null;
  }
  if (!parsed.data.variants.some((variant) => variant.sku.toLowerCase() === group.key)) {
    report(group.first.row, 'sku', translate('products.importSkuNotVariant', lang));
    return null;
  }
  return parsed.data;
}

/** Variant SKUs and barcodes are the shop's: a repeat across products is the later row's error. */
function checkSheetRepeats(groups: ProductGroup[], lang: Language, report: Report) {
  const firstRow = new Map<string, number>();
  for (const group of groups) {
    group.variants?.variants.forEach((variant, k) => {
      const row = group.rows[k]!;
      const hasOptions = group.variants!.options.length > 0;
      const codes: [string | undefined, string][] = [
        [variant.sku.toLowerCase(), hasOptions ? 'variantSku' : 'sku'],
        [variant.barcode && `#${variant.barcode}`, 'variantBarcode'],
      ];
      for (const [code, column] of codes) {
        if (!code) continue;
        const first = firstRow.get(code);
        if (first === undefined) firstRow.set(code, row);
        else report(row, column, translate('products.importDuplicateSku', lang, { row: first }));
      }
    });
  }
}

/**
 * The sheet's products. Without variant columns each valid row is a product (repeats were found
 * by `checkProductRows`). With them, rows are grouped by the product's SKU; its product columns
 * must agree on every row, and its options and variants, built from the option columns, pass the
 * same rules as `setProductVariants` — every problem reported at its row and column.
 */
export function groupProductRows(
  sheet: ProductSheet,
  checked: CheckedRow[],
  lang: Language,
  errors: ProductImportRowError[],
): ProductGroup[] {
  const reported = new Set<string>();
  const report: Report = (row, column, message) => {
    if (reported.has(`${row}:${column}`)) return;
    reported.add(`${row}:${column}`);
    errors.push({ row, column, message });
  };
  if (sheet.variantColumns.size === 0) {
    return checked
      .filter((row) => row.key)
      .map((row) => ({ key: row.key, first: row, rows: [row.row], variants: null }));
  }
  const indexes = new Map<string, number[]>();
  checked.forEach((row, index) => {
    if (!row.key) return;
    const list = indexes.get(row.key);
    if (list) list.push(index);
    else indexes.set(row.key, [index]);
  });
  const groups: ProductGroup[] = [];
  for (const [key, list] of indexes) {
    const rows = list.map((index) => sheet.rows[index]!);
    const checkedRows = list.map((index) => checked[index]!);
    const group: ProductGroup = {
      key,
      first: checkedRows[0]!,
      rows: checkedRows.map((row) => row.row),
      variants: null,
    };
    group.variants = groupVariants(sheet, group, rows, checkedRows, lang, report);
    groups.push(group);
  }
  checkSheetRepeats(groups, lang, report);
  return groups;
}
