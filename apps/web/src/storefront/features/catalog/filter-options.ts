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
 * Categories with each sub-category right under its parent, marked with a dash (a native select
 * cannot indent). Sub-categories whose parent is not in the list are shown at the top level.
 */
export function categoryOptions(
  categories: (Named & { parentId: number | null })[],
  lang: Language,
): Option[] {
  const ids = new Set(categories.map((category) => category.id));
  const isTop = (category: { parentId: number | null }) =>
    category.parentId === null || !ids.has(category.parentId);
  const options: Option[] = [];
  for (const top of nameOptions(categories.filter(isTop), lang)) {
    options.push(top);
    const children = categories.filter((category) => String(category.parentId) === top.value);
    for (const child of nameOptions(children, lang)) {
      options.push({ value: child.value, label: `— ${child.label}` });
    }
  }
  return options;
}

/** The name of the item with `id` in the UI language, for the active-filter chips. */
export function nameOf(items: Named[], id: number | null, lang: Language): string | null {
  if (id === null) return null;
  const item = items.find((candidate) => candidate.id === id);
  return item ? localName(item, lang) : null;
}

/**
 * Options narrowed to those that would show products, each labelled with its count by `label`.
 * Without counts (not loaded, or failed) every option stays, unlabelled. The chosen option always
 * stays, even at zero, so the select can still show and undo the shopper's choice.
 */
export function withCounts(
  options: Option[],
  counts: OptionCount[] | null | undefined,
  chosenId: number | null,
  label: (name: string, count: number) => string,
): Option[] {
  if (!counts) return options;
  const countOf = new Map(counts.map(({ id, count }) => [String(id), count]));
  return options.flatMap((option) => {
    const count = countOf.get(option.value) ?? 0;
    if (count === 0 && option.value !== String(chosenId)) return [];
    return [{ ...option, label: label(option.label, count) }];
  });
}
