import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLoadOnce } from '../../app/use-load-once';
import { buildCategoryTree, type CategoryNode } from '../../catalog/category-tree';
import { fetchCategoryTree, selectCategoryTreeState } from '../../catalog/category-tree.slice';
import { useLanguage } from '../../i18n/use-language';

/**
 * The category tree for the header menu and the phone drawer. The first menu to need it loads it
 * (on the server during render, so crawlers find every category from any page; in the browser
 * after a failed or missing load); the other menu reuses it. Names follow the UI language without
 * another request.
 */
export function useCategoryTree(): { tree: CategoryNode[]; isLoading: boolean } {
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const { categories, status } = useAppSelector(selectCategoryTreeState);
  useLoadOnce(
    status === 'idle' || status === 'error',
    () => dispatch(fetchCategoryTree()),
    'category-tree',
  );
  const tree = useMemo(() => buildCategoryTree(categories, lang), [categories, lang]);
  return { tree, isLoading: status === 'idle' || status === 'loading' };
}

/** A node's sub-categories at every depth, in menu order, each with its depth (1 = child). */
export function descendantsOf(
  node: CategoryNode,
  depth = 1,
): { node: CategoryNode; depth: number }[] {
  return node.children.flatMap((child) => [
    { node: child, depth },
    ...descendantsOf(child, depth + 1),
  ]);
}

export const categoryPath = (id: number) => `/category/${id}`;
