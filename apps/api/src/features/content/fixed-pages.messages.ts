import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Fixed pages area (keys start with "fixedPage."). */
export const fixedPagesMessages = defineMessages({}, {});
