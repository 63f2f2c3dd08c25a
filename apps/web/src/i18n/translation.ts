import type { AccountTranslation } from './account.en';
import type { DashboardTranslation } from './dashboard.en';
import type { ShopTranslation } from './en';

/**
 * All the app's texts in one language: the shop's (`en.ts`, loaded with every page), the
 * shopper's own pages' (`account.en.ts`, loaded with sign-in, account, cart, checkout and order
 * screens) and the dashboard's (`dashboard.en.ts`, loaded with its screens). Keys are checked
 * against it.
 */
export type Translation = ShopTranslation & AccountTranslation & DashboardTranslation;
