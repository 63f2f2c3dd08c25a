import { z } from 'zod';
import { emailSchema, requiredText, saudiMobileSchema, textInput } from './text.ts';
import { blankToUndefined } from './fields.ts';

/** Content area contract: contact form (`contact/send`). */

/** Names and subjects become mail headers: a line break there could add headers of its own. */
const singleLine = (max: number) =>
  requiredText(max).refine((value) => !/[\r\n\u2028\u2029]/.test(value), {
    error: 'v.singleLine',
  });

/** The storefront contact form: who writes, how to answer them, and what about. */
export const contactMessageSchema = z.object({
  name: singleLine(100),
  email: emailSchema,
  phone: z.preprocess(blankToUndefined, saudiMobileSchema.optional()),
  subject: singleLine(150),
  message: textInput('v.required')
    .trim()
    .min(1, { error: 'v.required', abort: true })
    .min(10, { error: 'v.tooShort' })
    .max(5000, { error: 'v.tooLong' }),
});
export type ContactMessageFields = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ sent: z.boolean() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
