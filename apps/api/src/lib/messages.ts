import type { Language } from '@dukkan/contracts';

/**
 * Server messages in both languages. Services refer to them by key; the reply helpers and the error
 * handler pick the caller's language (Accept-Language) when they write the envelope.
 */
const en = {
  ok: 'Success',
  'validation.failed': 'Some fields are not valid',
  'auth.required': 'Please sign in to continue',
  'auth.invalidToken': 'Your session has ended. Please sign in again',
  'auth.forbidden': 'You do not have permission to do this',
  'auth.invalidCredentials': 'Incorrect e-mail or password',
  'auth.loggedIn': 'Signed in successfully',
  'auth.registered': 'Account created. You can sign in now',
  'auth.emailTaken': 'An account with this e-mail already exists',
  'auth.userInfo': 'User information',
  'auth.userUpdated': 'Your information was updated',
  'auth.passwordChanged': 'Password changed. Please sign in again',
  'auth.wrongCurrentPassword': 'The current password is incorrect',
  'auth.samePassword': 'The new password must differ from the current one',
  'reset.sent': 'If an account exists for this e-mail, a code has been sent to it',
  'reset.invalidCode': 'The code is incorrect or has expired',
  'reset.tooManyTries': 'Too many wrong codes. Please request a new code',
  'reset.verified': 'Code verified. You can now choose a new password',
  'reset.invalidToken': 'The reset link is invalid or has expired. Please start again',
  'reset.done': 'Your password was reset. You can sign in now',
  'users.list': 'Users',
  'users.found': 'User',
  'users.notFound': 'User not found',
  'users.deleted': 'User deleted',
  'users.roleChanged': 'Role changed',
  'users.cannotDeleteSelf': 'You cannot delete your own account',
  'users.cannotChangeOwnRole': 'You cannot change your own role',
  'image.unsupported': 'The image must be a JPEG, PNG, WebP or AVIF file',
  'image.tooLarge': 'The file is too large (5 MB at most)',
  'request.tooLarge': 'The request is too large',
  'request.badJson': 'The request body is not valid JSON',
  'request.unsupportedType': 'This content type is not supported',
  'rateLimit.exceeded': 'Too many attempts. Please try again in {seconds} seconds',
  'route.notFound': 'The requested address does not exist',
  'server.error': 'An unexpected error occurred. Please try again',
};

export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  ok: 'تمت العملية بنجاح',
  'validation.failed': 'بعض الحقول غير صحيحة',
  'auth.required': 'يرجى تسجيل الدخول للمتابعة',
  'auth.invalidToken': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى',
  'auth.forbidden': 'ليست لديك صلاحية للقيام بهذا الإجراء',
  'auth.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'auth.loggedIn': 'تم تسجيل الدخول بنجاح',
  'auth.registered': 'تم إنشاء الحساب. يمكنك تسجيل الدخول الآن',
  'auth.emailTaken': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  'auth.userInfo': 'بيانات المستخدم',
  'auth.userUpdated': 'تم تحديث بياناتك',
  'auth.passwordChanged': 'تم تغيير كلمة المرور. يرجى تسجيل الدخول مرة أخرى',
  'auth.wrongCurrentPassword': 'كلمة المرور الحالية غير صحيحة',
  'auth.samePassword': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
  'reset.sent': 'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أُرسل إليه رمز التحقق',
  'reset.invalidCode': 'الرمز غير صحيح أو منتهي الصلاحية',
  'reset.tooManyTries': 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد',
  'reset.verified': 'تم التحقق من الرمز. يمكنك الآن اختيار كلمة مرور جديدة',
  'reset.invalidToken': 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. يرجى البدء من جديد',
  'reset.done': 'تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول الآن',
  'users.list': 'المستخدمون',
  'users.found': 'المستخدم',
  'users.notFound': 'المستخدم غير موجود',
  'users.deleted': 'تم حذف المستخدم',
  'users.roleChanged': 'تم تغيير الدور',
  'users.cannotDeleteSelf': 'لا يمكنك حذف حسابك',
  'users.cannotChangeOwnRole': 'لا يمكنك تغيير دورك',
  'image.unsupported': 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو AVIF',
  'image.tooLarge': 'الملف كبير جدًا (5 ميغابايت كحد أقصى)',
  'request.tooLarge': 'الطلب كبير جدًا',
  'request.badJson': 'محتوى الطلب ليس JSON صالحًا',
  'request.unsupportedType': 'نوع المحتوى هذا غير مدعوم',
  'rateLimit.exceeded': 'محاولات كثيرة. يرجى المحاولة بعد {seconds} ثانية',
  'route.notFound': 'العنوان المطلوب غير موجود',
  'server.error': 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى',
};

const catalogue: Record<Language, Record<MessageKey, string>> = { en, ar };

export function translate(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogue[lang][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
