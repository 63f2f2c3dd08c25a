import type { coupons, OrderAddressSnapshot } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [English name, Arabic name, price SAR, estimated days, active]. */
export type DemoDeliveryMethod = [string, string, number, string, boolean];

export const DEMO_DELIVERY_METHODS: DemoDeliveryMethod[] = [
  ['Standard delivery', 'توصيل عادي', 25, '3-5', true],
  ['Express delivery', 'توصيل سريع', 45, '1-2', true],
  ['Store pickup', 'الاستلام من المتجر', 0, '1', true],
  // Retired, but older orders shipped with it: the dashboard shows it as inactive.
  ['Same-day courier', 'مندوب التوصيل في نفس اليوم', 60, '0', false],
];

export const COUPON_CODES = {
  welcome: 'WELCOME10',
  expired: 'EXPIRED20',
  save: 'SAVE50',
  ramadan: 'RAMADAN15',
} as const;

/** The demo coupons, with dates relative to the moment of seeding. Values in hundredths. */
export function demoCoupons(now: Date): Array<typeof coupons.$inferInsert> {
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  return [
    { code: COUPON_CODES.welcome, type: 'Percentage', valueHundredths: 1000, perUserLimit: 1 },
    {
      code: COUPON_CODES.expired,
      type: 'Percentage',
      valueHundredths: 2000,
      startsAt: days(-90),
      endsAt: days(-30),
    },
    {
      code: COUPON_CODES.save,
      type: 'Fixed',
      valueHundredths: 5000,
      minOrderHalalas: 50_000,
      usageLimit: 500,
    },
    {
      code: COUPON_CODES.ramadan,
      type: 'Percentage',
      valueHundredths: 1500,
      maxDiscountHalalas: 10_000,
      startsAt: days(10),
      endsAt: days(40),
    },
  ];
}

export interface DemoCustomer {
  firstName: string;
  lastName: string;
  email: string;
  /** The language their notes are written in. */
  language: 'en' | 'ar';
  /** How often they order, relative to the others. */
  orderWeight: number;
  addresses: OrderAddressSnapshot[];
  /** Saudi mobiles; the first is primary. */
  phones: string[];
}

/** customer@dukkan.local's address book: two addresses (the first is default) and two mobiles. */
export const DEMO_ACCOUNT_BOOK = {
  addresses: [
    {
      label: 'Home',
      city: 'Riyadh',
      district: 'Al Olaya',
      street: 'Olaya Street',
      buildingNumber: '7596',
      postalCode: '12244',
      additionalNumber: '3214',
      details: 'Apartment 12, third floor',
    },
    {
      label: 'Family',
      city: 'Jeddah',
      district: 'Al Rawdah',
      street: 'Hail Street',
      buildingNumber: '2841',
      postalCode: '23435',
      additionalNumber: '6672',
      details: 'Villa 4, next to the mosque',
    },
  ],
  phones: ['+966555123456', '+966503847219'],
} satisfies Pick<DemoCustomer, 'addresses' | 'phones'>;

const address = (
  label: string,
  city: string,
  district: string,
  street: string,
  buildingNumber: string,
  postalCode: string,
  additionalNumber: string,
  details = '',
): OrderAddressSnapshot => ({
  label,
  city,
  district,
  street,
  buildingNumber,
  postalCode,
  additionalNumber,
  details,
});

/** Other shoppers, so the dashboard's order list and charts have a believable history. */
// One customer per line reads best here.
// prettier-ignore
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  { firstName: 'نورة', lastName: 'القحطاني', email: 'noura.alqahtani@example.com', language: 'ar', orderWeight: 16, addresses: [address('المنزل', 'الرياض', 'حي الملقا', 'طريق أنس بن مالك', '8243', '13524', '2917', 'شقة 5')], phones: ['+966531847206'] },
  { firstName: 'Omar', lastName: 'Alshehri', email: 'omar.alshehri@example.com', language: 'en', orderWeight: 10, addresses: [address('Home', 'Abha', 'Al Mansak', 'King Faisal Road', '3318', '62521', '7405')], phones: ['+966547120938'] },
  { firstName: 'ريم', lastName: 'العتيبي', email: 'reem.alotaibi@example.com', language: 'ar', orderWeight: 14, addresses: [address('البيت', 'جدة', 'حي الشاطئ', 'طريق الكورنيش', '6120', '23511', '4488', 'برج النخيل، الدور السابع')], phones: ['+966562290417'] },
  { firstName: 'Khalid', lastName: 'Aldosari', email: 'khalid.aldosari@example.com', language: 'en', orderWeight: 12, addresses: [address('Home', 'Dammam', 'Al Faisaliyah', 'King Saud Street', '4471', '32272', '8120')], phones: ['+966558031764'] },
  { firstName: 'سارة', lastName: 'الغامدي', email: 'sarah.alghamdi@example.com', language: 'ar', orderWeight: 9, addresses: [address('المنزل', 'مكة المكرمة', 'حي العزيزية', 'شارع عبدالله عريف', '2795', '24243', '6031')], phones: ['+966593318452'] },
  { firstName: 'Abdullah', lastName: 'Alzahrani', email: 'abdullah.alzahrani@example.com', language: 'en', orderWeight: 13, addresses: [address('Office', 'Al Khobar', 'Al Ulaya', 'Prince Turki Street', '7032', '34447', '2256', 'Tower B, office 310')], phones: ['+966501947385'] },
  { firstName: 'لمى', lastName: 'الشمري', email: 'lama.alshammari@example.com', language: 'ar', orderWeight: 11, addresses: [address('المنزل', 'المدينة المنورة', 'حي قباء', 'طريق قباء', '3650', '42318', '5187')], phones: ['+966566674021'] },
  { firstName: 'Yousef', lastName: 'Almutairi', email: 'yousef.almutairi@example.com', language: 'en', orderWeight: 8, addresses: [address('Home', 'Buraidah', 'Al Rayan', 'Omar Ibn Al Khattab Road', '5528', '52367', '3390')], phones: ['+966536502817'] },
  { firstName: 'هند', lastName: 'الحربي', email: 'hind.alharbi@example.com', language: 'ar', orderWeight: 12, addresses: [address('البيت', 'الطائف', 'حي الشهداء الشمالية', 'شارع شهار', '2214', '26514', '7762')], phones: ['+966578812093'] },
  { firstName: 'Mohammed', lastName: 'Alsubaie', email: 'mohammed.alsubaie@example.com', language: 'en', orderWeight: 15, addresses: [address('Home', 'Riyadh', 'Al Yasmin', 'Abu Bakr Al Siddiq Road', '8840', '13325', '4415')], phones: ['+966554409172'] },
  { firstName: 'James', lastName: 'Carter', email: 'james.carter@example.com', language: 'en', orderWeight: 10, addresses: [address('Compound', 'Riyadh', 'Al Safarat', 'Abdullah Ibn Hudhafah Street', '6855', '12512', '3081', 'Compound B, villa 21')], phones: ['+966590128834'] },
  { firstName: 'Priya', lastName: 'Nair', email: 'priya.nair@example.com', language: 'en', orderWeight: 13, addresses: [address('Home', 'Jeddah', 'Al Zahra', 'Prince Sultan Road', '7419', '23425', '2673', 'Apartment 8')], phones: ['+966545593360'] },
];

/** Delivery notes a few shoppers leave, in their own language. */
export const ORDER_NOTES: Record<'en' | 'ar', string[]> = {
  en: [
    'Please call before delivery',
    'Leave it with the building guard',
    'It is a gift, please leave out the invoice',
  ],
  ar: [
    'يرجى الاتصال قبل التوصيل',
    'سلّم الطلب لحارس العمارة',
    'الطلب هدية، يرجى عدم إرفاق الفاتورة',
  ],
};
