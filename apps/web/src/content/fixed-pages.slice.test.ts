import type { FixedPage, Paged } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api-client';
import { isUnauthorizedRejection } from '../app/api-thunk';
import { makeStore } from '../app/store';
import { stubFetch } from '../testing/fetch-stub';
import { envelope, envelopeResponse } from '../testing/fixtures';
import { installMemoryStorage } from '../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../testing/thunk-actions';
import { expectSignOutOn401, stateAfterBare500, type ThunkCall } from '../testing/thunk-calls';
import type { FixedPageFields } from './fixed-pages.api';
import {
  fixedPagesReducer,
  initialFixedPagesState,
  selectFixedPages,
  type FixedPagesState,
} from './fixed-pages.slice';
import {
  addFixedPage,
  deleteFixedPage,
  fetchFixedPageById,
  fetchFixedPageBySlug,
  fetchFixedPages,
  fixedPageThunks,
  updateFixedPage,
} from './fixed-pages.thunks';

function aFixedPage(overrides: Partial<FixedPage> = {}): FixedPage {
  return {
    id: 1,
    slug: 'about',
    titleEn: 'About us',
    titleAr: 'من نحن',
    title: 'About us',
    contentEn: '<p>Hello</p>',
    contentAr: '<p>مرحبًا</p>',
    content: '<p>Hello</p>',
    isActive: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

function aPage(items: FixedPage[], totalCount = items.length, pageNumber = 1, pageSize = 10) {
  return { items, pageNumber, pageSize, totalCount } satisfies Paged<FixedPage>;
}

const about = aFixedPage();
const privacy = aFixedPage({ id: 2, slug: 'privacy-policy', title: 'Privacy policy' });
const returns = aFixedPage({ id: 3, slug: 'returns-policy', title: 'Returns' });
const fields: FixedPageFields = {
  slug: 'faq',
  titleEn: 'FAQ',
  titleAr: 'الأسئلة الشائعة',
  contentEn: '<p>Q</p>',
  contentAr: '<p>س</p>',
  isActive: true,
};

function loaded(overrides: Partial<FixedPagesState> = {}): FixedPagesState {
  return {
    ...initialFixedPagesState,
    fixedPages: [about, privacy, returns],
    fixedPage: privacy,
    paginationData: { pageNumber: 1, pageSize: 10, totalCount: 3 },
    status: 'done',
    ...overrides,
  };
}

const notFound: ApiError = { message: 'Page not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

const calls: [string, ThunkCall, string][] = [
  ['addFixedPage', (s) => s.dispatch(addFixedPage(fields)), 'Failed to add fixed page'],
  [
    'updateFixedPage',
    (s) => s.dispatch(updateFixedPage({ ...fields, id: 2 })),
    'Failed to update fixed page',
  ],
  ['deleteFixedPage', (s) => s.dispatch(deleteFixedPage(2)), 'Failed to delete fixed page'],
  ['fetchFixedPageById', (s) => s.dispatch(fetchFixedPageById(2)), 'Failed to fetch fixed page'],
  [
    'fetchFixedPageBySlug',
    (s) => s.dispatch(fetchFixedPageBySlug('about')),
    'Failed to fetch fixed page',
  ],
  ['fetchFixedPages', (s) => s.dispatch(fetchFixedPages({})), 'Failed to fetch fixed pages'],
];

beforeEach(() => {
  installMemoryStorage();
});

describe('initial fixed pages state', () => {
  it('is empty, idle and on page 1 of 10', () => {
    expect(fixedPagesReducer(undefined, { type: 'init' })).toEqual({
      fixedPages: [],
      fixedPage: null,
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectFixedPages(makeStore().getState())).toEqual(initialFixedPagesState);
  });
});

describe('every fixed page thunk', () => {
  it('covers the seed’s five calls and the storefront’s lookup by slug', () => {
    expect(fixedPageThunks).toHaveLength(6);
    expect(calls).toHaveLength(6);
  });

  it.each(byName(fixedPageThunks))('%s pending turns loading on and clears the error', (_n, t) => {
    const state = fixedPagesReducer({ ...loaded(), error: notFound }, pendingAction(t));
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it.each(byName(fixedPageThunks))(
    '%s rejected keeps the error, message and status code',
    (_n, t) => {
      const state = fixedPagesReducer({ ...loaded(), loading: true }, rejectedAction(t, notFound));
      expect(state).toMatchObject({
        loading: false,
        error: notFound,
        message: notFound.message,
        statusCode: 404,
      });
    },
  );

  it.each(byName(fixedPageThunks))(
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
      expect(selectFixedPages(state)).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the page list', () => {
  it('pending marks it loading; fulfilled replaces it with its paging', () => {
    let state = fixedPagesReducer(initialFixedPagesState, fetchFixedPages.pending('r', {}));
    expect(state.status).toBe('loading');
    state = fixedPagesReducer(
      state,
      fetchFixedPages.fulfilled(envelope(aPage([about, privacy], 7, 2, 2), 'Pages'), 'r', {}),
    );
    expect(state).toMatchObject({
      fixedPages: [about, privacy],
      paginationData: { pageNumber: 2, pageSize: 2, totalCount: 7 },
      status: 'done',
      message: 'Pages',
    });
  });

  it('a failed list fetch empties the list and marks it failed, as specified', () => {
    const state = fixedPagesReducer(
      loaded(),
      fetchFixedPages.rejected(null, 'r', {}, { ...notFound, statusCode: 500 }),
    );
    expect(state).toMatchObject({ fixedPages: [], status: 'error', fixedPage: privacy });
  });

  it('an aborted list fetch (replaced by a newer one) changes nothing', () => {
    const pending = fixedPagesReducer(loaded(), fetchFixedPages.pending('newer', {}));
    const aborted = fetchFixedPages.rejected(new DOMException('aborted', 'AbortError'), 'old', {});
    expect(fixedPagesReducer(pending, aborted)).toEqual(pending);
  });
});

describe('one page', () => {
  it('get by id and by slug store the selected page', () => {
    let state = fixedPagesReducer(
      undefined,
      fetchFixedPageById.fulfilled(envelope(returns), 'r', 3),
    );
    expect(state.fixedPage).toEqual(returns);
    state = fixedPagesReducer(state, fetchFixedPageBySlug.fulfilled(envelope(about), 'r', 'about'));
    expect(state.fixedPage).toEqual(about);
  });

  it.each([
    ['by id', fetchFixedPageById.rejected(null, 'r', 2, notFound)],
    ['by slug', fetchFixedPageBySlug.rejected(null, 'r', 'nope', notFound)],
  ])('a failed single fetch %s clears the selected page, the list stays', (_n, action) => {
    const state = fixedPagesReducer(loaded(), action);
    expect(state).toMatchObject({ fixedPage: null, fixedPages: [about, privacy, returns] });
  });

  it('an aborted single fetch (the language changed) keeps the page shown', () => {
    const aborted = fetchFixedPageBySlug.rejected(
      new DOMException('x', 'AbortError'),
      'r',
      'about',
    );
    expect(fixedPagesReducer(loaded(), aborted).fixedPage).toEqual(privacy);
  });

  it('add appends the page, counts it and selects it', () => {
    const faq = aFixedPage({ id: 4, slug: 'faq' });
    const state = fixedPagesReducer(
      loaded(),
      addFixedPage.fulfilled(envelope(faq, 'Page added', 201), 'r', fields),
    );
    expect(state).toMatchObject({
      fixedPages: [about, privacy, returns, faq],
      fixedPage: faq,
      paginationData: { totalCount: 4 },
      message: 'Page added',
      statusCode: 201,
    });
  });

  it('update replaces the page in the list and the selection', () => {
    const saved = { ...privacy, title: 'Privacy', isActive: false };
    const state = fixedPagesReducer(
      loaded(),
      updateFixedPage.fulfilled(envelope(saved, 'Page saved'), 'r', { ...fields, id: 2 }),
    );
    expect(state.fixedPages).toEqual([about, saved, returns]);
    expect(state.fixedPage).toEqual(saved);
  });

  it('update leaves another selected page alone', () => {
    const saved = { ...returns, title: 'Returns and exchanges' };
    const state = fixedPagesReducer(
      loaded(),
      updateFixedPage.fulfilled(envelope(saved), 'r', { ...fields, id: 3 }),
    );
    expect(state.fixedPages).toEqual([about, privacy, saved]);
    expect(state.fixedPage).toEqual(privacy);
  });

  it('delete removes the page, lowers the count and clears its selection', () => {
    const state = fixedPagesReducer(
      loaded(),
      deleteFixedPage.fulfilled(envelope({ id: 2 }, 'Page deleted'), 'r', 2),
    );
    expect(state).toMatchObject({
      fixedPages: [about, returns],
      fixedPage: null,
      paginationData: { totalCount: 2 },
    });
    const again = fixedPagesReducer(
      loaded({ paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 } }),
      deleteFixedPage.fulfilled(envelope({ id: 3 }), 'r', 3),
    );
    expect(again.paginationData.totalCount).toBe(0);
    expect(again.fixedPage).toEqual(privacy);
  });
});

describe('requests', () => {
  it('use the seed’s paths, with JSON bodies and the id in the update body', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(aPage([]))));
    const store = makeStore();
    await store.dispatch(fetchFixedPages({ pageNumber: 2, pageSize: 5, search: ' policy ' }));
    await store.dispatch(fetchFixedPageById(2));
    await store.dispatch(fetchFixedPageBySlug('privacy-policy'));
    await store.dispatch(addFixedPage(fields));
    await store.dispatch(updateFixedPage({ ...fields, id: 2 }));
    await store.dispatch(deleteFixedPage(2));
    expect(requests.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/FixedPage/GetAll?pageNumber=2&pageSize=5&search=policy',
      'GET /api/FixedPage/GetById/2',
      'GET /api/FixedPage/GetBySlug/privacy-policy',
      'POST /api/AdminFixedPage/CreateFixedPage',
      'PUT /api/AdminFixedPage/UpdateFixedPage',
      'DELETE /api/AdminFixedPage/DeleteFixedPage/2',
    ]);
    expect(JSON.parse(String(requests[3]?.init.body))).toEqual(fields);
    expect(JSON.parse(String(requests[4]?.init.body))).toEqual({ ...fields, id: 2 });
  });
});
