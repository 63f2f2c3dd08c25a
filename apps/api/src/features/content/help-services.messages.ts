import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Help services area (keys start with "helpService."). */
export const helpServicesMessages = defineMessages(
  {
    'helpService.list': 'Help services',
    'helpService.created': 'Help service added',
    'helpService.updated': 'Help service updated',
    'helpService.deleted': 'Help service deleted',
    'helpService.notFound': 'Help service not found',
    'helpService.iconRequired': 'Choose an icon for the help service',
  },
  {
    'helpService.list': 'خدمات المساعدة',
    'helpService.created': 'تمت إضافة خدمة المساعدة',
    'helpService.updated': 'تم تحديث خدمة المساعدة',
    'helpService.deleted': 'تم حذف خدمة المساعدة',
    'helpService.notFound': 'خدمة المساعدة غير موجودة',
    'helpService.iconRequired': 'اختر أيقونة لخدمة المساعدة',
  },
);
