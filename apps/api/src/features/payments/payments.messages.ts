import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the payments area (keys start with "payments."). */
export const paymentsMessages = defineMessages(
  {
    'payments.placeholder': 'placeholder',
  },
  {
    'payments.placeholder': 'placeholder',
  },
);
