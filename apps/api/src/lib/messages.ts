import type { Language } from '@dukkan/contracts';

/**
 * Server messages in both languages. Services refer to them by key; the reply helpers and the error
 * handler pick the caller's language (Accept-Language) when they write the envelope. This file
 * holds only the platform's own messages (requests, sign-in guards, server state); each area keeps
 * its messages in its `*.messages.ts`, and the composition root (src/messages.ts) adds them all, so
 * lib/ never depends on the areas above it.
 */
const core = {
  ok: 'Success',
  'validation.failed': 'Some fields are not valid',
  'auth.required': 'Please sign in to continue',
  'auth.invalidToken': 'Your session has ended. Please sign in again',
  'auth.forbidden': 'You do not have permission to do this',
  'image.unsupported': 'The image must be a JPEG, PNG, WebP or AVIF file',
  'image.tooLarge': 'The file is too large (5 MB at most)',
  'request.tooLarge': 'The request is too large',
  'request.badJson': 'The request body is not valid JSON',
  'request.unsupportedType': 'This content type is not supported',
  'request.badMultipart': 'The form data could not be read (no boundary, or the body is cut short)',
  'server.databaseUnavailable':
    'The shop cannot reach its database right now. Please try again in a few seconds',
  'rateLimit.exceeded': 'Too many attempts. Please try again in {seconds} seconds',
  'route.notFound': 'The requested address does not exist',
  'server.error': 'An unexpected error occurred. Please try again',
  'server.shuttingDown': 'The shop is restarting. Please try again in a few seconds',
  'server.busy':
    'The shop is busy with other downloads and imports. Please try again in {seconds} seconds',
};

/**
 * The English table of the whole catalogue. It starts with the platform's keys; src/messages.ts
 * widens it with every area's keys by declaration merging, so a key no area defines fails to
 * compile wherever it is used.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- widened by src/messages.ts
export interface MessageCatalogue extends CoreEnglish {}

type CoreEnglish = typeof core;

export type MessageKey = keyof MessageCatalogue;

const coreAr: Record<keyof typeof core, string> = {
  ok: 'تمت العملية بنجاح',
  'validation.failed': 'بعض الحقول غير صحيحة',
  'auth.required': 'يرجى تسجيل الدخول للمتابعة',
  'auth.invalidToken': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى',
  'auth.forbidden': 'ليست لديك صلاحية للقيام بهذا الإجراء',
  'image.unsupported': 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو AVIF',
  'image.tooLarge': 'الملف كبير جدًا (5 ميغابايت كحد أقصى)',
  'request.tooLarge': 'الطلب كبير جدًا',
  'request.badJson': 'محتوى الطلب ليس JSON صالحًا',
  'request.unsupportedType': 'نوع المحتوى هذا غير مدعوم',
  'request.badMultipart': 'تعذّرت قراءة بيانات النموذج (لا يوجد فاصل، أو المحتوى مقطوع)',
  'server.databaseUnavailable':
    'يتعذّر على المتجر الوصول إلى قاعدة بياناته الآن. يرجى المحاولة بعد بضع ثوانٍ',
  'rateLimit.exceeded': 'محاولات كثيرة. يرجى المحاولة بعد {seconds} ثانية',
  'route.notFound': 'العنوان المطلوب غير موجود',
  'server.error': 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى',
  'server.shuttingDown': 'المتجر يُعاد تشغيله. يرجى المحاولة بعد بضع ثوانٍ',
  'server.busy': 'المتجر مشغول بتنزيلات واستيرادات أخرى. يرجى المحاولة بعد {seconds} ثوانٍ',
};

const catalogue: Record<Language, Record<string, string>> = { en: { ...core }, ar: { ...coreAr } };

/** Adds the areas' tables; the composition root calls it once, before any request is answered. */
export function registerMessages(tables: {
  en: Record<string, string>;
  ar: Record<string, string>;
}): void {
  Object.assign(catalogue.en, tables.en);
  Object.assign(catalogue.ar, tables.ar);
}

export function translate(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  const text = catalogue[lang][key];
  if (text === undefined) throw new Error(`message ${String(key)} is not registered`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Whether a stored text is a key of the catalogue (system notes are kept as keys). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue.en, value);
}
