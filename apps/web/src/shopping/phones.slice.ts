import type { PhoneNumber } from '@dukkan/contracts';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import type { ListStatus } from '../catalog/catalog-common';
import {
  addPhone,
  deletePhone,
  fetchMyPhones,
  fetchPhoneById,
  phoneThunks,
  updatePhone,
} from './phones.thunks';
import { isSessionEnded } from './session-ended';

export interface PhonesState extends RequestStatus {
  phones: PhoneNumber[];
  /** The number opened on its own (`GetPhoneNumberByid/{id}`). */
  phone: PhoneNumber | null;
  /** The list load only: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
}

export const initialPhonesState: PhonesState = {
  phones: [],
  phone: null,
  status: 'idle',
  ...initialRequestStatus,
};

/** The server keeps one primary number, so a new primary takes the mark from the others. */
function keepOnePrimary(phones: PhoneNumber[], saved: PhoneNumber): void {
  if (!saved.isPrimary) return;
  for (const phone of phones) {
    if (phone.id !== saved.id) phone.isPrimary = false;
  }
}

export const phonesSlice = createSlice({
  name: 'phones',
  initialState: initialPhonesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchMyPhones.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchMyPhones.fulfilled, (state, { payload }) => {
        state.phones = payload.data;
        state.status = 'done';
      })
      .addCase(fetchMyPhones.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      .addCase(fetchPhoneById.fulfilled, (state, { payload }) => {
        state.phone = payload.data;
      })
      .addCase(addPhone.fulfilled, (state, { payload }) => {
        state.phones.push(payload.data);
        keepOnePrimary(state.phones, payload.data);
      })
      .addCase(updatePhone.fulfilled, (state, { payload }) => {
        const saved = payload.data;
        state.phones = state.phones.map((item) => (item.id === saved.id ? saved : item));
        keepOnePrimary(state.phones, saved);
        if (state.phone?.id === saved.id) state.phone = saved;
      })
      .addCase(deletePhone.fulfilled, (state, { payload, meta }) => {
        const id = payload.data?.id ?? meta.arg;
        state.phones = state.phones.filter((item) => item.id !== id);
        if (state.phone?.id === id) state.phone = null;
      })
      // The next account signed in here must not see this one's data.
      .addMatcher(isSessionEnded, () => initialPhonesState);
    addRequestStatusMatchers(builder, phoneThunks, { ignoreAborted: true });
  },
});

export const phonesReducer = phonesSlice.reducer;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof phonesSlice> {}
}

export const injectedPhonesSlice = phonesSlice.injectInto(rootReducer);

export const selectPhonesState = injectedPhonesSlice.selectSlice;
