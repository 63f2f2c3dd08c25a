import type { Category } from '@dukkan/contracts';
import { useEffect, useState } from 'react';
import { categoryApi } from '../../../catalog/categories.api';
import { indexCategories, type CategoryIndex } from './category-tree';

/** The API's largest page. */
const PAGE_SIZE = 100;

async function loadAllCategories(signal: AbortSignal): Promise<Category[]> {
  const first = await categoryApi.list({ pageNumber: 1, pageSize: PAGE_SIZE }, signal);
  const pages = Math.ceil(first.data.totalCount / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      categoryApi.list({ pageNumber: i + 2, pageSize: PAGE_SIZE }, signal),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data.items);
}

export interface CategoryIndexState {
  index: CategoryIndex;
  status: 'idle' | 'loading' | 'done' | 'error';
}

const EMPTY: CategoryIndexState = { index: new Map(), status: 'idle' };

/**
 * Every category, for parent names beside a page of the list and for the parent select. Kept
 * beside the slice on purpose: the slice's list is the page on screen, which this must not replace.
 * `version` changes after each write so names and choices follow.
 */
export function useCategoryIndex(enabled: boolean, version: number): CategoryIndexState {
  const [state, setState] = useState<CategoryIndexState>(EMPTY);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    loadAllCategories(controller.signal).then(
      (categories) => setState({ index: indexCategories(categories), status: 'done' }),
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [enabled, version]);

  return enabled ? state : EMPTY;
}
