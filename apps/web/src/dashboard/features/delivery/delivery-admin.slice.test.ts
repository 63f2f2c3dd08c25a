import type { AdminDeliveryMethod, Paged } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../app/api-client';
import { isUnauthorizedRejection } from '../../../app/api-thunk';
import { makeStore } from '../../../app/store';
import { stubFetch } from '../../../testing/fetch-stub';
import { envelope, envelopeResponse } from '../../../testing/fixtures';
import { installMemoryStorage } from '../../../testing/memory-storage';
import { byName, pendingAction, rejectedAction } from '../../../testing/thunk-actions';
import {
  expectSignOutOn401,
  stateAfterBare500,
  type ThunkCall,
} from '../../../testing/thunk-calls';
import {
  deliveryAdminReducer,
  initialDeliveryAdminState,
  selectDeliveryAdmin,
  type DeliveryAdminState,
} from './delivery-admin.slice';
import {
  createDeliveryMethod,
  deliveryAdminThunks,
  fetchAdminDeliveryMethod,
  fetchAdminDeliveryMethods,
  removeDeliveryMethod,
  updateDeliveryMethod,
} from './delivery-admin.thunks';

function aMethod(overrides: Partial<AdminDeliveryMethod> = {}): AdminDeliveryMethod {
  return {
    id: 1,
    nameEn: 'Standard delivery',
    nameAr: 'توصيل عادي',
    name: 'Standard delivery',
    price: 25,
    estimatedDays: '3-5',
    isActive: true,
    ordersCount: 0,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

const pickup = aMethod({ id: 3, nameEn: 'Store pickup', price: 0, estimatedDays: '1' });
const standard = aMethod({ id: 1, ordersCount: 87 });
const express = aMethod({ id: 2, nameEn: 'Express', price: 45, estimatedDays: '1-2' });
const fields = {
  nameEn: 'Same day',
  nameAr: 'نفس اليوم',
  price: 60,
  estimatedDays: '0',
  isActive: true,
};

function page(items: AdminDeliveryMethod[], totalCount: number): Paged<AdminDeliveryMethod> {
  return { items, pageNumber: 1, pageSize: 10, totalCount };
}

function loaded(overrides: Partial<DeliveryAdminState> = {}): DeliveryAdminState {
  return {
    ...initialDeliveryAdminState,
    deliveryMethods: [pickup, standard, express],
    selectedDeliveryMethod: standard,
    paginationData: { pageNumber: 1, pageSize: 10, totalCount: 3 },
    status: 'done',
    ...overrides,
  };
}

const notFound: ApiError = { message: 'Delivery method not found', statusCode: 404, data: null };
const unauthorized: ApiError = { message: 'Please sign in again', statusCode: 401, data: null };

const firstPage = { pageNumber: 1, pageSize: 10 };
const calls: [string, ThunkCall, string][] = [
  [
    'list',
    (s) => s.dispatch(fetchAdminDeliveryMethods(firstPage)),
    'Failed to fetch delivery methods',
  ],
  ['get', (s) => s.dispatch(fetchAdminDeliveryMethod(1)), 'Failed to fetch delivery method'],
  ['create', (s) => s.dispatch(createDeliveryMethod(fields)), 'Failed to add delivery method'],
  [
    'update',
    (s) => s.dispatch(updateDeliveryMethod({ id: 1, ...fields })),
    'Failed to update delivery method',
  ],
  ['remove', (s) => s.dispatch(removeDeliveryMethod(1)), 'Failed to delete delivery method'],
];

beforeEach(() => {
  installMemoryStorage();
});

describe('initial delivery administration state', () => {
  it('is empty, idle and on page 1 of 10', () => {
    expect(deliveryAdminReducer(undefined, { type: 'init' })).toEqual({
      deliveryMethods: [],
      selectedDeliveryMethod: null,
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 },
      status: 'idle',
      loading: false,
      error: null,
      message: null,
      statusCode: null,
    });
    expect(selectDeliveryAdmin(makeStore().getState())).toEqual(initialDeliveryAdminState);
  });
});

describe('every delivery administration thunk', () => {
  it('covers the five calls', () => {
    expect(deliveryAdminThunks).toHaveLength(5);
    expect(calls).toHaveLength(5);
  });

  it.each(byName(deliveryAdminThunks))(
    '%s pending turns loading on and clears the error',
    (_n, t) => {
      const state = deliveryAdminReducer(
        { ...initialDeliveryAdminState, error: notFound },
        pendingAction(t),
      );
      expect(state).toMatchObject({ loading: true, error: null });
    },
  );

  it.each(byName(deliveryAdminThunks))(
    '%s rejected keeps the error, message and status code and the list',
    (_n, t) => {
      const state = deliveryAdminReducer(
        { ...loaded(), loading: true },
        rejectedAction(t, notFound),
      );
      expect(state).toMatchObject({
        loading: false,
        error: notFound,
        message: notFound.message,
        statusCode: 404,
        deliveryMethods: [pickup, standard, express],
      });
    },
  );

  it.each(byName(deliveryAdminThunks))('%s rejected with 401 is a sign-out', (_n, t) => {
    expect(isUnauthorizedRejection(rejectedAction(t, unauthorized))).toBe(true);
  });

  it.each(calls)('%s answered 401 by the server signs the user out', (_name, call) =>
    expectSignOutOn401(call, 'Manager'),
  );

  it.each(calls)(
    '%s falls back to "%s" with status 500 when the server sends no message',
    async (_name, call, fallback) => {
      const state = await stateAfterBare500(call, fallback);
      expect(selectDeliveryAdmin(state)).toMatchObject({
        loading: false,
        message: fallback,
        statusCode: 500,
      });
    },
  );
});

describe('the delivery methods list', () => {
  it('fetch replaces the list and the paging and marks it done', () => {
    let state = deliveryAdminReducer(loaded(), fetchAdminDeliveryMethods.pending('r', firstPage));
    expect(state.status).toBe('loading');
    state = deliveryAdminReducer(
      state,
      fetchAdminDeliveryMethods.fulfilled(
        envelope(page([express], 4), 'Delivery methods'),
        'r',
        firstPage,
      ),
    );
    expect(state).toMatchObject({
      deliveryMethods: [express],
      paginationData: { pageNumber: 1, pageSize: 10, totalCount: 4 },
      status: 'done',
      loading: false,
      message: 'Delivery methods',
      statusCode: 200,
    });
  });

  it('a failed fetch marks status error; an aborted one leaves the newer request alone', () => {
    const pending = deliveryAdminReducer(
      loaded(),
      fetchAdminDeliveryMethods.pending('new', firstPage),
    );
    const aborted = rejectedAction(fetchAdminDeliveryMethods, notFound, { aborted: true });
    expect(deliveryAdminReducer(pending, aborted)).toEqual(pending);
    const failed = deliveryAdminReducer(
      pending,
      rejectedAction(fetchAdminDeliveryMethods, notFound),
    );
    expect(failed.status).toBe('error');
  });

  it('get by id stores the selected method', () => {
    const state = deliveryAdminReducer(
      undefined,
      fetchAdminDeliveryMethod.fulfilled(envelope(express), 'r', 2),
    );
    expect(state.selectedDeliveryMethod).toEqual(express);
  });

  it('create appends the returned method and counts it', () => {
    const created = aMethod({ id: 9, nameEn: 'Same day', price: 60 });
    const state = deliveryAdminReducer(
      loaded(),
      createDeliveryMethod.fulfilled(envelope(created, 'Delivery method added', 201), 'r', fields),
    );
    expect(state.deliveryMethods).toEqual([pickup, standard, express, created]);
    expect(state.paginationData.totalCount).toBe(4);
    expect(state).toMatchObject({ message: 'Delivery method added', statusCode: 201 });
  });

  it('update replaces the method in the list and the selected one', () => {
    const dearer = { ...standard, price: 30 };
    const state = deliveryAdminReducer(
      loaded(),
      updateDeliveryMethod.fulfilled(envelope(dearer), 'r', { id: 1, ...fields }),
    );
    expect(state.deliveryMethods).toEqual([pickup, dearer, express]);
    expect(state.selectedDeliveryMethod).toEqual(dearer);
  });

  it('update leaves another selected method alone', () => {
    const cheaper = { ...express, price: 40 };
    const state = deliveryAdminReducer(
      loaded(),
      updateDeliveryMethod.fulfilled(envelope(cheaper), 'r', { id: 2, ...fields }),
    );
    expect(state.selectedDeliveryMethod).toEqual(standard);
  });

  it('delete removes the method, lowers the count and clears the selection', () => {
    const state = deliveryAdminReducer(
      loaded(),
      removeDeliveryMethod.fulfilled(
        envelope({ id: 1, deleted: true, deliveryMethod: null }, 'Delivery method deleted'),
        'r',
        1,
      ),
    );
    expect(state.deliveryMethods).toEqual([pickup, express]);
    expect(state.paginationData.totalCount).toBe(2);
    expect(state.selectedDeliveryMethod).toBeNull();
    expect(state.message).toBe('Delivery method deleted');
  });

  it('delete of a method orders use keeps its row, now inactive', () => {
    const deactivated = { ...standard, isActive: false };
    const message = 'Orders were placed with this delivery method, so it was deactivated instead';
    const state = deliveryAdminReducer(
      loaded(),
      removeDeliveryMethod.fulfilled(
        envelope({ id: 1, deleted: false, deliveryMethod: deactivated }, message),
        'r',
        1,
      ),
    );
    expect(state.deliveryMethods).toEqual([pickup, deactivated, express]);
    expect(state.paginationData.totalCount).toBe(3);
    expect(state.selectedDeliveryMethod).toEqual(deactivated);
    expect(state.message).toBe(message);
  });

  it('the count never goes below zero', () => {
    const state = deliveryAdminReducer(
      loaded({ paginationData: { pageNumber: 1, pageSize: 10, totalCount: 0 } }),
      removeDeliveryMethod.fulfilled(
        envelope({ id: 3, deleted: true, deliveryMethod: null }),
        'r',
        3,
      ),
    );
    expect(state.paginationData.totalCount).toBe(0);
  });
});

describe('requests', () => {
  it('use the admin paths, the list with its filters and the id in the update body', async () => {
    const { requests } = stubFetch((url) =>
      envelopeResponse(
        envelope(
          url.includes('GetAll')
            ? page([standard], 1)
            : url.includes('delete')
              ? { id: 1, deleted: true, deliveryMethod: null }
              : standard,
        ),
      ),
    );
    const store = makeStore();
    await store.dispatch(
      fetchAdminDeliveryMethods({ pageNumber: 2, pageSize: 20, search: ' exp ', isActive: false }),
    );
    await store.dispatch(fetchAdminDeliveryMethod(1));
    await store.dispatch(createDeliveryMethod(fields));
    await store.dispatch(updateDeliveryMethod({ id: 1, ...fields }));
    await store.dispatch(removeDeliveryMethod(1));
    expect(requests.map(({ url, init }) => `${init.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/adminDeliveryMethod/GetAll?pageNumber=2&pageSize=20&isActive=false&search=exp',
      'GET /api/adminDeliveryMethod/GetDeliveryMethodById/1',
      'POST /api/adminDeliveryMethod/createDeliveryMethod',
      'PUT /api/adminDeliveryMethod/UpdateDeliveryMethod',
      'DELETE /api/adminDeliveryMethod/deleteDeliveryMethod/1',
    ]);
    expect(JSON.parse(requests[2]?.init.body as string)).toEqual(fields);
    expect(JSON.parse(requests[3]?.init.body as string)).toEqual({ id: 1, ...fields });
  });
});
