import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Contact form area (keys start with "contact."). */
export const contactMessages = defineMessages(
  {
    'contact.sent': 'Thank you. Your message was sent and we will reply by e-mail soon',
    'contact.unavailable': 'Your message could not be sent just now. Please try again later',
  },
  {
    'contact.sent': 'شكرًا لك. أُرسلت رسالتك وسنرد عليك بالبريد الإلكتروني قريبًا',
    'contact.unavailable': 'تعذّر إرسال رسالتك الآن. يرجى المحاولة لاحقًا',
  },
);
