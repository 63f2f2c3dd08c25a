import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the addresses area (keys start with "addresses."). */
export const addressesMessages = defineMessages(
  {
    'addresses.placeholder': 'placeholder',
  },
  {
    'addresses.placeholder': 'placeholder',
  },
);
