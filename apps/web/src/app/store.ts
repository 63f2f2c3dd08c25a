import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { createAuthPersistence } from './auth/auth-persistence';
import { authSlice } from './auth/auth.slice';
import { createDigitsPersistence, digitsSlice } from './digits/digits.slice';

/**
 * Slices that live in lazily loaded code (the dashboard's) add themselves with
 * `rootReducer.inject(slice)` and declare their key here through module augmentation, so the
 * storefront bundle never contains them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by lazy slices
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  authSlice,
  digitsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const persistence = createAuthPersistence();
  const digitsPersistence = createDigitsPersistence();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(persistence.middleware, digitsPersistence.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore();
