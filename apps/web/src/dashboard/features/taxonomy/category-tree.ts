import type { Category, Language } from '@dukkan/contracts';
import { localName } from '../../../lib/local-name';

/** Every category by id: parent names for the list, and the choices of the parent select. */
export type CategoryIndex = ReadonlyMap<number, Category>;

export interface ParentOption {
  value: string;
  label: string;
}

export function indexCategories(categories: readonly Category[]): CategoryIndex {
  return new Map(categories.map((category) => [category.id, category]));
}

/** Ids from the category up to its main category; stops at a missing parent or a loop. */
function ancestorsOf(index: CategoryIndex, id: number): Category[] {
  const chain: Category[] = [];
  const seen = new Set<number>();
  for (let current = index.get(id); current && !seen.has(current.id);) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : index.get(current.parentId);
  }
  return chain;
}

/**
 * "Home & Kitchen › Appliances": where a category sits. The arrow points from the main category
 * to the sub-category in the reading direction of the language.
 */
export function categoryPath(index: CategoryIndex, id: number, lang: Language): string {
  const separator = lang === 'ar' ? ' ‹ ' : ' › ';
  return ancestorsOf(index, id)
    .map((category) => localName(category, lang))
    .join(separator);
}

/**
 * What a category may sit under: any category except itself and its own sub-categories (the API
 * refuses a loop too; leaving them out saves the round trip). Sorted by path, so sub-categories
 * follow their main category.
 */
export function parentOptions(
  index: CategoryIndex,
  selfId: number | null,
  lang: Language,
): ParentOption[] {
  const options: ParentOption[] = [];
  for (const category of index.values()) {
    const chain = ancestorsOf(index, category.id);
    if (selfId !== null && chain.some((ancestor) => ancestor.id === selfId)) continue;
    options.push({ value: String(category.id), label: categoryPath(index, category.id, lang) });
  }
  return options.sort((a, b) => a.label.localeCompare(b.label, lang));
}
