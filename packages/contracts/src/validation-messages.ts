import type { Language } from './language.ts';

/**
 * Validation messages are keys (`v.*`) inside the schemas, so one schema serves the API, the web
 * forms and both languages. `describeIssue` turns a zod issue into "Field: rule" text.
 */
export const validationMessages = {
  en: {
    'v.required': 'is required',
    'v.email': 'must be a valid e-mail address',
    'v.passwordWeak': 'must be at least 8 characters with a letter and a digit',
    'v.passwordMismatch': 'does not match the password',
    'v.phone': 'must be a Saudi mobile number such as 05XXXXXXXX',
    'v.name': 'must be 1 to 50 characters',
    'v.otp': 'must be the 6-digit code from the e-mail',
    'v.id': 'must be a positive whole number',
    'v.role': 'must be one of Admin, Manager, Customer',
    'v.text': 'must be text',
    'v.number': 'must be a number',
    'v.integer': 'must be a whole number',
    'v.tooShort': 'must be at least {min} characters',
    'v.tooLong': 'must be at most {max} characters',
    'v.min': 'must be at least {min}',
    'v.max': 'must be at most {max}',
    'v.oneOf': 'must be one of {values}',
    'v.file': 'must be an uploaded file',
    'v.invalid': 'is not valid',
    'v.money': 'must have at most two decimal places',
    'v.pricePositive': 'must be more than 0',
    'v.boolean': 'must be true or false',
    'v.date': 'must be a date such as 2026-01-31',
    'v.discountType': 'must be Percentage or Fixed',
    'v.discountPositive': 'must be more than 0',
    'v.percent': 'must be at most 100 for a percentage discount',
    'v.endAfterStart': 'must be after the start date',
    'v.discountBelowPrice': 'must be less than the price',
    'v.sku': 'may use letters, digits and . _ / - only, starting with a letter or digit',
    'v.tooManyImages': 'must be at most 10 images',
    'v.maxBelowMin': 'must not be below the minimum price',
    'v.idList': 'must be a list of product ids',
    'v.buildingNumber': 'must be the 4-digit building number',
    'v.postalCode': 'must be the 5-digit postal code',
    'v.additionalNumber': 'must be the 4-digit additional number',
    'v.paymentMethod': 'must be Online or CashOnDelivery',
    'v.resourcePath': 'must be a payment path such as /v1/checkouts/{id}/payment',
    'v.cardNumber': 'must be a card number of 12 to 19 digits',
    'v.cvv': 'must be the 3 or 4 digits on the card',
    'v.couponCode': 'may use letters, digits, - and _ only',
    'v.percentRange': 'must be between 1 and 100 for a percentage',
    'v.dayRange': 'must be at most 366 days before the end date',
    'v.toBeforeFrom': 'must not be before the start date',
  },
  ar: {
    'v.required': 'مطلوب',
    'v.email': 'يجب أن يكون بريدًا إلكترونيًا صحيحًا',
    'v.passwordWeak': 'يجب ألا تقل عن 8 أحرف وتحتوي على حرف ورقم',
    'v.passwordMismatch': 'لا تطابق كلمة المرور',
    'v.phone': 'يجب أن يكون رقم جوال سعوديًا مثل 05XXXXXXXX',
    'v.name': 'يجب أن يكون من 1 إلى 50 حرفًا',
    'v.otp': 'يجب أن يكون الرمز المكوّن من 6 أرقام المرسل بالبريد',
    'v.id': 'يجب أن يكون رقمًا صحيحًا موجبًا',
    'v.role': 'يجب أن يكون أحد: Admin أو Manager أو Customer',
    'v.text': 'يجب أن يكون نصًا',
    'v.number': 'يجب أن يكون رقمًا',
    'v.integer': 'يجب أن يكون عددًا صحيحًا',
    'v.tooShort': 'يجب ألا يقل عن {min} أحرف',
    'v.tooLong': 'يجب ألا يزيد عن {max} حرفًا',
    'v.min': 'يجب ألا يقل عن {min}',
    'v.max': 'يجب ألا يزيد عن {max}',
    'v.oneOf': 'يجب أن يكون أحد: {values}',
    'v.file': 'يجب أن يكون ملفًا مرفوعًا',
    'v.invalid': 'غير صالح',
    'v.money': 'يجب ألا يزيد عن منزلتين عشريتين',
    'v.pricePositive': 'يجب أن يكون أكبر من 0',
    'v.boolean': 'يجب أن يكون صحيحًا أو خطأ',
    'v.date': 'يجب أن يكون تاريخًا مثل 2026-01-31',
    'v.discountType': 'يجب أن يكون نسبة مئوية أو مبلغًا ثابتًا',
    'v.discountPositive': 'يجب أن يكون أكبر من 0',
    'v.percent': 'يجب ألا يزيد عن 100 لخصم النسبة المئوية',
    'v.endAfterStart': 'يجب أن يكون بعد تاريخ البداية',
    'v.discountBelowPrice': 'يجب أن يكون أقل من السعر',
    'v.sku': 'يُسمح بالحروف اللاتينية والأرقام و . _ / - فقط، ويبدأ بحرف أو رقم',
    'v.tooManyImages': 'يجب ألا يزيد عدد الصور عن 10',
    'v.maxBelowMin': 'يجب ألا يقل عن أدنى سعر',
    'v.idList': 'يجب أن يكون قائمة بمعرّفات المنتجات',
    'v.buildingNumber': 'يجب أن يكون رقم المبنى المكوّن من 4 أرقام',
    'v.postalCode': 'يجب أن يكون الرمز البريدي المكوّن من 5 أرقام',
    'v.additionalNumber': 'يجب أن يكون الرقم الإضافي المكوّن من 4 أرقام',
    'v.paymentMethod': 'يجب أن تكون الدفع الإلكتروني أو الدفع عند الاستلام',
    'v.resourcePath': 'يجب أن يكون مسار دفع مثل /v1/checkouts/{id}/payment',
    'v.cardNumber': 'يجب أن يكون رقم بطاقة من 12 إلى 19 رقمًا',
    'v.cvv': 'يجب أن يكون الأرقام الثلاثة أو الأربعة على البطاقة',
    'v.couponCode': 'يُسمح بالحروف اللاتينية والأرقام و - و _ فقط',
    'v.percentRange': 'يجب أن يكون بين 1 و100 للنسبة المئوية',
    'v.dayRange': 'يجب ألا يسبق تاريخ النهاية بأكثر من 366 يومًا',
    'v.toBeforeFrom': 'يجب ألا يكون قبل تاريخ البداية',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationKey = keyof (typeof validationMessages)['en'];

/** Display names of request fields, so a message names the field in the reader's language. */
export const fieldLabels: Record<Language, Record<string, string>> = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Password confirmation',
    currentPassword: 'Current password',
    newPassword: 'New password',
    phoneNumber: 'Mobile number',
    otp: 'Code',
    resetToken: 'Reset token',
    imageFile: 'Image',
    userId: 'User',
    newRole: 'Role',
    role: 'Role',
    id: 'Id',
    pageNumber: 'Page number',
    pageSize: 'Page size',
    search: 'Search',
    nameEn: 'English name',
    nameAr: 'Arabic name',
    parentId: 'Parent category',
    descriptionEn: 'English description',
    descriptionAr: 'Arabic description',
    sku: 'SKU',
    price: 'Price',
    stock: 'Stock',
    brandId: 'Brand',
    categoryId: 'Category',
    isActive: 'Active',
    images: 'Images',
    imageOrder: 'Image order',
    discount: 'Discount',
    'discount.type': 'Discount type',
    'discount.value': 'Discount value',
    'discount.startDate': 'Discount start',
    'discount.endDate': 'Discount end',
    type: 'Discount type',
    value: 'Discount value',
    startDate: 'Start date',
    endDate: 'End date',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    inStock: 'In stock',
    hasDiscount: 'Discounted',
    sortBy: 'Sort',
    sortDirection: 'Sort direction',
    stockStatus: 'Stock status',
    file: 'File',
    productId: 'Product',
    quantity: 'Quantity',
    label: 'Label',
    city: 'City',
    district: 'District',
    street: 'Street',
    buildingNumber: 'Building number',
    postalCode: 'Postal code',
    additionalNumber: 'Additional number',
    details: 'Details',
    isDefault: 'Default',
    number: 'Mobile number',
    isPrimary: 'Primary',
    addressId: 'Address',
    phoneNumberId: 'Mobile number',
    deliveryMethodId: 'Delivery method',
    paymentMethod: 'Payment method',
    couponCode: 'Coupon code',
    couponId: 'Coupon',
    code: 'Code',
    notes: 'Notes',
    orderId: 'Order',
    status: 'Status',
    note: 'Note',
    isPaid: 'Paid',
    from: 'From',
    to: 'To',
    resourcePath: 'Payment path',
    cardNumber: 'Card number',
    holder: 'Card holder',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    cvv: 'CVV',
    estimatedDays: 'Delivery days',
    minOrderAmount: 'Minimum order',
    maxDiscountAmount: 'Maximum discount',
    usageLimit: 'Usage limit',
    perUserLimit: 'Per-customer limit',
    count: 'Count',
    threshold: 'Stock threshold',
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    phoneNumber: 'رقم الجوال',
    otp: 'الرمز',
    resetToken: 'رمز إعادة التعيين',
    imageFile: 'الصورة',
    userId: 'المستخدم',
    newRole: 'الدور',
    role: 'الدور',
    id: 'المعرّف',
    pageNumber: 'رقم الصفحة',
    pageSize: 'حجم الصفحة',
    search: 'البحث',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    parentId: 'القسم الأب',
    descriptionEn: 'الوصف بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    sku: 'رمز المنتج (SKU)',
    price: 'السعر',
    stock: 'المخزون',
    brandId: 'العلامة التجارية',
    categoryId: 'القسم',
    isActive: 'نشط',
    images: 'الصور',
    imageOrder: 'ترتيب الصور',
    discount: 'الخصم',
    'discount.type': 'نوع الخصم',
    'discount.value': 'قيمة الخصم',
    'discount.startDate': 'بداية الخصم',
    'discount.endDate': 'نهاية الخصم',
    type: 'نوع الخصم',
    value: 'قيمة الخصم',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
    minPrice: 'أدنى سعر',
    maxPrice: 'أعلى سعر',
    inStock: 'متوفر',
    hasDiscount: 'مخفّض',
    sortBy: 'الترتيب',
    sortDirection: 'اتجاه الترتيب',
    stockStatus: 'حالة المخزون',
    file: 'الملف',
    productId: 'المنتج',
    quantity: 'الكمية',
    label: 'التسمية',
    city: 'المدينة',
    district: 'الحي',
    street: 'الشارع',
    buildingNumber: 'رقم المبنى',
    postalCode: 'الرمز البريدي',
    additionalNumber: 'الرقم الإضافي',
    details: 'تفاصيل إضافية',
    isDefault: 'افتراضي',
    number: 'رقم الجوال',
    isPrimary: 'أساسي',
    addressId: 'العنوان',
    phoneNumberId: 'رقم الجوال',
    deliveryMethodId: 'طريقة التوصيل',
    paymentMethod: 'طريقة الدفع',
    couponCode: 'رمز القسيمة',
    couponId: 'القسيمة',
    code: 'الرمز',
    notes: 'ملاحظات',
    orderId: 'الطلب',
    status: 'الحالة',
    note: 'الملاحظة',
    isPaid: 'مدفوع',
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    resourcePath: 'مسار الدفع',
    cardNumber: 'رقم البطاقة',
    holder: 'اسم حامل البطاقة',
    expiryMonth: 'شهر الانتهاء',
    expiryYear: 'سنة الانتهاء',
    cvv: 'رمز التحقق',
    estimatedDays: 'أيام التوصيل',
    minOrderAmount: 'الحد الأدنى للطلب',
    maxDiscountAmount: 'الحد الأقصى للخصم',
    usageLimit: 'حد الاستخدام',
    perUserLimit: 'حد الاستخدام لكل عميل',
    count: 'العدد',
    threshold: 'حد المخزون',
  },
};

/** The parts of a zod issue this module reads (zod's own issue type is wider). */
export interface IssueLike {
  code: string;
  message: string;
  path: ReadonlyArray<PropertyKey>;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  expected?: string;
  values?: ReadonlyArray<unknown>;
  input?: unknown;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
}

/** The rule text for one issue, without the field name. */
export function describeRule(issue: IssueLike, lang: Language): string {
  const dict: Record<string, string> = validationMessages[lang];
  const own = dict[issue.message];
  if (own) {
    return fill(own, { min: String(issue.minimum ?? ''), max: String(issue.maximum ?? '') });
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return dict['v.required']!;
      if (issue.expected === 'number' || issue.expected === 'int') return dict['v.number']!;
      if (issue.expected === 'string') return dict['v.text']!;
      return dict['v.invalid']!;
    case 'too_small':
      return fill(issue.origin === 'string' ? dict['v.tooShort']! : dict['v.min']!, {
        min: String(issue.minimum),
      });
    case 'too_big':
      return fill(issue.origin === 'string' ? dict['v.tooLong']! : dict['v.max']!, {
        max: String(issue.maximum),
      });
    case 'invalid_value':
      return fill(dict['v.oneOf']!, { values: (issue.values ?? []).map(String).join(', ') });
    case 'invalid_format':
      return dict['v.invalid']!;
    default:
      return dict['v.invalid']!;
  }
}

/** The field key of an issue: its path joined with dots (`discount.value`), or `body`. */
export function issueField(issue: IssueLike): string {
  return issue.path.length ? issue.path.map(String).join('.') : 'body';
}

/** "E-mail: must be a valid e-mail address" in the requested language. */
export function describeIssue(issue: IssueLike, lang: Language): string {
  const field = issueField(issue);
  const last = String(issue.path[issue.path.length - 1] ?? field);
  const label = fieldLabels[lang][field] ?? fieldLabels[lang][last] ?? field;
  return `${label}: ${describeRule(issue, lang)}`;
}
