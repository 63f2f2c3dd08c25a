import { describe, expect, it } from 'vitest';
import { workbookOf } from '../../../test/workbooks.ts';
import { AppError } from '../../lib/app-error.ts';
// These checks run without the app, so the areas' messages are added here as app.ts does.
import '../../messages.ts';
import {
  checkProductRows,
  invalidImport,
  MAX_LISTED_ERRORS,
  readProductSheet,
  unknownReferenceErrors,
} from './product-import.ts';

const HEADER = ['sku', 'nameEn', 'nameAr', 'price', 'stock', 'brandId', 'categoryId'];
const row = (sku: string, extra: unknown[] = []) => [sku, 'Name', 'اسم', 10, 1, 1, 1, ...extra];

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readProductSheet', () => {
  it('starts at the first non-blank row, skips blank rows and counts only data rows', async () => {
    const file = await workbookOf([[], HEADER, row('A-1'), [], [null, '  '], row('A-2')]);
    const sheet = await readProductSheet(file, 2);
    expect(sheet.rows.map((r) => r.number)).toEqual([3, 6]);
    expect(sheet.columns.get('price')).toBe(3);
  });

  it('stops reading at the first row over the limit', async () => {
    const file = await workbookOf([HEADER, row('A-1'), row('A-2'), row('A-3')]);
    const error = await refusal(readProductSheet(file, 2));
    expect(error).toMatchObject({
      statusCode: 400,
      messageKey: 'products.importTooManyRows',
      params: { max: 2 },
    });
  });

  it('names the missing required columns and refuses an empty sheet', async () => {
    const missing = await refusal(
      readProductSheet(
        await workbookOf([
          ['SKU', 'nameen', 'stock'],
          ['A', 'b', 1],
        ]),
        10,
      ),
    );
    expect(missing).toMatchObject({
      messageKey: 'products.importMissingColumns',
      params: { columns: 'nameAr, price, brandId, categoryId' },
    });
    const empty = await refusal(readProductSheet(await workbookOf([[], []]), 10));
    expect(empty.messageKey).toBe('products.importEmpty');
  });
});

describe('checkProductRows', () => {
  async function check(rows: unknown[][], header = HEADER) {
    const sheet = await readProductSheet(await workbookOf([header, ...(rows as never[][])]), 100);
    return checkProductRows(sheet, 'en');
  }

  it('turns rows into product fields, folding the discount and reading isActive spellings', async () => {
    const header = [...HEADER, 'isActive', 'discountType', 'discountValue', 'discountEndDate'];
    const { rows, errors } = await check(
      [
        row('A-1', ['no', 'Fixed', 2.5, new Date('2030-01-01T00:00:00Z')]),
        row('A-2', [1]),
        row('A-3', [false]),
        row('A-4'),
      ],
      header,
    );
    expect(errors).toEqual([]);
    expect(rows[0]!.fields).toMatchObject({
      sku: 'A-1',
      price: 10,
      isActive: false,
      descriptionEn: '',
      discount: { type: 'Fixed', value: 2.5, endDate: '2030-01-01T00:00:00.000Z' },
    });
    expect(rows.map((r) => r.fields?.isActive)).toEqual([false, true, false, true]);
    expect(rows[3]!.fields!.discount).toBeNull();
  });

  it('reports one error per column, an error value as such, and a fixed discount over the price', async () => {
    const header = [...HEADER, 'discountType', 'discountValue'];
    const { rows, errors } = await check(
      [
        ['A-1', 'Name', 'اسم', 'abc', { error: '#N/A' }, 1, 1],
        row('A-2', ['Fixed', 10]),
        ['bad sku!', '', 'اسم', '19.999', -1, 0, 1.5],
      ],
      header,
    );
    expect(rows.map((r) => r.fields)).toEqual([null, null, null]);
    expect(errors).toEqual([
      { row: 2, column: 'stock', message: 'is not valid' },
      { row: 2, column: 'price', message: 'must be a number' },
      { row: 3, column: 'discountValue', message: 'must be less than the price' },
      { row: 4, column: 'nameEn', message: 'is required' },
      {
        row: 4,
        column: 'sku',
        message: 'may use letters, digits and . _ / - only, starting with a letter or digit',
      },
      { row: 4, column: 'price', message: 'must have at most two decimal places' },
      { row: 4, column: 'stock', message: 'must be at least 0' },
      { row: 4, column: 'brandId', message: 'must be a positive whole number' },
      { row: 4, column: 'categoryId', message: 'must be a positive whole number' },
    ]);
  });

  it('keeps the ids a row names for the reference check, even when the row is invalid', async () => {
    const { rows } = await check([['A-1', '', '', 1, 1, 7, 8]]);
    expect(rows[0]).toMatchObject({ fields: null, brandId: 7, categoryId: 8 });
    expect(unknownReferenceErrors(rows, new Set([7]), new Set(), 'ar')).toEqual([
      { row: 2, column: 'categoryId', message: 'هذا القسم غير موجود' },
    ]);
  });
});

describe('invalidImport', () => {
  it('sorts by row and column, caps the list and counts them all', () => {
    const errors = Array.from({ length: MAX_LISTED_ERRORS + 5 }, (_, index) => ({
      row: MAX_LISTED_ERRORS + 5 - index,
      column: index % 2 ? 'sku' : 'price',
      message: 'x',
    }));
    errors.push({ row: 1, column: 'sku', message: 'first' });
    const error = invalidImport(errors);
    const listed = (error.data as { errors: typeof errors }).errors;
    expect(error).toMatchObject({ statusCode: 422, params: { count: MAX_LISTED_ERRORS + 6 } });
    expect(listed).toHaveLength(MAX_LISTED_ERRORS);
    expect(listed[0]).toEqual({ row: 1, column: 'sku', message: 'first' });
  });
});
