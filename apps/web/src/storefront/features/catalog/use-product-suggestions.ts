import type { Product } from '@dukkan/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { productApi } from '../../../catalog/products.api';
import { useLanguage } from '../../../i18n/use-language';

/** Suggestions start at two characters (one Latin letter matches half the catalog). */
export const MIN_SUGGEST_LENGTH = 2;
export const SUGGESTION_COUNT = 5;
const DEBOUNCE_MS = 250;

interface Answer {
  /** The search (and language) these items answer. */
  key: string;
  items: Product[];
  failed: boolean;
}

export interface ProductSuggestions {
  items: Product[];
  /** Typing has not settled, or the answer for the current text is on its way. */
  isLoading: boolean;
  failed: boolean;
  /** Whether there is enough text to suggest anything. */
  isActive: boolean;
}

/**
 * The first few products matching what is typed in the header, once typing pauses for 250 ms.
 * Called directly (not through the products slice) so the page's own lists stay as they are;
 * a newer search aborts the older request.
 */
export function useProductSuggestions(text: string): ProductSuggestions {
  const lang = useLanguage();
  const search = text.trim();
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const isActive = search.length >= MIN_SUGGEST_LENGTH;

  useEffect(() => {
    if (debounced.length < MIN_SUGGEST_LENGTH) return;
    const controller = new AbortController();
    const key = `${lang}:${debounced}`;
    productApi.list({ search: debounced, pageSize: SUGGESTION_COUNT }, controller.signal).then(
      ({ data }) => setAnswer({ key, items: data.items, failed: false }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, items: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [debounced, lang]);

  const isCurrent = answer?.key === `${lang}:${search}`;
  return {
    // While the next answer is on its way the last one stays, so the list does not flicker.
    items: isActive ? (answer?.items ?? []) : [],
    isLoading: isActive && !isCurrent,
    failed: isActive && isCurrent && answer?.failed === true,
    isActive,
  };
}
