import type { HelpService } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore } from '../app/store';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { expectSignOutOn401, stateAfterBare500, type ThunkCall } from '../testing/thunk-calls';
import {
  helpServicesReducer,
  initialHelpServicesState,
  selectHelpService,
  selectHelpServicesState,
  type HelpServicesState,
} from './help-services.slice';
import {
  addHelpService,
  deleteHelpService,
  fetchHelpServices,
  helpServiceThunks,
  updateHelpService,
} from './help-services.thunks';

function aService(id: number, title: string): HelpService {
  return {
    id,
    titleEn: title,
    titleAr: `خدمة ${id}`,
    title,
    descriptionEn: `${title} details`,
    descriptionAr: `تفاصيل ${id}`,
    description: `${title} details`,
    iconUrl: `/media/help-services/${id}-800.webp`,
    sortOrder: id,
  };
}
const delivery = aService(1, 'Free delivery');
const payment = aService(2, 'Secure payment');
const returns = aService(3, 'Easy returns');
const fields = { titleEn: 'Support', titleAr: 'دعم', descriptionEn: '', descriptionAr: '' };

function loaded(overrides: Partial<HelpServicesState> = {}): HelpServicesState {
  return {
    ...initialHelpServicesState,
    helpServices: [delivery, payment],
    selectedHelpService: payment,
    status: 'done',
    ...overrides,
  };
}

const notFound: ApiError = { message: 'Help service not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

const calls: [string, ThunkCall, string][] = [
  ['fetchHelpServices', (s) => s.dispatch(fetchHelpServices()), 'Failed to get help services'],
  ['addHelpService', (s) => s.dispatch(addHelpService({ fields })), 'Failed to add help service'],
  [
    'updateHelpService',
    (s) => s.dispatch(updateHelpService({ id: 1, fields })),
    'Failed to update help service',
  ],
  ['deleteHelpService', (s) => s.dispatch(deleteHelpService(1)), 'Failed to delete help service'],
];

beforeEach(() => {
  installMemoryStorage();
});

describe('initial help services state', () => {
  it('is empty and idle', () => {
    expect(helpServicesReducer(undefined, { type: 'init' })).toEqual({
      helpServices: [],
      selectedHelpService: null,
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectHelpServicesState(makeStore().getState())).toEqual(initialHelpServicesState);
  });
});

describe('every help service thunk', () => {
  it('covers the four calls of the seed', () => {
    expect(helpServiceThunks).toHaveLength(4);
    expect(calls).toHaveLength(4);
  });

  it.each(byName(helpServiceThunks))(
    '%s pending turns loading on and clears the error',
    (_n, t) => {
      const state = helpServicesReducer({ ...loaded(), error: notFound }, pendingAction(t));
      expect(state).toMatchObject({ loading: true, error: null });
    },
  );

  it.each(byName(helpServiceThunks))(
    '%s rejected keeps the error, message and status code and the list',
    (_n, t) => {
      const state = helpServicesReducer(
        { ...loaded(), loading: true },
        rejectedAction(t, notFound),
      );
      expect(state).toMatchObject({
        loading: false,
        error: notFound,
        message: notFound.message,
        statusCode: 404,
        helpServices: [delivery, payment],
      });
    },
  );

  it.each(byName(helpServiceThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', (_name, call) =>
    expectSignOutOn401(call, 'Manager'),
  );

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      const state = await stateAfterBare500(call, fallback);
      expect(selectHelpServicesState(state)).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('help service transitions as specified', () => {
  it('fetch replaces the list and marks it done', () => {
    let state = helpServicesReducer(initialHelpServicesState, fetchHelpServices.pending('r'));
    expect(state.status).toBe('loading');
    state = helpServicesReducer(
      state,
      fetchHelpServices.fulfilled(envelope([delivery, payment], 'Help services'), 'r'),
    );
    expect(state).toMatchObject({
      helpServices: [delivery, payment],
      status: 'done',
      message: 'Help services',
      statusCode: 200,
    });
  });

  it('add appends the new service', () => {
    const state = helpServicesReducer(
      loaded(),
      addHelpService.fulfilled(envelope(returns, 'Help service added', 201), 'r', { fields }),
    );
    expect(state.helpServices).toEqual([delivery, payment, returns]);
    expect(state.statusCode).toBe(201);
  });

  it('update replaces by id and clears the current selection', () => {
    const renamed = { ...payment, titleEn: 'Safe payment', title: 'Safe payment' };
    const state = helpServicesReducer(
      loaded(),
      updateHelpService.fulfilled(envelope(renamed), 'r', { id: 2, fields }),
    );
    expect(state.helpServices).toEqual([delivery, renamed]);
    expect(state.selectedHelpService).toBeNull();
  });

  it('delete removes it', () => {
    const state = helpServicesReducer(
      loaded({ selectedHelpService: null }),
      deleteHelpService.fulfilled(envelope(null, 'Help service deleted'), 'r', 1),
    );
    expect(state.helpServices).toEqual([payment]);
    expect(state.message).toBe('Help service deleted');
  });

  it('selecting keeps the service for the dialog; null clears it', () => {
    let state = helpServicesReducer(initialHelpServicesState, selectHelpService(delivery));
    expect(state.selectedHelpService).toEqual(delivery);
    state = helpServicesReducer(state, selectHelpService(null));
    expect(state.selectedHelpService).toBeNull();
  });

  it('a failed fetch marks status error; an aborted one changes nothing', () => {
    const pending = helpServicesReducer(loaded(), fetchHelpServices.pending('r'));
    const aborted = fetchHelpServices.rejected(
      new DOMException('aborted', 'AbortError'),
      'r',
      undefined,
    );
    expect(helpServicesReducer(pending, aborted)).toEqual(pending);
    const failed = helpServicesReducer(
      pending,
      fetchHelpServices.rejected(null, 'r', undefined, notFound),
    );
    expect(failed.status).toBe('error');
  });
});

describe('requests', () => {
  it('use the seed’s paths; writes are multipart with the icon as imageFile', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(envelope(url.endsWith('getAll') ? [delivery] : delivery)),
    );
    const store = makeStore();
    await store.dispatch(fetchHelpServices());
    const icon = new File([new Uint8Array([1, 2, 3])], 'icon.png', { type: 'image/png' });
    await store.dispatch(addHelpService({ fields, imageFile: icon }));
    await store.dispatch(updateHelpService({ id: 4, fields: { ...fields, sortOrder: 2 } }));
    await store.dispatch(deleteHelpService(4));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/helpService/getAll',
      'POST /api/helpService/create',
      'PUT /api/helpService/update/4',
      'DELETE /api/helpService/delete/4',
    ]);
    const created = requests[1]?.init.body as FormData;
    expect(created.get('titleEn')).toBe('Support');
    expect(created.get('imageFile')).toBeInstanceOf(File);
    const updated = requests[2]?.init.body as FormData;
    expect(updated.get('sortOrder')).toBe('2');
    expect(updated.has('imageFile')).toBe(false);
  });
});
