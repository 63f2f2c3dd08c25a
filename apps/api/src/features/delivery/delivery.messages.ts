import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the delivery area (keys start with "delivery."). */
export const deliveryMessages = defineMessages(
  {
    'delivery.placeholder': 'placeholder',
  },
  {
    'delivery.placeholder': 'placeholder',
  },
);
