import { sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type Language } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import { type AppError, conflict, notFound, unprocessable } from '../../lib/app-error.ts';

/**
 * 409 that tells the shopper how many they can have; `data` carries the numbers for the client
 * (the stepper's maximum).
 */
export function stockConflict(productId: number, available: number, inCart: number): AppError {
  const data = { productId, available, inCart };
  if (available === 0) return conflict('cart.outOfStock', data);
  if (inCart > 0) {
    return conflict('cart.notEnoughStockInCart', data, { params: { available, inCart } });
  }
  return conflict('cart.notEnoughStock', data, { params: { available } });
}

/** 422: a line may hold at most MAX_LINE_QUANTITY units. */
export const quantityLimit = (productId: number) =>
  unprocessable(
    'cart.quantityLimit',
    { productId, maxQuantity: MAX_LINE_QUANTITY },
    { params: { max: MAX_LINE_QUANTITY }, field: 'quantity' },
  );

interface OptionName {
  nameEn: string;
  nameAr: string;
}

/** "a Size and a Colour" / "المقاس واللون": the choices still to make, in the reader's language. */
export function choicesText(options: OptionName[], lang: Language): string {
  if (lang === 'ar') return options.map((option) => option.nameAr).join(' و');
  const named = options.map(({ nameEn }) => `${/^[aeiou]/i.test(nameEn) ? 'an' : 'a'} ${nameEn}`);
  const last = named.pop()!;
  return named.length === 0 ? last : `${named.join(', ')} and ${last}`;
}

/** 422 under `variantId`: a product with options needs its variant named. */
export const chooseVariant = (productId: number, options: OptionName[], lang: Language) =>
  unprocessable(
    'cart.chooseVariant',
    { productId },
    { params: { choices: choicesText(options, lang) }, field: 'variantId' },
  );

interface RefusalRow extends Record<string, unknown> {
  product_active: boolean;
  variant_id: number | null;
  variant_active: boolean | null;
  stock: number | null;
  in_cart: number | null;
  options: OptionName[];
}

/**
 * Why adding a product wrote nothing, in one read: unknown (404), inactive (422), no variant named
 * for a product with options or a variant that is not the product's or is switched off (422 under
 * `variantId`), short of stock (409), over the line's unit limit or the cart's line limit (422).
 */
export async function lineRefusal(
  db: Executor,
  cartId: number,
  input: { productId: number; variantId?: number | undefined; quantity: number },
  lang: Language,
): Promise<AppError> {
  const variantId = input.variantId ?? null;
  const { rows } = await db.execute<RefusalRow>(sql`
    select p.is_active as product_active, v.id as variant_id, v.is_active as variant_active,
           v.stock, c.quantity as in_cart,
           coalesce((select jsonb_agg(jsonb_build_object('nameEn', o.name_en, 'nameAr', o.name_ar)
                       order by o.position)
                       from product_options o where o.product_id = p.id), '[]'::jsonb) as options
      from products p
      left join product_variants v on v.product_id = p.id
       and (case when ${variantId}::integer is null then v.is_default
                 else v.id = ${variantId}::integer end)
      left join cart_items c on c.cart_id = ${cartId}::integer and c.variant_id = v.id
     where p.id = ${input.productId}::integer`);
  const row = rows[0];
  if (!row) return notFound('products.notFound');
  if (!row.product_active) return unprocessable('cart.productInactive');
  if (row.variant_id === null && variantId === null && row.options.length > 0) {
    return chooseVariant(input.productId, row.options, lang);
  }
  if (row.variant_id === null || !row.variant_active) {
    return unprocessable(
      'cart.variantUnavailable',
      { productId: input.productId, variantId },
      {
        field: 'variantId',
      },
    );
  }
  const inCart = row.in_cart ?? 0;
  const stock = row.stock ?? 0;
  if (inCart + input.quantity > stock) {
    return stockConflict(input.productId, stock, inCart);
  }
  if (inCart + input.quantity > MAX_LINE_QUANTITY) return quantityLimit(input.productId);
  return unprocessable(
    'cart.tooManyLines',
    { maxLines: MAX_CART_LINES },
    { params: { max: MAX_CART_LINES } },
  );
}
