import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the orders area (keys start with "orders."). */
export const ordersMessages = defineMessages(
  {
    'orders.placeholder': 'placeholder',
  },
  {
    'orders.placeholder': 'placeholder',
  },
);
