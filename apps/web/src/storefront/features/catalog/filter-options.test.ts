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
  it('puts each sub-category under its parent', () => {
    const categories = [
      aCategory({ id: 1, nameEn: 'Groceries', parentId: null }),
      aCategory({ id: 2, nameEn: 'Dairy', parentId: 1 }),
      aCategory({ id: 3, nameEn: 'Electronics', parentId: null }),
      aCategory({ id: 4, nameEn: 'Phones', parentId: 3 }),
      aCategory({ id: 5, nameEn: 'Orphan', parentId: 99 }),
    ];
    expect(categoryOptions(categories, 'en').map((o) => o.label)).toEqual([
      'Electronics',
      '— Phones',
      'Groceries',
      '— Dairy',
      'Orphan',
    ]);
  });
});

describe('nameOf', () => {
  it('finds the name, or null for an unknown or unset id', () => {
    expect(nameOf(brands, 2, 'ar')).toBe('المراعي');
    expect(nameOf(brands, 9, 'en')).toBeNull();
    expect(nameOf(brands, null, 'en')).toBeNull();
  });
});
