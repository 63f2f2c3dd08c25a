import type { ProductImportResult, ProductImportRowError } from '@dukkan/contracts';
import type { ApiError } from '../../../app/api-client';

/** Import rejected, rather than failed: the 422's `data.errors` names each bad row and column. */
export function importRowErrors(error: ApiError | null | undefined): ProductImportRowError[] {
  if (!error || error.statusCode !== 422) return [];
  const data = error.data as { errors?: unknown } | null;
  if (!data || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (item): item is ProductImportRowError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ProductImportRowError).row === 'number' &&
      typeof (item as ProductImportRowError).message === 'string',
  );
}

/** The import's counts from a success answer; zeros when the server sent none. */
export function importCounts(data: unknown): ProductImportResult {
  const counts = (data ?? {}) as Partial<ProductImportResult>;
  return {
    created: typeof counts.created === 'number' ? counts.created : 0,
    updated: typeof counts.updated === 'number' ? counts.updated : 0,
    unchanged: typeof counts.unchanged === 'number' ? counts.unchanged : 0,
  };
}

/** Excel workbooks only (the API also checks the content); the API refuses more than 10 MB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type WorkbookProblem = 'productsAdmin.import.wrongType' | 'productsAdmin.import.tooLarge';

export function checkWorkbook(file: Pick<File, 'name' | 'size'>): WorkbookProblem | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'productsAdmin.import.wrongType';
  if (file.size > MAX_IMPORT_BYTES) return 'productsAdmin.import.tooLarge';
  return null;
}
