import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the store status area (keys start with "store."). */
export const storeMessages = defineMessages(
  {
    'store.status': 'Store status',
  },
  {
    'store.status': 'حالة المتجر',
  },
);
