import type { Language, LineOption } from '@dukkan/contracts';

/**
 * A cart or order line's option values in the page's language, "Size: 58 · Colour: White" /
 * "المقاس: 58 · اللون: أبيض" (as the invoice prints them); empty for a product without options.
 * Both copies travel with the line, so a line answered in the other language still reads right.
 */
export function lineOptionsText(options: readonly LineOption[], lang: Language): string {
  return options
    .map((option) =>
      lang === 'ar' ? `${option.nameAr}: ${option.valueAr}` : `${option.nameEn}: ${option.valueEn}`,
    )
    .join(' · ');
}

/** The product page of a line, opened on its variant when it has options. */
export function linePath(productId: number, variantId: number | null, options: readonly unknown[]) {
  return options.length > 0 && variantId !== null
    ? `/product/${productId}?variant=${variantId}`
    : `/product/${productId}`;
}
