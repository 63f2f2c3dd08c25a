import type { OrderReturns } from '@dukkan/contracts';
import { createApiThunk } from '../app/api-thunk';
import { returnRequestsApi, type CreateReturnRequestArgs } from './return-requests.api';

/** Used only when the server sent no message. */
export const RETURN_REQUEST_FALLBACKS = {
  fetchMyReturns: 'Failed to fetch the return requests',
  requestReturn: 'Failed to send the return request',
} as const;

export const fetchMyReturns = createApiThunk<OrderReturns, number>(
  'returns/fetchMine',
  returnRequestsApi.mine,
  RETURN_REQUEST_FALLBACKS.fetchMyReturns,
);

export const requestReturn = createApiThunk<OrderReturns, CreateReturnRequestArgs>(
  'returns/request',
  returnRequestsApi.create,
  RETURN_REQUEST_FALLBACKS.requestReturn,
);
