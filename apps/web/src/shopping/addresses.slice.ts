import type { Address } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import type { ListStatus } from '../catalog/catalog-common';
import {
  addAddress,
  addressThunks,
  deleteAddress,
  fetchAddressById,
  fetchMyAddresses,
  updateAddress,
} from './addresses.thunks';
import { isSessionEnded } from './session-ended';

export interface AddressesState extends RequestStatus {
  addresses: Address[];
  /** The address opened on its own (`GET address/{id}`). */
  address: Address | null;
  /** The list load only: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
}

export const initialAddressesState: AddressesState = {
  addresses: [],
  address: null,
  status: 'idle',
  ...initialRequestStatus,
};

/** The server keeps one default address, so a new default takes the mark from the others. */
function keepOneDefault(addresses: Address[], saved: Address): void {
  if (!saved.isDefault) return;
  for (const address of addresses) {
    if (address.id !== saved.id) address.isDefault = false;
  }
}

export const addressesSlice = createSlice({
  name: 'addresses',
  initialState: initialAddressesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyAddresses.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchMyAddresses.fulfilled, (state, { payload }) => {
        state.addresses = payload.data;
        state.status = 'done';
      })
      .addCase(fetchMyAddresses.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchAddressById.fulfilled, (state, { payload }) => {
        state.address = payload.data;
      })
      .addCase(addAddress.fulfilled, (state, { payload }) => {
        state.addresses.push(payload.data);
        keepOneDefault(state.addresses, payload.data);
      })
      .addCase(updateAddress.fulfilled, (state, { payload }) => {
        const saved = payload.data;
        state.addresses = state.addresses.map((item) => (item.id === saved.id ? saved : item));
        keepOneDefault(state.addresses, saved);
        if (state.address?.id === saved.id) state.address = saved;
      })
      .addCase(deleteAddress.fulfilled, (state, { payload, meta }) => {
        // The answer names the deleted id; the argument stands in when it does not.
        const id = payload.data?.id ?? meta.arg;
        state.addresses = state.addresses.filter((item) => item.id !== id);
        if (state.address?.id === id) state.address = null;
      })
      // The next account signed in here must not see this one's data.
      .addMatcher(isSessionEnded, () => initialAddressesState);
    addRequestStatusMatchers(builder, addressThunks, { ignoreAborted: true });
  },
});

export const addressesReducer = addressesSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof addressesSlice> {}
}

export const injectedAddressesSlice = addressesSlice.injectInto(rootReducer);

export const selectAddressesState = injectedAddressesSlice.selectSlice;
