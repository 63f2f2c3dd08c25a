import { describe, expect, it } from 'vitest';
import { aBrand, aCategory } from '../../../testing/catalog-fixtures';
import { categoryOptions, nameOf, nameOptions } from './filter-options';

const brands = [
  aBrand({ id: 1, nameEn: 'Nadec', nameAr: 'نادك' }),
  aBrand({ id: 2, nameEn: 'Almarai', nameAr: 'المراعي' }),
];

describe('nameOptions', () => {
  it('sorts by the name in the UI language', () => {
    expect(nameOptions(brands, 'en').map((o) => o.label)).toEqual(['Almarai', 'Nadec']);
    expect(nameOptions(brands, 'ar')).toEqual([
      { value: '2', label: 'المراعي' },
      { value: '1', label: 'نادك' },
    ]);
  });
});

describe('categoryOptions', () => {
  it('puts each sub-category under its parent, at any depth', () => {
    const categories = [
      aCategory({ id: 1, nameEn: 'Groceries', parentId: null }),
      aCategory({ id: 2, nameEn: 'Dairy', parentId: 1 }),
      aCategory({ id: 3, nameEn: 'Electronics', parentId: null }),
      aCategory({ id: 4, nameEn: 'Phones', parentId: 3 }),
      aCategory({ id: 6, nameEn: 'Phone cases', parentId: 4 }),
      aCategory({ id: 5, nameEn: 'Orphan', parentId: 99 }),
    ];
    expect(categoryOptions(categories, 'en').map((o) => [o.label, o.depth ?? 0])).toEqual([
      ['Electronics', 0],
      ['Phones', 1],
      ['Phone cases', 2],
      ['Groceries', 0],
      ['Dairy', 1],
      ['Orphan', 0],
    ]);
  });

  it('does not hang on a loop in the parents', () => {
    const categories = [
      aCategory({ id: 1, nameEn: 'Top', parentId: null }),
      aCategory({ id: 2, nameEn: 'A', parentId: 3 }),
      aCategory({ id: 3, nameEn: 'B', parentId: 2 }),
    ];
    expect(categoryOptions(categories, 'en').map((o) => o.label)).toEqual(['Top']);
  });
});

describe('nameOf', () => {
  it('finds the name, or null for an unknown or unset id', () => {
    expect(nameOf(brands, 2, 'ar')).toBe('المراعي');
    expect(nameOf(brands, 9, 'en')).toBeNull();
    expect(nameOf(brands, null, 'en')).toBeNull();
  });
});
