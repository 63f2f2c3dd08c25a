import { defineMessages } from '../../lib/define-messages.ts';

/** Server messages of the Sliders (banners) area (keys start with "slider."). */
export const slidersMessages = defineMessages(
  {
    'slider.list': 'Banners fetched successfully',
    'slider.created': 'Banner added successfully',
    'slider.updated': 'Banner updated successfully',
    'slider.deleted': 'Banner deleted successfully',
    'slider.imageAdded': 'Banner image added successfully',
    'slider.imageUpdated': 'Banner image updated successfully',
    'slider.imageDeleted': 'Banner image deleted successfully',
    'slider.imagesDeleted': 'All banner images deleted successfully',
    'slider.imagesReordered': 'Banner images reordered successfully',
    'slider.notFound': 'Banner not found',
    'slider.imageNotFound': 'This image does not belong to the banner or no longer exists',
    'slider.imageRequired': 'Choose an image to upload',
    'slider.badLink':
      'The link must be a page of this shop starting with "/" (such as /offers) or a web address starting with http:// or https://',
    'slider.badOrder': 'The new order must list every image of this banner exactly once',
    'slider.tooManyImages': 'A banner can have at most {max} images',
  },
  {
    'slider.list': 'تم جلب البانرات بنجاح',
    'slider.created': 'تمت إضافة البانر بنجاح',
    'slider.updated': 'تم تحديث البانر بنجاح',
    'slider.deleted': 'تم حذف البانر بنجاح',
    'slider.imageAdded': 'تمت إضافة صورة البانر بنجاح',
    'slider.imageUpdated': 'تم تحديث صورة البانر بنجاح',
    'slider.imageDeleted': 'تم حذف صورة البانر بنجاح',
    'slider.imagesDeleted': 'تم حذف جميع صور البانر بنجاح',
    'slider.imagesReordered': 'تم تغيير ترتيب صور البانر بنجاح',
    'slider.notFound': 'البانر غير موجود',
    'slider.imageNotFound': 'هذه الصورة لا تتبع البانر أو لم تعد موجودة',
    'slider.imageRequired': 'اختر صورة لرفعها',
    'slider.badLink':
      'يجب أن يكون الرابط صفحة في المتجر تبدأ بـ "/" (مثل /offers) أو عنوان ويب يبدأ بـ http:// أو https://',
    'slider.badOrder': 'يجب أن يذكر الترتيب الجديد كل صورة من صور هذا البانر مرة واحدة فقط',
    'slider.tooManyImages': 'لا يمكن أن يحتوي البانر على أكثر من {max} صورة',
  },
);
