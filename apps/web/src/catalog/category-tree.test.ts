import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { aCategory, aPage } from '../testing/catalog-fixtures';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { buildCategoryTree } from './category-tree';
import { fetchCategoryTree, selectCategoryTreeState } from './category-tree.slice';
import { selectCategoriesState } from './categories.slice';

const food = aCategory({
  id: 1,
  nameEn: 'Food',
  nameAr: 'أغذية',
  parentId: null,
  productsCount: 0,
});
const dairy = aCategory({ id: 2, nameEn: 'Dairy', nameAr: 'ألبان', parentId: 1, productsCount: 4 });
const cheese = aCategory({
  id: 3,
  nameEn: 'Cheese',
  nameAr: 'أجبان',
  parentId: 2,
  productsCount: 2,
});
const tech = aCategory({
  id: 4,
  nameEn: 'Tech',
  nameAr: 'تقنية',
  parentId: null,
  productsCount: 9,
});
const empty = aCategory({
  id: 5,
  nameEn: 'Empty',
  nameAr: 'فارغ',
  parentId: null,
  productsCount: 0,
});
const bakery = aCategory({
  id: 6,
  nameEn: 'Bakery',
  nameAr: 'مخبوزات',
  parentId: 1,
  productsCount: 0,
});

describe('buildCategoryTree', () => {
  it('nests sub-categories under their parents, by name in the UI language', () => {
    const categories = [tech, dairy, cheese, food, empty, bakery];
    expect(buildCategoryTree(categories, 'en')).toEqual([
      {
        id: 1,
        name: 'Food',
        children: [{ id: 2, name: 'Dairy', children: [{ id: 3, name: 'Cheese', children: [] }] }],
      },
      { id: 4, name: 'Tech', children: [] },
    ]);
    expect(buildCategoryTree(categories, 'ar').map((node) => node.name)).toEqual([
      'أغذية',
      'تقنية',
    ]);
  });

  it('leaves out categories with nothing in them or under them', () => {
    const names = buildCategoryTree([food, bakery, empty], 'en');
    expect(names).toEqual([]);
  });

  it('shows a sub-category whose parent is missing at the top, and survives a loop', () => {
    const orphan = aCategory({ id: 7, nameEn: 'Orphan', parentId: 99, productsCount: 1 });
    const a = aCategory({ id: 8, nameEn: 'A', parentId: 9, productsCount: 1 });
    const b = aCategory({ id: 9, nameEn: 'B', parentId: 8, productsCount: 1 });
    expect(buildCategoryTree([orphan, a, b], 'en')).toEqual([
      { id: 7, name: 'Orphan', children: [] },
    ]);
  });
});

describe('the menu tree state', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads every category in one request, once per visit, apart from the categories slice', async () => {
    const { requests } = stubFetch(() =>
      envelopeResponse(envelope(aPage([food, dairy], 2, 1, 100), 'Categories')),
    );
    const store = makeStore();
    await Promise.all([store.dispatch(fetchCategoryTree()), store.dispatch(fetchCategoryTree())]);
    await store.dispatch(fetchCategoryTree());
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toContain('/category/getAllCategories?pageNumber=1&pageSize=100');
    expect(selectCategoryTreeState(store.getState())).toEqual({
      categories: [food, dairy],
      status: 'done',
    });
    expect(selectCategoriesState(store.getState()).categories).toEqual([]);
  });

  it('tries again after a failure', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? new Response('', { status: 500 })
        : envelopeResponse(envelope(aPage([tech], 1, 1, 100), 'Categories'));
    });
    const store = makeStore();
    await store.dispatch(fetchCategoryTree());
    expect(selectCategoryTreeState(store.getState()).status).toBe('error');
    await store.dispatch(fetchCategoryTree());
    expect(selectCategoryTreeState(store.getState())).toEqual({
      categories: [tech],
      status: 'done',
    });
  });
});
