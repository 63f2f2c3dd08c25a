import type { Language } from '@dukkan/contracts';

const DEFAULT_TEXT: Record<Language, string> = {
  en: 'Your sign-in code is {code}. It is valid for {minutes} minutes. Do not share it with anyone.',
  ar: 'رمز الدخول: {code}\nصالح لمدة {minutes} دقائق. لا تشاركه مع أحد.',
};

/**
 * The sign-in code's text message, in the shopper's language only (an Arabic text message holds 70
 * characters a part, so both languages would cost two or three parts). The shop may word it its
 * own way (SMS_CODE_TEXT_EN/AR). The last line binds the code to the shop's address (the WebOTP
 * format, `@host #code`), so a phone's browser can offer to fill it in.
 */
export function mobileCodeText(input: {
  code: string;
  minutes: number;
  lang: Language;
  ownText: string | null;
  publicUrl: string;
}): string {
  const template = input.ownText ?? DEFAULT_TEXT[input.lang];
  const text = template
    .replaceAll('{code}', input.code)
    .replaceAll('{minutes}', String(input.minutes));
  return `${text}\n\n@${new URL(input.publicUrl).host} #${input.code}`;
}
