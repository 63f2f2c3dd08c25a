import type { HelpService } from '@dukkan/contracts';
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  addRequestStatusMatchers,
  initialRequestStatus,
  type RequestStatus,
  type ListStatus,
} from '../app/request-status';
import { rootReducer } from '../app/store';
import {
  addHelpService,
  deleteHelpService,
  fetchHelpServices,
  helpServiceThunks,
  updateHelpService,
} from './help-services.thunks';

export interface HelpServicesState extends RequestStatus {
  helpServices: HelpService[];
  /** The service open in the dashboard's dialog. */
  selectedHelpService: HelpService | null;
  /** The list load alone: screens load while 'idle' and offer a retry on 'error'. */
  status: ListStatus;
}

export const initialHelpServicesState: HelpServicesState = {
  helpServices: [],
  selectedHelpService: null,
  status: 'idle',
  ...initialRequestStatus,
};

export const helpServicesSlice = createSlice({
  name: 'helpServices',
  initialState: initialHelpServicesState,
  reducers: {
    selectHelpService(state, { payload }: PayloadAction<HelpService | null>) {
      state.selectedHelpService = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchHelpServices.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchHelpServices.fulfilled, (state, { payload }) => {
        state.helpServices = payload.data;
        state.status = 'done';
      })
      .addCase(fetchHelpServices.rejected, (state, { meta }) => {
        if (!meta.aborted) state.status = 'error';
      })
      // As the specification has it: add appends.
      .addCase(addHelpService.fulfilled, (state, { payload }) => {
        state.helpServices.push(payload.data);
      })
      // As specified: update replaces by id and clears the current selection.
      .addCase(updateHelpService.fulfilled, (state, { payload }) => {
        state.helpServices = state.helpServices.map((service) =>
          service.id === payload.data.id ? payload.data : service,
        );
        state.selectedHelpService = null;
      })
      // As specified: delete removes it (the answer carries no data; the id is the argument).
      .addCase(deleteHelpService.fulfilled, (state, { meta }) => {
        state.helpServices = state.helpServices.filter((service) => service.id !== meta.arg);
        if (state.selectedHelpService?.id === meta.arg) state.selectedHelpService = null;
      });
    addRequestStatusMatchers(builder, helpServiceThunks, { ignoreAborted: true });
  },
});

export const helpServicesReducer = helpServicesSlice.reducer;
export const { selectHelpService } = helpServicesSlice.actions;

declare module '../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof helpServicesSlice> {}
}

export const injectedHelpServicesSlice = helpServicesSlice.injectInto(rootReducer);

export const selectHelpServicesState = injectedHelpServicesSlice.selectSlice;
