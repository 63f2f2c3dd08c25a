import type { Brand, Category, Language } from '@dukkan/contracts';
import type { brands, categories } from './catalog.tables.ts';

type BrandRow = typeof brands.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The bilingual pair plus `name` in the caller's language. */
export function localName(row: { nameEn: string; nameAr: string }, lang: Language): string {
  return lang === 'ar' ? row.nameAr : row.nameEn;
}

export function toBrand(row: BrandRow, productsCount: number, lang: Language): Brand {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    name: localName(row, lang),
    imageUrl: row.imageUrl,
    productsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCategory(row: CategoryRow, productsCount: number, lang: Language): Category {
  return { ...toBrand(row, productsCount, lang), parentId: row.parentId };
}
