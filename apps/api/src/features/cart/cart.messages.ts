import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the cart area (keys start with "cart."). */
export const cartMessages = defineMessages(
  {
    'cart.placeholder': 'placeholder',
  },
  {
    'cart.placeholder': 'placeholder',
  },
);
