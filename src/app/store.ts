import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { logout } from '../features/auth/authThunks';
import { loginCompanySlice } from '../features/auth/loginCompanySlice';
import { companySlice } from '../features/company/companySlice';
import { startDashboardListening } from '../features/dashboard/dashboardListeners';
import { listenerMiddleware, startAppListening } from './listenerMiddleware';

/**
 * The slices of features that load later, each added by its own module (`injectInto`) when its
 * code arrives with its first page: a feature module declares itself here, and the sign-in page
 * downloads no other feature's state, thunks or API calls.
 */
// Filled by declaration merging, one `extends WithSlice<typeof slice>` per lazily loaded slice.
export interface LazyLoadedSlices {}

/** The session's slices, present from the start; the others join as their features load. */
export const slicesReducer = combineSlices(
  authSlice,
  loginCompanySlice,
  companySlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof slicesReducer>;

/** Logout drops every slice, loaded or not yet, back to its initial state. */
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  slicesReducer(logout.fulfilled.match(action) ? undefined : state, action);

startDashboardListening(startAppListening);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
