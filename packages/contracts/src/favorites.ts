import { z } from 'zod';
import { productSchema } from './products.ts';
import { requiredId } from './fields.ts';

/** `favorite/AddFavorite` body. */
export const favoriteBodySchema = z.object({ productId: requiredId });
export type FavoriteBody = z.input<typeof favoriteBodySchema>;

/** A wishlist entry: the product's display data plus when it was added. */
export const favoriteSchema = productSchema.extend({
  productId: z.number().int(),
  addedAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
