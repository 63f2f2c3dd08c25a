import { describe, expect, it } from 'vitest';
import { accountAr } from './account.ar';
import { accountEn } from './account.en';
import { ar } from './ar';
import { dashboardAr } from './dashboard.ar';
import { dashboardEn } from './dashboard.en';
import { en } from './en';
import { createTranslator, type TextKey } from './translator';

const bothLanguages = () =>
  createTranslator('en', () => Promise.reject(new Error('loaded')), {
    en: { ...en, ...accountEn, ...dashboardEn },
    ar: { ...ar, ...accountAr, ...dashboardAr },
  });

describe('the translator', () => {
  it('writes a text by its key in the current language', () => {
    const { t } = createTranslator('ar', () => Promise.resolve(en), { ar });
    expect(t('header.searchSubmit')).toBe('بحث');
  });

  it('fills placeholders, in Arabic texts too', () => {
    const translator = bothLanguages();
    expect(translator.t('users.confirmBody', { name: 'Sara', email: 's@x.sa' })).toBe(
      'Sara (s@x.sa) will lose access, and this cannot be undone.',
    );
    const t = translator.getFixedT('ar');
    expect(t('header.cartCount', { count: '٣' })).toBe('السلة، عدد المنتجات: ٣');
    expect(t('forgot.stepOf', { step: 2, label: 'الرمز' })).toBe('الخطوة 2 من 3: الرمز');
  });

  it('leaves a placeholder without a value as written, and writes nothing for null', () => {
    const { t } = bothLanguages();
    expect(t('common.pager.page')).toBe('Page {{page}}');
    expect(t('common.pager.page', { other: 1 })).toBe('Page {{page}}');
    expect(t('common.pager.page', { page: null })).toBe('Page ');
  });

  it('answers an unknown key with the key, as a missing text shows in the page', () => {
    const { t } = bothLanguages();
    expect(t('header.nothing' as TextKey)).toBe('header.nothing');
    expect(t('header' as TextKey)).toBe('header');
  });

  it('loads a language’s texts once, then switches and tells its listeners', async () => {
    const loaded: string[] = [];
    const translator = createTranslator('en', async (lang) => {
      loaded.push(lang);
      return lang === 'ar' ? ar : en;
    });
    const heard: string[] = [];
    const listener = (lang: string) => heard.push(lang);
    translator.on('languageChanged', listener);

    await translator.changeLanguage('en');
    expect(heard).toEqual([]);
    await translator.changeLanguage('ar');
    expect(translator.language).toBe('ar');
    expect(translator.dir()).toBe('rtl');
    expect(translator.t('common.close')).toBe('إغلاق');
    await translator.changeLanguage('en');
    await translator.changeLanguage('ar');
    expect(loaded).toEqual(['en', 'ar']);
    expect(heard).toEqual(['ar', 'en', 'ar']);

    translator.off('languageChanged', listener);
    await translator.changeLanguage('en');
    expect(heard).toHaveLength(3);
  });

  it('loads a part (the dashboard’s texts) on demand, and in each language switched to', async () => {
    const loaded: string[] = [];
    const translator = createTranslator('ar', async (lang) => {
      loaded.push(`shop ${lang}`);
      return lang === 'ar' ? ar : en;
    });
    const dashboardPart = async (lang: 'en' | 'ar') => {
      loaded.push(`dashboard ${lang}`);
      return lang === 'ar' ? dashboardAr : dashboardEn;
    };
    await translator.changeLanguage('ar');
    expect(translator.t('dashboard.title')).toBe('dashboard.title');

    await translator.addPart(dashboardPart);
    await translator.addPart(dashboardPart);
    expect(translator.t('dashboard.title')).toBe('لوحة التحكم');
    expect(translator.t('common.close')).toBe('إغلاق');

    await translator.changeLanguage('en');
    expect(translator.t('dashboard.title')).toBe('Dashboard');
    expect(translator.t('common.close')).toBe('Close');
    expect(loaded).toEqual(['shop ar', 'dashboard ar', 'shop en', 'dashboard en']);
  });

  it('gives each render a translator of its own language over the same texts', async () => {
    const base = bothLanguages();
    const arabic = base.withLanguage('ar');
    expect(arabic.t('common.close')).toBe('إغلاق');
    expect(base.t('common.close')).toBe('Close');
    await arabic.changeLanguage('en');
    expect(base.language).toBe('en');
    expect(base.withLanguage('ar').language).toBe('ar');
  });

  it('keeps one fixed t per language', () => {
    const translator = bothLanguages();
    expect(translator.getFixedT('ar')).toBe(translator.getFixedT('ar'));
    expect(translator.getFixedT('ar')('common.close')).toBe('إغلاق');
  });
});
