import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Digits } from '../../lib/locales';
import { readShopDigits, storeShopDigits } from './digits-storage';

export interface DigitsState {
  /** The digits every number on the storefront is shown in when the page is Arabic. */
  shop: Digits;
}

/** Read when the store is created, never while rendering (pages will be rendered on the server). */
export function loadDigitsState(): DigitsState {
  return { shop: readShopDigits() };
}

export const digitsSlice = createSlice({
  name: 'digits',
  initialState: loadDigitsState,
  reducers: {
    shopDigitsChosen(state, { payload }: PayloadAction<Digits>) {
      state.shop = payload;
    },
  },
  selectors: {
    selectShopDigits: (state) => state.shop,
  },
});

export const { shopDigitsChosen } = digitsSlice.actions;
export const { selectShopDigits } = digitsSlice.selectors;

/** Remembers the shopper's choice outside the reducer, which stays pure. */
export function createDigitsPersistence() {
  const persistence = createListenerMiddleware();
  persistence.startListening({
    actionCreator: shopDigitsChosen,
    effect: ({ payload }) => storeShopDigits(payload),
  });
  return persistence;
}
