import { describe, expect, it } from 'vitest';
import { aCategory } from '../../../testing/catalog-fixtures';
import { categoryPath, indexCategories, parentOptions } from './category-tree';

const home = aCategory({ id: 1, nameEn: 'Home', nameAr: 'المنزل', parentId: null });
const kitchen = aCategory({ id: 2, nameEn: 'Kitchen', nameAr: 'المطبخ', parentId: 1 });
const kettles = aCategory({ id: 3, nameEn: 'Kettles', nameAr: 'الغلايات', parentId: 2 });
const sports = aCategory({ id: 4, nameEn: 'Sports', nameAr: 'الرياضة', parentId: null });
const index = indexCategories([kettles, sports, kitchen, home]);

describe('categoryPath', () => {
  it('names the category after its ancestors, in the UI language', () => {
    expect(categoryPath(index, 3, 'en')).toBe('Home › Kitchen › Kettles');
    expect(categoryPath(index, 3, 'ar')).toBe('المنزل ‹ المطبخ ‹ الغلايات');
    expect(categoryPath(index, 4, 'en')).toBe('Sports');
  });

  it('stops at a parent it does not know, and at a loop', () => {
    const orphan = aCategory({ id: 5, nameEn: 'Orphan', parentId: 99 });
    const a = aCategory({ id: 6, nameEn: 'A', parentId: 7 });
    const b = aCategory({ id: 7, nameEn: 'B', parentId: 6 });
    const odd = indexCategories([orphan, a, b]);
    expect(categoryPath(odd, 5, 'en')).toBe('Orphan');
    expect(categoryPath(odd, 6, 'en')).toBe('B › A');
  });

  it('is empty for an unknown id', () => {
    expect(categoryPath(index, 42, 'en')).toBe('');
  });
});

describe('parentOptions', () => {
  it('offers every category for a new one, sub-categories after their parent', () => {
    expect(parentOptions(index, null, 'en')).toEqual([
      { value: '1', label: 'Home' },
      { value: '2', label: 'Home › Kitchen' },
      { value: '3', label: 'Home › Kitchen › Kettles' },
      { value: '4', label: 'Sports' },
    ]);
  });

  it('leaves out the category itself and everything under it', () => {
    expect(parentOptions(index, 2, 'en').map((option) => option.value)).toEqual(['1', '4']);
    expect(parentOptions(index, 4, 'en').map((option) => option.value)).toEqual(['1', '2', '3']);
  });
});
