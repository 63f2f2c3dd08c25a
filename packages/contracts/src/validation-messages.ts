import { MAX_FILTER_IDS } from './limits.ts';
import { fieldLabels } from './field-labels.ts';
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
    'v.smsCode': 'must be the 6-digit code from the text message',
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
    'v.idCsv': `must be up to ${MAX_FILTER_IDS} ids separated by commas, such as 3,7,12`,
    'v.buildingNumber': 'must be the 4-digit building number',
    'v.postalCode': 'must be the 5-digit postal code',
    'v.additionalNumber': 'must be the 4-digit additional number',
    'v.city': 'must be a city from the list of Saudi cities',
    'v.shortAddress': 'must be 4 letters and 4 digits, such as RRRD2929',
    'v.numberOrShortAddress': 'is required unless the short national address is given',
    'v.latitude': 'must be a latitude between -90 and 90',
    'v.longitude': 'must be a longitude between -180 and 180',
    'v.coordinatesPair': 'must be given together with the other coordinate',
    'v.paymentMethod': 'must be Online or CashOnDelivery',
    'v.onlineMethod': 'must be MADA, CARDS, APPLEPAY or STC_PAY',
    'v.onlineMethodList': 'must be a list of online payment methods',
    'v.detectedBrand': 'must be MADA',
    'v.cardBin': 'must be the first 6 or 8 digits of a card',
    'v.binList': 'must be a list of 1 to 2000 card BINs (6 or 8 digits each)',
    'v.duplicates': 'must not list the same value twice',
    'v.manualRefundMethod': 'must be Cash, BankTransfer or Other',
    'v.amountOrLines': "must not be given with lines: a return refunds its lines' share",
    'v.returnReason': 'must be Damaged, WrongItem, WrongSize, NotAsDescribed, ChangedMind or Other',
    'v.resourcePath': 'must be a payment path such as /v1/checkouts/{id}/payment',
    'v.cardNumber': 'must be a card number of 12 to 19 digits',
    'v.cvv': 'must be the 3 or 4 digits on the card',
    'v.couponCode': 'may use letters, digits, - and _ only',
    'v.percentRange': 'must be between 1 and 100 for a percentage',
    'v.dayRange': 'must be at most 366 days before the end date',
    'v.toBeforeFrom': 'must not be before the start date',
    'v.webLink': 'must be a full web address starting with https://',
    'v.storePhone': 'must be a Saudi phone number such as 011 234 5678, 920000000 or 05XXXXXXXX',
    'v.vatNumber': 'must be the 15-digit VAT number that starts and ends with 3',
    'v.shownWhileEmpty': 'cannot be shown while it is empty',
    'v.singleLine': 'must be on one line',
    'v.slug': 'may use lowercase letters, digits and single hyphens only, such as privacy-policy',
    'v.controlCharacters': 'must not contain control characters or broken characters',
    'v.dateRange': 'must be a date from 2000-01-01 to 2999-12-31',
    'v.maxItems': 'must have at most {max} entries',
    'v.minItems': 'must have at least {min} entry',
    'v.barcode': 'must be a GTIN barcode of 8, 12, 13 or 14 digits with a correct check digit',
    'v.swatchHex': 'must be a colour such as #1A2B3C',
    'v.swatchOnButtons': 'is only for an option shown as swatches',
    'v.duplicateName': 'is already the name of another option of this product',
    'v.duplicateValue': 'is already a value of this option',
    'v.duplicateSku': 'is used by another variant in this list',
    'v.duplicateBarcode': 'is used by another variant in this list',
    'v.duplicateVariantId': 'names the same variant twice',
    'v.variantNoValues': 'must choose a value of every option',
    'v.variantMissesOption': 'must choose one value of each of the {max} options, in order',
    'v.unknownOptionValue': 'names a value its option does not have',
    'v.duplicateCombination': 'is the same combination as another variant',
    'v.oneDefaultVariant': 'must be exactly one variant when the product has no options',
  },
  ar: {
    'v.required': 'مطلوب',
    'v.email': 'يجب أن يكون بريدًا إلكترونيًا صحيحًا',
    'v.passwordWeak': 'يجب ألا تقل عن 8 أحرف وتحتوي على حرف ورقم',
    'v.passwordMismatch': 'لا تطابق كلمة المرور',
    'v.phone': 'يجب أن يكون رقم جوال سعوديًا مثل 05XXXXXXXX',
    'v.name': 'يجب أن يكون من 1 إلى 50 حرفًا',
    'v.otp': 'يجب أن يكون الرمز المكوّن من 6 أرقام المرسل بالبريد',
    'v.smsCode': 'يجب أن يكون الرمز المكوّن من 6 أرقام المرسل في الرسالة النصية',
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
    'v.idCsv': `يجب أن يكون معرّفات تفصل بينها فواصل، ${MAX_FILTER_IDS} على الأكثر، مثل 3,7,12`,
    'v.buildingNumber': 'يجب أن يكون رقم المبنى المكوّن من 4 أرقام',
    'v.postalCode': 'يجب أن يكون الرمز البريدي المكوّن من 5 أرقام',
    'v.additionalNumber': 'يجب أن يكون الرقم الإضافي المكوّن من 4 أرقام',
    'v.city': 'يجب أن تكون مدينة من قائمة المدن السعودية',
    'v.shortAddress': 'يجب أن يكون 4 حروف و4 أرقام مثل RRRD2929',
    'v.numberOrShortAddress': 'مطلوب ما لم يُذكر العنوان الوطني المختصر',
    'v.latitude': 'يجب أن يكون خط عرض بين ‎-90 و90',
    'v.longitude': 'يجب أن يكون خط طول بين ‎-180 و180',
    'v.coordinatesPair': 'يجب أن يُرسل مع الإحداثي الآخر',
    'v.paymentMethod': 'يجب أن تكون الدفع الإلكتروني أو الدفع عند الاستلام',
    'v.onlineMethod': 'يجب أن تكون مدى أو البطاقات أو Apple Pay أو STC Pay',
    'v.onlineMethodList': 'يجب أن تكون قائمة بطرق الدفع الإلكتروني',
    'v.detectedBrand': 'يجب أن تكون مدى',
    'v.cardBin': 'يجب أن تكون أول 6 أو 8 أرقام من البطاقة',
    'v.binList': 'يجب أن تكون قائمة من 1 إلى 2000 رقم تعريف بطاقة (6 أو 8 أرقام لكل منها)',
    'v.duplicates': 'يجب ألا تتكرر القيمة نفسها',
    'v.manualRefundMethod': 'يجب أن تكون Cash أو BankTransfer أو Other',
    'v.amountOrLines': 'لا يُرسل مع البنود: الإرجاع يرد حصة بنوده',
    'v.returnReason':
      'يجب أن يكون Damaged أو WrongItem أو WrongSize أو NotAsDescribed أو ChangedMind أو Other',
    'v.resourcePath': 'يجب أن يكون مسار دفع مثل /v1/checkouts/{id}/payment',
    'v.cardNumber': 'يجب أن يكون رقم بطاقة من 12 إلى 19 رقمًا',
    'v.cvv': 'يجب أن يكون الأرقام الثلاثة أو الأربعة على البطاقة',
    'v.couponCode': 'يُسمح بالحروف اللاتينية والأرقام و - و _ فقط',
    'v.percentRange': 'يجب أن يكون بين 1 و100 للنسبة المئوية',
    'v.dayRange': 'يجب ألا يسبق تاريخ النهاية بأكثر من 366 يومًا',
    'v.toBeforeFrom': 'يجب ألا يكون قبل تاريخ البداية',
    'v.webLink': 'يجب أن يكون رابطًا كاملًا يبدأ بـ https://\u200e',
    'v.storePhone': 'يجب أن يكون رقم هاتف سعوديًا مثل 011 234 5678 أو 920000000 أو 05XXXXXXXX',
    'v.vatNumber': 'يجب أن يكون الرقم الضريبي المكوّن من 15 رقمًا ويبدأ وينتهي بالرقم 3',
    'v.shownWhileEmpty': 'لا يمكن إظهاره وهو فارغ',
    'v.singleLine': 'يجب أن يكون في سطر واحد',
    'v.slug': 'يُسمح بالحروف اللاتينية الصغيرة والأرقام وشرطة واحدة بينها فقط، مثل privacy-policy',
    'v.controlCharacters': 'يجب ألا يحتوي على رموز تحكم أو رموز تالفة',
    'v.dateRange': 'يجب أن يكون تاريخًا من 2000-01-01 إلى 2999-12-31',
    'v.maxItems': 'يجب ألا يزيد عدد عناصره عن {max}',
    'v.minItems': 'يجب ألا يقل عدد عناصره عن {min}',
    'v.barcode': 'يجب أن يكون باركود GTIN من 8 أو 12 أو 13 أو 14 رقمًا برقم تحقق صحيح',
    'v.swatchHex': 'يجب أن يكون لونًا مثل #1A2B3C',
    'v.swatchOnButtons': 'يخص الخيارات المعروضة كعينات ألوان فقط',
    'v.duplicateName': 'هو اسم خيار آخر لهذا المنتج',
    'v.duplicateValue': 'قيمة موجودة في هذا الخيار',
    'v.duplicateSku': 'مستخدم لنوع آخر في هذه القائمة',
    'v.duplicateBarcode': 'مستخدم لنوع آخر في هذه القائمة',
    'v.duplicateVariantId': 'يذكر النوع نفسه مرتين',
    'v.variantNoValues': 'يجب اختيار قيمة لكل خيار',
    'v.variantMissesOption': 'يجب اختيار قيمة واحدة لكل خيار من الخيارات الـ{max} بالترتيب',
    'v.unknownOptionValue': 'يذكر قيمة ليست في خيارها',
    'v.duplicateCombination': 'هو التركيبة نفسها لنوع آخر',
    'v.oneDefaultVariant': 'يجب أن يكون نوعًا واحدًا بالضبط عندما لا توجد للمنتج خيارات',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationKey = keyof (typeof validationMessages)['en'];

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

const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');

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
