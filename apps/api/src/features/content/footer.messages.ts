import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Footer area (keys start with "footer."). */
export const footerMessages = defineMessages(
  {
    'footer.found': 'Footer data',
    'footer.created': 'Footer data saved',
    'footer.updated': 'Footer data updated',
    'footer.toggled': 'Footer fields shown or hidden as chosen',
    'footer.deleted': 'Footer data reset to the defaults',
    'footer.notFound': 'Footer data not found. Reload the page and try again',
    'footer.exists': 'The footer already exists; use update to change it',
    'footer.invalid': '{detail}',
  },
  {
    'footer.found': 'بيانات التذييل',
    'footer.created': 'تم حفظ بيانات التذييل',
    'footer.updated': 'تم تحديث بيانات التذييل',
    'footer.toggled': 'تم إظهار حقول التذييل أو إخفاؤها كما اخترت',
    'footer.deleted': 'أُعيدت بيانات التذييل إلى الإعدادات الافتراضية',
    'footer.notFound': 'بيانات التذييل غير موجودة. حدّث الصفحة وحاول مرة أخرى',
    'footer.exists': 'التذييل موجود بالفعل؛ استخدم التحديث لتعديله',
    'footer.invalid': '{detail}',
  },
);
