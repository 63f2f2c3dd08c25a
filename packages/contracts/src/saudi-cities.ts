import type { Language } from './language.ts';

/**
 * The Saudi cities an address may name (decision 021): every region capital and the larger cities
 * and governorate seats of each region, about a hundred, in English and Arabic.
 *
 * Source: the thirteen regions and their capitals as set by the Regions Law (Royal Decree A/92,
 * 1992); the cities are the most populous of the General Authority for Statistics' Saudi Census
 * 2022 city and governorate tables, with the spellings Saudi Post (SPL) uses for the national
 * address. A city missing here is one line added to this table; the codes are stored with an
 * address, so a code is never renamed or reused.
 */

export const SAUDI_REGIONS = {
  riyadh: { en: 'Riyadh Region', ar: 'منطقة الرياض' },
  makkah: { en: 'Makkah Region', ar: 'منطقة مكة المكرمة' },
  madinah: { en: 'Madinah Region', ar: 'منطقة المدينة المنورة' },
  qassim: { en: 'Qassim Region', ar: 'منطقة القصيم' },
  eastern: { en: 'Eastern Province', ar: 'المنطقة الشرقية' },
  asir: { en: 'Asir Region', ar: 'منطقة عسير' },
  tabuk: { en: 'Tabuk Region', ar: 'منطقة تبوك' },
  hail: { en: 'Hail Region', ar: 'منطقة حائل' },
  northernBorders: { en: 'Northern Borders Region', ar: 'منطقة الحدود الشمالية' },
  jazan: { en: 'Jazan Region', ar: 'منطقة جازان' },
  najran: { en: 'Najran Region', ar: 'منطقة نجران' },
  bahah: { en: 'Al Bahah Region', ar: 'منطقة الباحة' },
  jouf: { en: 'Al Jouf Region', ar: 'منطقة الجوف' },
} as const;
export type SaudiRegion = keyof typeof SAUDI_REGIONS;

export interface SaudiCity {
  /** Stored with the address; never renamed or reused. */
  code: string;
  region: SaudiRegion;
  en: string;
  ar: string;
  /** The region's capital. */
  isCapital?: true;
  /** Other spellings a shopper or an older client may send (matched loosely, see `findSaudiCity`). */
  aliases?: readonly string[];
}

const city = (
  code: string,
  region: SaudiRegion,
  en: string,
  ar: string,
  extra: Pick<SaudiCity, 'isCapital' | 'aliases'> = {},
): SaudiCity => ({ code, region, en, ar, ...extra });

/** Capitals first within each region, then by size. */
export const SAUDI_CITIES: readonly SaudiCity[] = [
  city('riyadh', 'riyadh', 'Riyadh', 'الرياض', { isCapital: true }),
  city('al-kharj', 'riyadh', 'Al Kharj', 'الخرج'),
  city('ad-diriyah', 'riyadh', 'Diriyah', 'الدرعية', { aliases: ['Ad Diriyah', 'Dir’iyah'] }),
  city('al-majmaah', 'riyadh', 'Al Majmaah', 'المجمعة', { aliases: ["Al Majma'ah"] }),
  city('az-zulfi', 'riyadh', 'Az Zulfi', 'الزلفي'),
  city('ad-dawadmi', 'riyadh', 'Ad Dawadmi', 'الدوادمي'),
  city('al-quwayiyah', 'riyadh', 'Al Quwayiyah', 'القويعية'),
  city('wadi-ad-dawasir', 'riyadh', 'Wadi Ad Dawasir', 'وادي الدواسر'),
  city('afif', 'riyadh', 'Afif', 'عفيف'),
  city('al-aflaj', 'riyadh', 'Al Aflaj', 'الأفلاج', { aliases: ['Layla', 'ليلى'] }),
  city('shaqra', 'riyadh', 'Shaqra', 'شقراء'),
  city('hotat-bani-tamim', 'riyadh', 'Hotat Bani Tamim', 'حوطة بني تميم'),
  city('al-muzahimiyah', 'riyadh', 'Al Muzahimiyah', 'المزاحمية'),
  city('as-sulayyil', 'riyadh', 'As Sulayyil', 'السليل'),
  city('makkah', 'makkah', 'Makkah', 'مكة المكرمة', {
    isCapital: true,
    aliases: ['Mecca', 'Makkah Al Mukarramah', 'مكة'],
  }),
  city('jeddah', 'makkah', 'Jeddah', 'جدة', { aliases: ['Jiddah', 'Jedda'] }),
  city('taif', 'makkah', 'Taif', 'الطائف', { aliases: ['At Taif', 'Al Taif'] }),
  city('al-qunfudhah', 'makkah', 'Al Qunfudhah', 'القنفذة'),
  city('al-lith', 'makkah', 'Al Lith', 'الليث'),
  city('rabigh', 'makkah', 'Rabigh', 'رابغ'),
  city('al-jumum', 'makkah', 'Al Jumum', 'الجموم', { aliases: ['Al Jamoum'] }),
  city('khulais', 'makkah', 'Khulais', 'خليص'),
  city('turabah', 'makkah', 'Turabah', 'تربة'),
  city('al-khurmah', 'makkah', 'Al Khurmah', 'الخرمة'),
  city('ranyah', 'makkah', 'Ranyah', 'رنية'),
  city('al-muwayh', 'makkah', 'Al Muwayh', 'الموية'),
  city('madinah', 'madinah', 'Madinah', 'المدينة المنورة', {
    isCapital: true,
    aliases: ['Medina', 'Al Madinah', 'Al Madinah Al Munawwarah', 'المدينة'],
  }),
  city('yanbu', 'madinah', 'Yanbu', 'ينبع'),
  city('al-ula', 'madinah', 'AlUla', 'العلا', { aliases: ['Al Ula'] }),
  city('badr', 'madinah', 'Badr', 'بدر'),
  city('khaybar', 'madinah', 'Khaybar', 'خيبر'),
  city('al-hinakiyah', 'madinah', 'Al Hinakiyah', 'الحناكية'),
  city('mahd-adh-dhahab', 'madinah', 'Mahd Adh Dhahab', 'مهد الذهب'),
  city('buraidah', 'qassim', 'Buraidah', 'بريدة', { isCapital: true, aliases: ['Buraydah'] }),
  city('unaizah', 'qassim', 'Unaizah', 'عنيزة', { aliases: ['Unayzah'] }),
  city('ar-rass', 'qassim', 'Ar Rass', 'الرس', { aliases: ['Al Rass'] }),
  city('al-bukayriyah', 'qassim', 'Al Bukayriyah', 'البكيرية'),
  city('al-mithnab', 'qassim', 'Al Mithnab', 'المذنب'),
  city('al-badai', 'qassim', 'Al Badai', 'البدائع'),
  city('riyadh-al-khabra', 'qassim', 'Riyadh Al Khabra', 'رياض الخبراء'),
  city('dammam', 'eastern', 'Dammam', 'الدمام', { isCapital: true, aliases: ['Ad Dammam'] }),
  city('al-khobar', 'eastern', 'Al Khobar', 'الخبر', { aliases: ['Khobar'] }),
  city('dhahran', 'eastern', 'Dhahran', 'الظهران'),
  city('al-hofuf', 'eastern', 'Al Hofuf', 'الهفوف', {
    aliases: ['Hofuf', 'Al Ahsa', 'Al Hasa', 'الأحساء'],
  }),
  city('al-mubarraz', 'eastern', 'Al Mubarraz', 'المبرز'),
  city('al-jubail', 'eastern', 'Al Jubail', 'الجبيل', { aliases: ['Jubail'] }),
  city('al-qatif', 'eastern', 'Al Qatif', 'القطيف', { aliases: ['Qatif'] }),
  city('hafar-al-batin', 'eastern', 'Hafar Al Batin', 'حفر الباطن'),
  city('saihat', 'eastern', 'Saihat', 'سيهات'),
  city('safwa', 'eastern', 'Safwa', 'صفوى'),
  city('ras-tanura', 'eastern', 'Ras Tanura', 'رأس تنورة'),
  city('abqaiq', 'eastern', 'Abqaiq', 'بقيق'),
  city('al-khafji', 'eastern', 'Al Khafji', 'الخفجي'),
  city('al-qaisumah', 'eastern', 'Al Qaisumah', 'القيصومة'),
  city('an-nuayriyah', 'eastern', 'An Nuayriyah', 'النعيرية'),
  city('abha', 'asir', 'Abha', 'أبها', { isCapital: true }),
  city('khamis-mushait', 'asir', 'Khamis Mushait', 'خميس مشيط'),
  city('bisha', 'asir', 'Bisha', 'بيشة'),
  city('ahad-rafidah', 'asir', 'Ahad Rafidah', 'أحد رفيدة'),
  city('muhayil', 'asir', 'Muhayil', 'محايل عسير', { aliases: ['Muhayil Asir', 'محايل'] }),
  city('an-namas', 'asir', 'An Namas', 'النماص'),
  city('sarat-abidah', 'asir', 'Sarat Abidah', 'سراة عبيدة'),
  city('tathlith', 'asir', 'Tathlith', 'تثليث'),
  city('bareq', 'asir', 'Bareq', 'بارق'),
  city('rijal-almaa', 'asir', 'Rijal Almaa', 'رجال ألمع'),
  city('tabuk', 'tabuk', 'Tabuk', 'تبوك', { isCapital: true }),
  city('al-wajh', 'tabuk', 'Al Wajh', 'الوجه'),
  city('duba', 'tabuk', 'Duba', 'ضباء'),
  city('umluj', 'tabuk', 'Umluj', 'أملج'),
  city('tayma', 'tabuk', 'Tayma', 'تيماء'),
  city('haql', 'tabuk', 'Haql', 'حقل'),
  city('hail', 'hail', 'Hail', 'حائل', { isCapital: true, aliases: ["Ha'il"] }),
  city('baqaa', 'hail', 'Baqaa', 'بقعاء'),
  city('al-ghazalah', 'hail', 'Al Ghazalah', 'الغزالة'),
  city('arar', 'northernBorders', 'Arar', 'عرعر', { isCapital: true }),
  city('rafha', 'northernBorders', 'Rafha', 'رفحاء'),
  city('turaif', 'northernBorders', 'Turaif', 'طريف'),
  city('al-uwayqilah', 'northernBorders', 'Al Uwayqilah', 'العويقيلة'),
  city('jazan', 'jazan', 'Jazan', 'جازان', {
    isCapital: true,
    aliases: ['Jizan', 'Gizan', 'جيزان'],
  }),
  city('sabya', 'jazan', 'Sabya', 'صبيا'),
  city('abu-arish', 'jazan', 'Abu Arish', 'أبو عريش'),
  city('samtah', 'jazan', 'Samtah', 'صامطة'),
  city('ahad-al-masarihah', 'jazan', 'Ahad Al Masarihah', 'أحد المسارحة'),
  city('baish', 'jazan', 'Baish', 'بيش'),
  city('ad-darb', 'jazan', 'Ad Darb', 'الدرب'),
  city('farasan', 'jazan', 'Farasan', 'فرسان'),
  city('najran', 'najran', 'Najran', 'نجران', { isCapital: true }),
  city('sharurah', 'najran', 'Sharurah', 'شرورة'),
  city('hubuna', 'najran', 'Hubuna', 'حبونا'),
  city('al-bahah', 'bahah', 'Al Bahah', 'الباحة', { isCapital: true, aliases: ['Baha'] }),
  city('baljurashi', 'bahah', 'Baljurashi', 'بلجرشي'),
  city('al-mikhwah', 'bahah', 'Al Mikhwah', 'المخواة'),
  city('al-aqiq', 'bahah', 'Al Aqiq', 'العقيق'),
  city('sakaka', 'jouf', 'Sakaka', 'سكاكا', { isCapital: true }),
  city('al-qurayyat', 'jouf', 'Al Qurayyat', 'القريات'),
  city('dumat-al-jandal', 'jouf', 'Dumat Al Jandal', 'دومة الجندل'),
  city('tabarjal', 'jouf', 'Tabarjal', 'طبرجل'),
];

/**
 * The loose form of a city's name used for matching: case, spaces, hyphens and apostrophes,
 * the hamza and taa marbuta spellings and a leading "Al"/"ال" do not matter.
 */
export function foldCityName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, dagger alef, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/['’`‘\-_.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(al|el|as|ad|ar|an|az|at) /, '')
    .replace(/^ال/, '')
    .replace(/ /g, '');
}

const byCode = new Map(SAUDI_CITIES.map((entry) => [entry.code, entry]));
const byFoldedName = new Map<string, SaudiCity>();
for (const entry of SAUDI_CITIES) {
  for (const name of [entry.en, entry.ar, ...(entry.aliases ?? [])]) {
    byFoldedName.set(foldCityName(name), entry);
  }
}

/** The city a code or a name (English, Arabic or a known other spelling) stands for. */
export function findSaudiCity(codeOrName: string): SaudiCity | undefined {
  const text = codeOrName.trim();
  return byCode.get(text.toLowerCase()) ?? byFoldedName.get(foldCityName(text));
}

/** The city's name in a language, or undefined for a code not in the list. */
export function saudiCityName(code: string | null, lang: Language): string | undefined {
  return code === null ? undefined : byCode.get(code)?.[lang];
}

export const SAUDI_CITY_CODES = SAUDI_CITIES.map((entry) => entry.code) as [string, ...string[]];
