import type { Language } from '@dukkan/contracts';
import type { DashboardTranslation } from '../i18n/dashboard.en';
import { i18n } from '../i18n/i18n';
import { loadAccountTexts } from '../i18n/account-texts';

/** The dashboard's texts per language: chunks the shop's pages never download. */
const DASHBOARD_TEXTS: Record<Language, () => Promise<DashboardTranslation>> = {
  en: () => import('../i18n/dashboard.en').then((module) => module.dashboardEn),
  ar: () => import('../i18n/dashboard.ar').then((module) => module.dashboardAr),
};

const loadDashboardPart = (lang: Language) => DASHBOARD_TEXTS[lang]();

/**
 * Resolves once the dashboard's texts are in, in the current language (and from then on in any
 * language switched to), with the account pages' texts its order screens share. Every dashboard
 * screen's code waits for it, so no screen shows a key.
 */
export async function loadDashboardTexts(): Promise<void> {
  await Promise.all([i18n.addPart(loadDashboardPart), loadAccountTexts()]);
}
