import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Fixed pages area (keys start with "fixedPage."). */
export const fixedPagesMessages = defineMessages(
  {
    'fixedPage.list': 'Pages',
    'fixedPage.found': 'Page',
    'fixedPage.created': 'Page added',
    'fixedPage.updated': 'Page saved',
    'fixedPage.deleted': 'Page deleted',
    'fixedPage.notFound': 'This page does not exist or is not published',
    'fixedPage.slugTaken': 'Another page already uses this address',
    'fixedPage.badSlug':
      'The page address may use lowercase letters, digits and single hyphens only (80 characters at most), such as privacy-policy',
    'fixedPage.contentTooLong': 'The content is too long ({max} characters at most)',
  },
  {
    'fixedPage.list': 'الصفحات',
    'fixedPage.found': 'الصفحة',
    'fixedPage.created': 'تمت إضافة الصفحة',
    'fixedPage.updated': 'تم حفظ الصفحة',
    'fixedPage.deleted': 'تم حذف الصفحة',
    'fixedPage.notFound': 'هذه الصفحة غير موجودة أو غير منشورة',
    'fixedPage.slugTaken': 'هذا الرابط مستخدم لصفحة أخرى',
    'fixedPage.badSlug':
      'يُسمح في رابط الصفحة بالحروف اللاتينية الصغيرة والأرقام وشرطة واحدة بينها فقط (80 حرفًا كحد أقصى)، مثل privacy-policy',
    'fixedPage.contentTooLong': 'المحتوى طويل جدًا ({max} حرف كحد أقصى)',
  },
);
