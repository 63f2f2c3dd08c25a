import type { DashboardTranslation } from './dashboard.en';
import type { ShopTranslation } from './en';

/**
 * All the app's texts in one language: the shop's (`en.ts`, loaded with every page) and the
 * dashboard's (`dashboard.en.ts`, loaded with the dashboard's screens). Keys are checked against it.
 */
export type Translation = ShopTranslation & DashboardTranslation;
