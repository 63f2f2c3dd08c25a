import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Contact form area (keys start with "contact."). */
export const contactMessages = defineMessages({}, {});
