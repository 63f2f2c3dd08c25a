import type {
  ApproveReturnRequestBody,
  OrderReturns,
  RejectReturnRequestBody,
} from '@dukkan/contracts';
import { createApiThunk } from '../../../app/api-thunk';
import { adminReturnRequestsApi, type ReturnDecisionArgs } from './return-requests.api';

/** Used only when the server sent no message. */
export const ADMIN_RETURN_FALLBACKS = {
  fetchReturns: 'Failed to fetch the return requests',
  approveReturn: 'Failed to approve the return request',
  rejectReturn: 'Failed to reject the return request',
} as const;

export const fetchOrderReturns = createApiThunk<OrderReturns, number>(
  'adminReturns/fetch',
  adminReturnRequestsApi.view,
  ADMIN_RETURN_FALLBACKS.fetchReturns,
);

export const approveReturn = createApiThunk<
  OrderReturns,
  ReturnDecisionArgs<ApproveReturnRequestBody>
>('adminReturns/approve', adminReturnRequestsApi.approve, ADMIN_RETURN_FALLBACKS.approveReturn);

export const rejectReturn = createApiThunk<
  OrderReturns,
  ReturnDecisionArgs<RejectReturnRequestBody>
>('adminReturns/reject', adminReturnRequestsApi.reject, ADMIN_RETURN_FALLBACKS.rejectReturn);
