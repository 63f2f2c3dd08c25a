import type { StoreStatus } from '@dukkan/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { stubFetch } from '../../testing/fetch-stub';
import { envelope, envelopeResponse } from '../../testing/fixtures';
import { installMemoryStorage } from '../../testing/memory-storage';
import {
  fetchStoreStatus,
  initialStoreStatusState,
  selectPaymentMethods,
  selectStoreStatusState,
} from './store-status.slice';

const demoShop: StoreStatus = {
  demo: true,
  paymentMode: 'sandbox',
  paymentMethods: ['Online', 'CashOnDelivery'],
  onlineMethods: ['MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'],
};
const cashOnly: StoreStatus = {
  demo: false,
  paymentMode: 'none',
  paymentMethods: ['CashOnDelivery'],
  onlineMethods: [],
};

beforeEach(() => {
  installMemoryStorage();
});

describe('store status', () => {
  it('starts unknown, offering both payment methods until the shop says otherwise', () => {
    const state = makeStore().getState();
    expect(selectStoreStatusState(state)).toEqual(initialStoreStatusState);
    expect(selectPaymentMethods(state)).toEqual(['Online', 'CashOnDelivery']);
  });

  it('loads GET /api/Store/GetStatus and keeps what it says', async () => {
    const { requests } = stubFetch(() => envelopeResponse(envelope(demoShop)));
    const store = makeStore();
    await store.dispatch(fetchStoreStatus());
    expect(requests.map(({ url, init }) => `${init.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/Store/GetStatus',
    ]);
    expect(selectStoreStatusState(store.getState())).toEqual({
      storeStatus: demoShop,
      status: 'done',
    });
  });

  it('offers cash on delivery only when the shop has no online gateway', async () => {
    stubFetch(() => envelopeResponse(envelope(cashOnly)));
    const store = makeStore();
    await store.dispatch(fetchStoreStatus());
    expect(selectPaymentMethods(store.getState())).toEqual(['CashOnDelivery']);
    expect(selectStoreStatusState(store.getState()).storeStatus?.demo).toBe(false);
  });

  it('on a failed load shows no banner and leaves the choice to the server', async () => {
    stubFetch(() => envelopeResponse({ message: 'down', statusCode: 500, data: null }, 500));
    const store = makeStore();
    await store.dispatch(fetchStoreStatus());
    expect(selectStoreStatusState(store.getState())).toEqual({
      storeStatus: null,
      status: 'error',
    });
    expect(selectPaymentMethods(store.getState())).toEqual(['Online', 'CashOnDelivery']);
  });
});
