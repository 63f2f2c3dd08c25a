import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the addresses area: addresses ("addresses.") and phone numbers ("phones."). */
export const addressesMessages = defineMessages(
  {
    'addresses.list': 'Your addresses',
    'addresses.found': 'Address',
    'addresses.created': 'Address added',
    'addresses.updated': 'Address updated',
    'addresses.deleted': 'Address deleted',
    'addresses.notFound': 'Address not found',
    'addresses.limit': 'You can keep at most {max} addresses. Delete one to add another',
    'phones.list': 'Your mobile numbers',
    'phones.found': 'Mobile number',
    'phones.created': 'Mobile number added',
    'phones.updated': 'Mobile number updated',
    'phones.deleted': 'Mobile number deleted',
    'phones.notFound': 'Mobile number not found',
    'phones.duplicate': 'This mobile number is already in your list',
    'phones.limit': 'You can keep at most {max} mobile numbers. Delete one to add another',
  },
  {
    'addresses.list': 'عناوينك',
    'addresses.found': 'العنوان',
    'addresses.created': 'تمت إضافة العنوان',
    'addresses.updated': 'تم تحديث العنوان',
    'addresses.deleted': 'تم حذف العنوان',
    'addresses.notFound': 'العنوان غير موجود',
    'addresses.limit': 'يمكنك الاحتفاظ بـ {max} عنوانًا كحد أقصى. احذف عنوانًا لإضافة آخر',
    'phones.list': 'أرقام جوالك',
    'phones.found': 'رقم الجوال',
    'phones.created': 'تمت إضافة رقم الجوال',
    'phones.updated': 'تم تحديث رقم الجوال',
    'phones.deleted': 'تم حذف رقم الجوال',
    'phones.notFound': 'رقم الجوال غير موجود',
    'phones.duplicate': 'رقم الجوال هذا موجود في قائمتك بالفعل',
    'phones.limit': 'يمكنك الاحتفاظ بـ {max} أرقام جوال كحد أقصى. احذف رقمًا لإضافة آخر',
  },
);
