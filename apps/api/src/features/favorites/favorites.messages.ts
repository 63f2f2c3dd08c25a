import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the favorites area (keys start with "favorites."). */
export const favoritesMessages = defineMessages(
  {
    'favorites.list': 'Your wishlist',
    'favorites.added': 'Added to your wishlist',
    'favorites.alreadyAdded': 'This product is already in your wishlist',
    'favorites.removed': 'Removed from your wishlist',
    'favorites.productNotFound': 'This product does not exist or is no longer available',
  },
  {
    'favorites.list': 'قائمة أمنياتك',
    'favorites.added': 'تمت الإضافة إلى قائمة أمنياتك',
    'favorites.alreadyAdded': 'هذا المنتج موجود في قائمة أمنياتك بالفعل',
    'favorites.removed': 'تمت الإزالة من قائمة أمنياتك',
    'favorites.productNotFound': 'هذا المنتج غير موجود أو لم يعد متاحًا',
  },
);
