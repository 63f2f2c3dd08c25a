import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the accounts area: sign-in, registration, profile, password reset and sign-in by texted code (keys start with "auth.", "reset." and "mobile."; the three sign-in guard messages stay with the platform in lib/messages.ts). */
export const accountsMessages = defineMessages(
  {
    'auth.invalidCredentials': 'Incorrect e-mail or password',
    'auth.loggedIn': 'Signed in successfully',
    'auth.registered': 'Account created. You are signed in',
    'auth.emailTaken': 'An account with this e-mail already exists',
    'auth.userInfo': 'User information',
    'auth.userUpdated': 'Your information was updated',
    'auth.passwordChanged': 'Password changed. Please sign in again',
    'auth.wrongCurrentPassword': 'The current password is incorrect',
    'auth.samePassword': 'The new password must differ from the current one',
    'auth.passwordCommon':
      'This password is one of the most common ones and easy to guess. Please choose another',
    'reset.sent': 'If an account exists for this e-mail, a code has been sent to it',
    'reset.invalidCode': 'The code is incorrect or has expired',
    'reset.tooManyTries': 'Too many wrong codes. Please request a new code',
    'reset.verified': 'Code verified. You can now choose a new password',
    'reset.invalidToken': 'The reset link is invalid or has expired. Please start again',
    'reset.done': 'Your password was reset. You can sign in now',
    'mobile.codeSent': 'We sent a 6-digit code by text message. It is valid for {minutes} minutes',
    'mobile.invalidCode': 'The code is incorrect or has expired',
    'mobile.tooManyTries': 'Too many wrong codes. Please request a new code',
    'mobile.nameRequired': 'Please enter your name to create your account',
    'mobile.taken': 'This mobile number belongs to another account',
    'mobile.staffUsesPassword':
      'Staff accounts sign in with their e-mail and password, not with a texted code',
    'mobile.verified': 'Your mobile number is verified. You can sign in with it now',
    'mobile.smsRefused':
      'The text message could not be sent. Please try again later, or sign in with your e-mail',
    'mobile.smsUnavailable':
      'The text message service cannot be reached right now. Please try again in a few minutes',
  },
  {
    'auth.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    'auth.loggedIn': 'تم تسجيل الدخول بنجاح',
    'auth.registered': 'تم إنشاء حسابك وتسجيل دخولك',
    'auth.emailTaken': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
    'auth.userInfo': 'بيانات المستخدم',
    'auth.userUpdated': 'تم تحديث بياناتك',
    'auth.passwordChanged': 'تم تغيير كلمة المرور. يرجى تسجيل الدخول مرة أخرى',
    'auth.wrongCurrentPassword': 'كلمة المرور الحالية غير صحيحة',
    'auth.samePassword': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
    'auth.passwordCommon':
      'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. يرجى اختيار غيرها',
    'reset.sent': 'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أُرسل إليه رمز التحقق',
    'reset.invalidCode': 'الرمز غير صحيح أو منتهي الصلاحية',
    'reset.tooManyTries': 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد',
    'reset.verified': 'تم التحقق من الرمز. يمكنك الآن اختيار كلمة مرور جديدة',
    'reset.invalidToken': 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية. يرجى البدء من جديد',
    'reset.done': 'تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول الآن',
    'mobile.codeSent': 'أرسلنا رمزًا من 6 أرقام في رسالة نصية. الرمز صالح لمدة {minutes} دقائق',
    'mobile.invalidCode': 'الرمز غير صحيح أو منتهي الصلاحية',
    'mobile.tooManyTries': 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد',
    'mobile.nameRequired': 'يرجى إدخال اسمك لإنشاء حسابك',
    'mobile.taken': 'رقم الجوال هذا مرتبط بحساب آخر',
    'mobile.staffUsesPassword':
      'تسجيل دخول حسابات الموظفين يكون بالبريد الإلكتروني وكلمة المرور، لا برمز نصي',
    'mobile.verified': 'تم التحقق من رقم جوالك. يمكنك تسجيل الدخول به الآن',
    'mobile.smsRefused':
      'تعذّر إرسال الرسالة النصية. يرجى المحاولة لاحقًا، أو تسجيل الدخول ببريدك الإلكتروني',
    'mobile.smsUnavailable':
      'يتعذّر الوصول إلى خدمة الرسائل النصية الآن. يرجى المحاولة بعد بضع دقائق',
  },
);
