// Both languages' texts, added to the app's i18n up front: the server renders either language on
// any request, and unit tests switch synchronously. The browser loads one at a time (i18n.ts).
import { ar } from './ar';
import { en } from './en';
import { i18n } from './i18n';

i18n.addResourceBundle('en', 'translation', en);
i18n.addResourceBundle('ar', 'translation', ar);
