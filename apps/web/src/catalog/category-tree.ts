import type { Category, Language } from '@dukkan/contracts';
import { localName } from '../lib/local-name';

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/**
 * Categories as the menus show them: top categories by name in `lang`, each with its
 * sub-categories (at any depth) under it. A category with no active product in it or under it is
 * left out, so no menu entry opens an empty page; a sub-category whose parent is missing shows at
 * the top.
 */
export function buildCategoryTree(categories: Category[], lang: Language): CategoryNode[] {
  const ids = new Set(categories.map((category) => category.id));
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const seen = new Set<number>();
  const nodesUnder = (parentId: number | null): CategoryNode[] =>
    categories
      .filter((category) =>
        parentId === null
          ? category.parentId === null || !ids.has(category.parentId)
          : category.parentId === parentId,
      )
      // A loop in the parents (which the API refuses) must not hang the menu.
      .filter((category) => !seen.has(category.id) && seen.add(category.id))
      .map((category) => ({
        id: category.id,
        name: localName(category, lang),
        count: category.productsCount,
        children: nodesUnder(category.id),
      }))
      .filter((node) => node.count > 0 || node.children.length > 0)
      .map(({ id, name, children }) => ({ id, name, children }))
      .sort((a, b) => collator.compare(a.name, b.name));
  return nodesUnder(null);
}
