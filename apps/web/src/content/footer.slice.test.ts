import { emptyFooter, type Footer } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore } from '../app/store';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { expectSignOutOn401, stateAfterBare500, type ThunkCall } from '../testing/thunk-calls';
import {
  footerReducer,
  initialFooterState,
  selectFooterState,
  type FooterState,
} from './footer.slice';
import {
  createFooter,
  deleteFooter,
  fetchFooter,
  footerThunks,
  toggleFooterFields,
  updateFooter,
} from './footer.thunks';

const saved: Footer = {
  ...emptyFooter,
  id: 1,
  aboutStoreEn: 'A Riyadh shop',
  aboutStoreAr: 'متجر في الرياض',
  aboutStore: 'A Riyadh shop',
  email: 'care@shop.example',
  isAboutStoreEnabled: true,
  isEmailEnabled: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const emailHidden: Footer = { ...saved, isEmailEnabled: false };

function loaded(overrides: Partial<FooterState> = {}): FooterState {
  return { ...initialFooterState, footer: saved, status: 'done', ...overrides };
}

const invalid: ApiError = {
  message: 'Facebook link: must be a full web address starting with https://',
  statusCode: 422,
  data: { facebookLink: ['must be a full web address starting with https://'] },
};
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

const calls: [string, ThunkCall, string][] = [
  ['fetchFooter', (s) => s.dispatch(fetchFooter()), 'Failed to get footer data'],
  ['createFooter', (s) => s.dispatch(createFooter({})), 'Failed to add footer data'],
  ['updateFooter', (s) => s.dispatch(updateFooter({ id: 1 })), 'Failed to update footer data'],
  ['deleteFooter', (s) => s.dispatch(deleteFooter()), 'Failed to delete footer data'],
  [
    'toggleFooterFields',
    (s) => s.dispatch(toggleFooterFields({ id: 1, isEmailEnabled: false })),
    'Failed to toggle footer fields',
  ],
];

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('initial footer state', () => {
  it('holds the seed’s defaults: empty texts, switches off, no id', () => {
    const state = footerReducer(undefined, { type: 'init' });
    expect(state).toEqual({
      footer: emptyFooter,
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(state.footer.id).toBeNull();
    expect(Object.values(state.footer).filter((value) => value === true)).toEqual([]);
    expect(selectFooterState(makeStore().getState())).toEqual(initialFooterState);
  });
});

describe('every footer thunk', () => {
  it('covers the five calls of the seed', () => {
    expect(footerThunks).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it.each(byName(footerThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = footerReducer({ ...loaded(), error: invalid }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null, footer: saved });
  });

  it.each(byName(footerThunks))(
    '%s rejected keeps the error, message and status code and the footer',
    (_n, t) => {
      const state = footerReducer({ ...loaded(), loading: true }, rejectedAction(t, invalid));
      expect(state).toMatchObject({
        loading: false,
        error: invalid,
        message: invalid.message,
        statusCode: 422,
        footer: saved,
      });
    },
  );

  it.each(byName(footerThunks))(
    '%s rejected with 401 is caught by the sign-out matcher',
    (_n, t) => {
      expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
    },
  );

  it.each(calls)('%s answered 401 by the server signs the user out', (_name, call) =>
    expectSignOutOn401(call),
  );

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      const state = await stateAfterBare500(call, fallback);
      expect(selectFooterState(state)).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('footer transitions as specified', () => {
  it('get replaces the footer data, keeps message and status code, and marks it done', () => {
    let state = footerReducer(initialFooterState, fetchFooter.pending('r'));
    expect(state.status).toBe('loading');
    state = footerReducer(state, fetchFooter.fulfilled(envelope(saved, 'Footer data'), 'r'));
    expect(state).toMatchObject({
      footer: saved,
      status: 'done',
      loading: false,
      message: 'Footer data',
      statusCode: 200,
    });
  });

  it('create replaces the footer data (201)', () => {
    const state = footerReducer(
      initialFooterState,
      createFooter.fulfilled(envelope(saved, 'Footer data saved', 201), 'r', {}),
    );
    expect(state).toMatchObject({ footer: saved, statusCode: 201, message: 'Footer data saved' });
  });

  it('update replaces the footer data', () => {
    const changed = { ...saved, aboutStoreEn: 'New text', aboutStore: 'New text' };
    const state = footerReducer(
      loaded(),
      updateFooter.fulfilled(envelope(changed), 'r', { id: 1 }),
    );
    expect(state.footer).toEqual(changed);
  });

  it('toggle replaces the footer data', () => {
    const state = footerReducer(
      loaded(),
      toggleFooterFields.fulfilled(envelope(emailHidden), 'r', { id: 1, isEmailEnabled: false }),
    );
    expect(state.footer.isEmailEnabled).toBe(false);
    expect(state.footer.email).toBe('care@shop.example');
  });

  it('delete resets the footer to the defaults', () => {
    const state = footerReducer(
      loaded(),
      deleteFooter.fulfilled(envelope(emptyFooter, 'Footer data reset'), 'r'),
    );
    expect(state.footer).toEqual(emptyFooter);
    expect(state.message).toBe('Footer data reset');
  });

  it('a failed get marks status error; an aborted one changes nothing', () => {
    const pending = footerReducer(loaded(), fetchFooter.pending('r'));
    const aborted = fetchFooter.rejected(new DOMException('aborted', 'AbortError'), 'r', undefined);
    expect(footerReducer(pending, aborted)).toEqual(pending);
    const failed = footerReducer(pending, fetchFooter.rejected(null, 'r', undefined, invalid));
    expect(failed.status).toBe('error');
    expect(failed.footer).toEqual(saved);
  });
});

describe('requests', () => {
  it('use the seed’s paths and methods; the read needs no token', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(saved)));
    const store = makeStore();
    await store.dispatch(fetchFooter());
    storage.setItem('token', 'jwt');
    await store.dispatch(createFooter({ email: 'care@shop.example' }));
    await store.dispatch(updateFooter({ id: 1, email: 'care@shop.example' }));
    await store.dispatch(toggleFooterFields({ id: 1, isEmailEnabled: false }));
    await store.dispatch(deleteFooter());
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/footer/getFooter',
      'POST /api/footer/createFooter',
      'PUT /api/footer/updateFooter/1',
      'PATCH /api/footer/updateFooterToggles/1',
      'DELETE /api/footer/deleteFooter',
    ]);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer jwt');
    expect(JSON.parse(String(requests[3]?.init.body))).toEqual({ isEmailEnabled: false });
  });
});
