import type { Language } from '@dukkan/contracts';

/** The reset-code e-mail, in the requester's language first and the other one below. */
export function resetCodeMail(input: {
  firstName: string;
  code: string;
  lang: Language;
  minutes: number;
}) {
  const en = [
    `Hello ${input.firstName},`,
    '',
    `Your Dukkan password reset code is ${input.code}.`,
    `It is valid for ${input.minutes} minutes and can be used once.`,
    'If you did not ask to reset your password, you can ignore this e-mail.',
  ].join('\n');
  const ar = [
    `مرحبًا ${input.firstName}،`,
    '',
    `رمز إعادة تعيين كلمة المرور في دكان هو ${input.code}.`,
    `الرمز صالح لمدة ${input.minutes} دقائق ويُستخدم مرة واحدة.`,
    'إذا لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة.',
  ].join('\n');
  const subject =
    input.lang === 'ar'
      ? `رمز إعادة تعيين كلمة المرور: ${input.code}`
      : `Your password reset code: ${input.code}`;
  const text = input.lang === 'ar' ? `${ar}\n\n---\n\n${en}` : `${en}\n\n---\n\n${ar}`;
  const html = text
    .split('\n\n---\n\n')
    .map((part, i) => {
      const dir = (i === 0) === (input.lang === 'ar') ? 'rtl' : 'ltr';
      const body = part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>');
      return `<div dir="${dir}" style="font-family:sans-serif">${body}</div>`;
    })
    .join('<hr>');
  return { subject, text, html };
}
