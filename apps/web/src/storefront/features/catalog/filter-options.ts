import type { Language } from '@dukkan/contracts';
import { localName } from '../../../catalog/local-name';

interface Named {
  id: number;
  name: string;
  nameEn: string;
  nameAr: string;
}

interface Option {
  value: string;
  label: string;
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
