import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { selectAddressesState } from '../../../shopping/addresses.slice';
import { fetchMyAddresses } from '../../../shopping/addresses.thunks';
import { selectPhonesState } from '../../../shopping/phones.slice';
import { fetchMyPhones } from '../../../shopping/phones.thunks';

/**
 * Loads a list the first time a screen needs it (the profile tab and checkout share it). The
 * store is read when the effect runs, not from the render, so a second run right after the first
 * (React's strict mode) sees the load already started and does not send it twice.
 */
function useLoadWhileIdle(isIdle: (state: RootState) => boolean, load: () => void): void {
  const store = useStore<RootState>();
  useEffect(() => {
    if (isIdle(store.getState())) load();
  }, [store, isIdle, load]);
}

const addressesIdle = (state: RootState) => selectAddressesState(state).status === 'idle';
const phonesIdle = (state: RootState) => selectPhonesState(state).status === 'idle';

export function useMyAddresses() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAddressesState);
  const reload = useCallback(() => void dispatch(fetchMyAddresses()), [dispatch]);
  useLoadWhileIdle(addressesIdle, reload);
  return { ...state, reload };
}

export function useMyPhones() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPhonesState);
  const reload = useCallback(() => void dispatch(fetchMyPhones()), [dispatch]);
  useLoadWhileIdle(phonesIdle, reload);
  return { ...state, reload };
}
