import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Sliders (banners) area (keys start with "slider."). */
export const slidersMessages = defineMessages({}, {});
