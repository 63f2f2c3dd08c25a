import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { fetchStoreStatus, selectStoreStatusState } from './store-status.slice';

/** The shop's status, loaded once per visit by whichever screen asks first. */
export function useStoreStatus() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectStoreStatusState);
  const { status } = state;
  useEffect(() => {
    if (status === 'idle') void dispatch(fetchStoreStatus());
  }, [dispatch, status]);
  return state.storeStatus;
}
