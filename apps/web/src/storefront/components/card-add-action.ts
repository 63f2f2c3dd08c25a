import type { Product } from '@dukkan/contracts';

/**
 * What a card's add button does (a product card's quick add, the wishlist's "Move to cart"):
 * `add` one of the product, `choose` its options on its page, or nothing when it cannot be bought.
 */
export type CardAddAction = 'add' | 'choose' | 'unavailable';

/**
 * A product with options cannot be added from a card, whatever its prices and colours: the cart
 * needs a variant, and the product alone is refused ("Choose a Size"). `hasOptions` is kept on the
 * product by the API, so a one-price product with size buttons only is recognised too.
 */
export function cardAddAction(
  product: Pick<Product, 'hasOptions' | 'stock' | 'isActive'>,
): CardAddAction {
  if (!product.isActive || product.stock <= 0) return 'unavailable';
  return product.hasOptions ? 'choose' : 'add';
}
