import { useAppDispatch, useAppSelector } from '../hooks';
import { useLoadOnce } from '../use-load-once';
import { fetchStoreStatus, selectStoreStatusState } from './store-status.slice';

/** The shop's status, loaded once per visit by whichever screen asks first. */
export function useStoreStatus() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectStoreStatusState);
  const { status } = state;
  useLoadOnce(status === 'idle', () => dispatch(fetchStoreStatus()), 'store-status');
  return state.storeStatus;
}
