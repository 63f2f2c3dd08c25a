import type { Address } from '@dukkan/contracts';
import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../app/store';
import { addressListThunks } from './addresses.thunks';
import { createOwnedListSlice, type OwnedListState } from './owned-list.slice';

/** The saved addresses (`addresses`) and the one opened on its own (`GET address/{id}`). */
export type AddressesState = OwnedListState<Address, 'addresses', 'address'>;

const { slice, initialState } = createOwnedListSlice({
  name: 'addresses',
  listKey: 'addresses',
  oneKey: 'address',
  markKey: 'isDefault',
  thunks: addressListThunks,
});

export const addressesSlice = slice;
export const initialAddressesState: AddressesState = initialState;
export const addressesReducer = addressesSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof addressesSlice> {}
}

export const injectedAddressesSlice = addressesSlice.injectInto(rootReducer);

export const selectAddressesState = injectedAddressesSlice.selectSlice;
