import type { Language, ProductDetail, ProductOption, ProductVariant } from '@dukkan/contracts';

/** The shopper's value of each option, in option order; null where none is chosen yet. */
export type Choice = (number | null)[];

/** How a value shows next to the current choice. */
export type ValueState = 'available' | 'soldOut' | 'unavailable';

/** The address parameter naming the chosen variant (decision 016). */
export const VARIANT_PARAM = 'variant';

const currentPriceOf = (variant: ProductVariant) => variant.discountedPrice ?? variant.price;

/** The first of the cheapest variants (the API lists them in a fixed order), or undefined. */
function cheapest(variants: ProductVariant[]): ProductVariant | undefined {
  return variants.reduce<ProductVariant | undefined>(
    (best, variant) => (!best || currentPriceOf(variant) < currentPriceOf(best) ? variant : best),
    undefined,
  );
}

/**
 * The variant a page opens with when the address names none: the cheapest in stock, else the
 * cheapest (the page then says it is sold out). A shopper's page lists active variants only.
 */
export function defaultVariant(product: ProductDetail): ProductVariant | undefined {
  return cheapest(product.variants.filter((v) => v.stock > 0)) ?? cheapest(product.variants);
}

/** The variant `?variant=` names, when it is one of this page's (active) variants. */
export function variantFromSearch(
  product: ProductDetail,
  search: URLSearchParams,
): ProductVariant | undefined {
  const raw = search.get(VARIANT_PARAM);
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return product.variants.find((variant) => variant.id === id);
}

/** The address's query with `?variant=` set to `variantId`, or removed when null; others kept. */
export function withVariantParam(search: URLSearchParams, variantId: number | null) {
  const next = new URLSearchParams(search);
  if (variantId === null) next.delete(VARIANT_PARAM);
  else next.set(VARIANT_PARAM, String(variantId));
  return next;
}

/** The variant the page shows first: the address's, else the default one. */
export function initialVariant(product: ProductDetail, search: URLSearchParams) {
  return variantFromSearch(product, search) ?? defaultVariant(product);
}

export const choiceOf = (product: ProductDetail, variant: ProductVariant | undefined): Choice =>
  product.options.map((_, index) => variant?.optionValueIds[index] ?? null);

/** Whether the variant has the chosen value of every option up to `last` (inclusive). */
const matchesUpTo = (variant: ProductVariant, choice: Choice, last: number) =>
  choice.every(
    (valueId, index) =>
      index > last || valueId === null || variant.optionValueIds[index] === valueId,
  );

/** The variant of a complete choice, or undefined (a value missing, or no such combination). */
export function variantOf(product: ProductDetail, choice: Choice): ProductVariant | undefined {
  if (choice.some((valueId) => valueId === null)) return undefined;
  return product.variants.find((variant) => matchesUpTo(variant, choice, choice.length));
}

/**
 * How `valueId` of option `optionIndex` shows, given the values chosen in the options before it
 * (as Shopify's themes do): no active variant has that start → unavailable; all of them sold out
 * → sold out. Judging against earlier options only keeps the first option always open, so a
 * shopper can always reach any combination that exists, from the top down.
 */
export function valueState(
  product: ProductDetail,
  choice: Choice,
  optionIndex: number,
  valueId: number,
): ValueState {
  const trial = choice.map((chosen, index) => (index === optionIndex ? valueId : chosen));
  const candidates = product.variants.filter(
    (variant) =>
      variant.optionValueIds[optionIndex] === valueId &&
      matchesUpTo(variant, trial, optionIndex - 1),
  );
  if (candidates.length === 0) return 'unavailable';
  return candidates.some((variant) => variant.stock > 0) ? 'available' : 'soldOut';
}

/**
 * The choice after picking `valueId` for option `optionIndex`. The later options keep their
 * values when the whole combination is in stock; otherwise each later value that no longer
 * combines is cleared — or set, when exactly one value of that option still can be bought.
 */
export function choose(
  product: ProductDetail,
  choice: Choice,
  optionIndex: number,
  valueId: number,
): Choice {
  const next = choice.map((chosen, index) => (index === optionIndex ? valueId : chosen));
  const exact = variantOf(product, next);
  if (exact && exact.stock > 0) return next;
  for (let index = optionIndex + 1; index < next.length; index += 1) {
    const open = product.options[index]!.values.filter(
      (value) => valueState(product, next, index, value.id) === 'available',
    );
    const kept = open.some((value) => value.id === next[index]);
    if (!kept) next[index] = open.length === 1 ? open[0]!.id : null;
  }
  return next;
}

/** The options still to choose, in order. */
export function missingOptions(product: ProductDetail, choice: Choice): ProductOption[] {
  return product.options.filter((_, index) => choice[index] === null);
}

/**
 * "a Size and a Colour" / "المقاس واللون": what is still to choose, worded as the API words its
 * refusal of an add without a variant.
 */
export function choicesText(options: ProductOption[], lang: Language): string {
  if (lang === 'ar') return options.map((option) => option.nameAr).join(' و');
  const named = options.map(({ nameEn }) => `${/^[aeiou]/i.test(nameEn) ? 'an' : 'a'} ${nameEn}`);
  const last = named.pop() ?? '';
  return named.length === 0 ? last : `${named.join(', ')} and ${last}`;
}

/** The variants a partial choice still allows (all of them for an empty choice). */
export const variantsMatching = (product: ProductDetail, choice: Choice) =>
  product.variants.filter((variant) => matchesUpTo(variant, choice, choice.length));
