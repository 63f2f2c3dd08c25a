import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the dashboard area (keys start with "dashboard."). */
export const dashboardMessages = defineMessages(
  {
    'dashboard.placeholder': 'placeholder',
  },
  {
    'dashboard.placeholder': 'placeholder',
  },
);
