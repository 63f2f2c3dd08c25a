import type { ContactMessage } from '@dukkan/contracts';
import type { AppContext } from '../../app-context.ts';
import { serviceUnavailable } from '../../lib/app-error.ts';
import { footers } from './content.tables.ts';

/** The footer's e-mail when the store has set one, else the address the shop sends mail from. */
async function storeAddress(ctx: AppContext): Promise<string> {
  const [row] = await ctx.db.select({ email: footers.email }).from(footers).limit(1);
  return row?.email || ctx.config.mailFrom;
}

/**
 * E-mails the store what a shopper wrote; answering the mail answers the shopper (Reply-To).
 * Name and subject were checked to be single lines, and the mail library encodes every header,
 * so nothing the shopper typed can add a header. Waits for the transport so a failure is told.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactMessage): Promise<void> {
  const to = await storeAddress(ctx);
  const lines = [
    `Name / الاسم: ${input.name}`,
    `E-mail / البريد الإلكتروني: ${input.email}`,
    ...(input.phone ? [`Mobile / الجوال: ${input.phone}`] : []),
    `Subject / الموضوع: ${input.subject}`,
    '',
    input.message,
  ];
  try {
    await ctx.mailer.send({
      to,
      subject: `Contact form: ${input.subject}`,
      text: lines.join('\n'),
      replyTo: { name: input.name, address: input.email },
    });
  } catch (err) {
    ctx.log.error({ err }, 'contact mail failed');
    throw serviceUnavailable('contact.unavailable');
  }
}
