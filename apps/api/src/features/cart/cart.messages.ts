import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the cart area (keys start with "cart."). */
export const cartMessages = defineMessages(
  {
    'cart.found': 'Your cart',
    'cart.itemAdded': 'Added to your cart',
    'cart.itemUpdated': 'Quantity updated',
    'cart.itemRemoved': 'Removed from your cart',
    'cart.cleared': 'Your cart is now empty',
    'cart.itemNotFound': 'This product is not in your cart',
    'cart.productInactive': 'This product is no longer available',
    'cart.outOfStock': 'This product is out of stock',
    'cart.notEnoughStock': 'Only {available} available',
    'cart.notEnoughStockInCart': 'Only {available} available, and your cart already has {inCart}',
    'cart.couponApplied': 'Coupon applied',
    'cart.couponRemoved': 'Coupon removed',
    'cart.quantityLimit': 'You can order at most {max} of one product',
    'cart.tooManyLines': 'Your cart can hold at most {max} different products',
    'cart.chooseVariant': 'Choose {choices}',
    'cart.variantUnavailable': 'This choice of the product is not available',
    'cart.badCartToken': 'This cart token is not valid',
    'cart.merged': 'The products you added as a guest are in your cart',
    'cart.mergedShort':
      'The products you added as a guest are in your cart, but some quantities were lowered to what is in stock',
  },
  {
    'cart.found': 'سلة التسوق',
    'cart.itemAdded': 'تمت الإضافة إلى سلتك',
    'cart.itemUpdated': 'تم تحديث الكمية',
    'cart.itemRemoved': 'تمت الإزالة من سلتك',
    'cart.cleared': 'أصبحت سلتك فارغة',
    'cart.itemNotFound': 'هذا المنتج ليس في سلتك',
    'cart.productInactive': 'هذا المنتج لم يعد متاحًا',
    'cart.outOfStock': 'نفد مخزون هذا المنتج',
    'cart.notEnoughStock': 'المتوفر {available} فقط',
    'cart.notEnoughStockInCart': 'المتوفر {available} فقط، وفي سلتك منه {inCart} بالفعل',
    'cart.couponApplied': 'تم تطبيق القسيمة',
    'cart.couponRemoved': 'تمت إزالة القسيمة',
    'cart.quantityLimit': 'يمكنك طلب {max} قطعة على الأكثر من المنتج الواحد',
    'cart.tooManyLines': 'تتسع سلتك لـ {max} منتجًا مختلفًا على الأكثر',
    'cart.chooseVariant': 'اختر {choices}',
    'cart.variantUnavailable': 'هذا الاختيار من المنتج غير متاح',
    'cart.badCartToken': 'رمز السلة غير صالح',
    'cart.merged': 'المنتجات التي أضفتها كزائر موجودة الآن في سلتك',
    'cart.mergedShort':
      'المنتجات التي أضفتها كزائر موجودة الآن في سلتك، لكن خُفّضت بعض الكميات إلى المتوفر في المخزون',
  },
);
