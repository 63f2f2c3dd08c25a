import { createContext, useContext } from 'react';
import type { Digits } from './locales';

/**
 * The digits of every number on the current page. Each area's layout provides its own choice —
 * the shopper's on the storefront, the staff member's in the dashboard — so one page never mixes
 * Arabic-Indic and Latin figures. Outside both (error screens), Latin, the storefront's default.
 */
export const DigitsContext = createContext<Digits>('latn');

export function useDigits(): Digits {
  return useContext(DigitsContext);
}
