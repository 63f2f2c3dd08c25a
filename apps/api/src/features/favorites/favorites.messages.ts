import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the favorites area (keys start with "favorites."). */
export const favoritesMessages = defineMessages(
  {
    'favorites.placeholder': 'placeholder',
  },
  {
    'favorites.placeholder': 'placeholder',
  },
);
