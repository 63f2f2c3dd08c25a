import type { ProductImportResult } from '@dukkan/contracts';
import { useRef, useState } from 'react';
import type { ApiError } from '../../../app/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { IMPORT_PATH } from '../../../catalog/products.api';
import { importProducts } from '../../../catalog/products.thunks';
import { importCounts } from './import-report';
import { uploadWithProgress } from '../../components/upload-with-progress';

export type ImportOutcome =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; counts: ProductImportResult; message: string }
  | { kind: 'failed'; error: ApiError };

function isAbort(failure: unknown) {
  return (failure as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * Sends a workbook through the products slice's import thunk (so its loading → success/error
 * transitions and the emptied lists happen as everywhere else), with a sender that reports
 * upload progress. `cancel` aborts the upload; an aborted import is no failure.
 */
export function useProductsImport(onImported: (message: string) => void) {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<ImportOutcome>({ kind: 'idle' });
  const running = useRef<{ abort: () => void } | null>(null);

  async function start(file: File) {
    setOutcome({ kind: 'uploading', progress: 0 });
    const request = dispatch(
      importProducts({
        file,
        upload: (form, signal) =>
          uploadWithProgress(IMPORT_PATH, form, {
            signal,
            onProgress: (progress) => setOutcome({ kind: 'uploading', progress }),
          }),
      }),
    );
    running.current = request;
    try {
      const result = await request.unwrap();
      setOutcome({ kind: 'done', counts: importCounts(result.data), message: result.message });
      onImported(result.message);
    } catch (failure) {
      setOutcome(
        isAbort(failure) ? { kind: 'idle' } : { kind: 'failed', error: failure as ApiError },
      );
    } finally {
      running.current = null;
    }
  }

  return {
    outcome,
    start: (file: File) => void start(file),
    cancel: () => running.current?.abort(),
    reset: () => setOutcome({ kind: 'idle' }),
  };
}
