import { sql, type SQL } from 'drizzle-orm';
import type { Language, LineOption } from '@dukkan/contracts';

/** A variant's option value in both languages, as cart lines show it and order lines copy it. */
export interface VariantOptionCopy {
  nameEn: string;
  nameAr: string;
  valueEn: string;
  valueAr: string;
}

/**
 * The option values of the variant whose id is `variantId` (a column or a parameter), in option
 * order, as one jsonb array — a subquery, so a list of lines reads them in its own one query.
 * The default variant has no values: `[]`.
 */
export function variantOptionsSql(variantId: SQL | unknown): SQL<VariantOptionCopy[]> {
  return sql<VariantOptionCopy[]>`coalesce((
    select jsonb_agg(jsonb_build_object('nameEn', o.name_en, 'nameAr', o.name_ar,
        'valueEn', ov.value_en, 'valueAr', ov.value_ar) order by o.position)
      from product_variant_values vv
      join product_options o on o.id = vv.option_id
      join product_option_values ov on ov.id = vv.value_id
     where vv.variant_id = ${variantId}), '[]'::jsonb)`;
}

/** The copies as a response shows them: in the reader's language, with both copies. */
export function toLineOptions(copies: VariantOptionCopy[], lang: Language): LineOption[] {
  return copies.map((copy) => ({
    name: lang === 'ar' ? copy.nameAr : copy.nameEn,
    value: lang === 'ar' ? copy.valueAr : copy.valueEn,
    nameEn: copy.nameEn,
    nameAr: copy.nameAr,
    valueEn: copy.valueEn,
    valueAr: copy.valueAr,
  }));
}
