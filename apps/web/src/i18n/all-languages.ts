// Both languages' texts, added to the app's translator up front: the server renders either
// language on any request, and unit tests switch synchronously. The browser loads one at a time
// (i18n.ts).
import { accountAr } from './account.ar';
import { accountEn } from './account.en';
import { ar } from './ar';
import { dashboardAr } from './dashboard.ar';
import { dashboardEn } from './dashboard.en';
import { en } from './en';
import { i18n } from './i18n';

i18n.addTexts('en', { ...en, ...accountEn, ...dashboardEn });
i18n.addTexts('ar', { ...ar, ...accountAr, ...dashboardAr });
