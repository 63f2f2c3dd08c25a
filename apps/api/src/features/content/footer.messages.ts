import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Footer area (keys start with "footer."). */
export const footerMessages = defineMessages({}, {});
