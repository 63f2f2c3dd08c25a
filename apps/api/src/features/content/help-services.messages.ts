import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Help services area (keys start with "helpService."). */
export const helpServicesMessages = defineMessages({}, {});
