import type { Language } from '@dukkan/contracts';
import { localName } from '../../../lib/local-name';

interface Named {
  id: number;
  name: string;
  nameEn: string;
  nameAr: string;
}

export interface Option {
  value: string;
  label: string;
  /** A sub-category's level under its top category (1, 2, …); absent at the top. */
  depth?: number;
}

/** How many products an option would show, by id (a brand's or a category's). */
export interface OptionCount {
  id: number;
  count: number;
}

const collators = new Map<Language, Intl.Collator>();
function collator(lang: Language): Intl.Collator {
  let found = collators.get(lang);
  if (!found) {
    found = new Intl.Collator(lang, { sensitivity: 'base' });
    collators.set(lang, found);
  }
  return found;
}

/** Brands (or any named items) as select options, sorted by their name in the UI language. */
export function nameOptions(items: Named[], lang: Language): Option[] {
  return items
    .map((item) => ({ value: String(item.id), label: localName(item, lang) }))
    .sort((a, b) => collator(lang).compare(a.label, b.label));
}

/**
 * Categories with each sub-category right under its parent, `depth` saying how far to indent it.
 * Sub-categories whose parent is not in the list are shown at the top level.
 */
export function categoryOptions(
  categories: (Named & { parentId: number | null })[],
  lang: Language,
): Option[] {
  const ids = new Set(categories.map((category) => category.id));
  const isTop = (category: { parentId: number | null }) =>
    category.parentId === null || !ids.has(category.parentId);
  const options: Option[] = [];
  const seen = new Set<string>();
  const add = (level: Option[], depth: number) => {
    for (const option of level) {
      // A loop in the parents (which the API refuses) must not hang the page.
      if (seen.has(option.value)) continue;
      seen.add(option.value);
      options.push(depth > 0 ? { ...option, depth } : option);
      const children = categories.filter((category) => String(category.parentId) === option.value);
      add(nameOptions(children, lang), depth + 1);
    }
  };
  add(nameOptions(categories.filter(isTop), lang), 0);
  return options;
}

/** The name of the item with `id` in the UI language, for the active-filter chips. */
export function nameOf(items: Named[], id: number | null, lang: Language): string | null {
  if (id === null) return null;
  const item = items.find((candidate) => candidate.id === id);
  return item ? localName(item, lang) : null;
}

/**
 * Options narrowed to those that would show products, each with its count. Without counts (not
 * loaded, or failed) every option stays, uncounted. Chosen options always stay, even at zero, so
 * the list can still show and undo the shopper's choice.
 */
export function withCounts(
  options: Option[],
  counts: OptionCount[] | null | undefined,
  chosenIds: number[],
): (Option & { count?: number })[] {
  if (!counts) return options;
  const countOf = new Map(counts.map(({ id, count }) => [String(id), count]));
  const chosen = new Set(chosenIds.map(String));
  return options.flatMap((option) => {
    const count = countOf.get(option.value) ?? 0;
    if (count === 0 && !chosen.has(option.value)) return [];
    return [{ ...option, count }];
  });
}
