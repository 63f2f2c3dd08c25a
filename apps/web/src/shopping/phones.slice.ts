import type { PhoneNumber } from '@dukkan/contracts';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/store';
import { createOwnedListSlice, type OwnedListState } from './owned-list.slice';
import { phoneListThunks } from './phones.thunks';

/** The mobile numbers (`phones`) and the one opened on its own (`GetPhoneNumberByid/{id}`). */
export type PhonesState = OwnedListState<PhoneNumber, 'phones', 'phone'>;

const { slice, initialState } = createOwnedListSlice({
  name: 'phones',
  listKey: 'phones',
  oneKey: 'phone',
  markKey: 'isPrimary',
  thunks: phoneListThunks,
});

export const phonesSlice = slice;
export const initialPhonesState: PhonesState = initialState;
export const phonesReducer = phonesSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof phonesSlice> {}
}

export const injectedPhonesSlice = phonesSlice.injectInto(rootReducer);

export const selectPhonesState = injectedPhonesSlice.selectSlice;
