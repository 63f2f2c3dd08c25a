import type { Language } from '@dukkan/contracts';

interface Bilingual {
  nameEn: string;
  nameAr: string;
  /** The server's pick, used only if the UI language's own name is empty. */
  name?: string;
}

/**
 * The name in the UI language, for the storefront and the dashboard alike. The API's `name`
 * follows the language of the request, which lags a language switch until the list reloads; both
 * stored names are in every answer, so the screen switches at once.
 */
export function localName(item: Bilingual, lang: Language): string {
  return (lang === 'ar' ? item.nameAr : item.nameEn) || (item.name ?? '');
}

/** The description in the UI language, falling back to the other one rather than to nothing. */
export function localDescription(
  item: { description: string; descriptionEn: string; descriptionAr: string },
  lang: Language,
): string {
  const own = lang === 'ar' ? item.descriptionAr : item.descriptionEn;
  return own.trim() || item.description.trim();
}
