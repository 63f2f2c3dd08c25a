import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the coupons area (keys start with "coupons."). */
export const couponsMessages = defineMessages(
  {
    'coupons.placeholder': 'placeholder',
  },
  {
    'coupons.placeholder': 'placeholder',
  },
);
