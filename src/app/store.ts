import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice';
import { logout } from '../features/auth/authThunks';
import { loginCompanySlice } from '../features/auth/loginCompanySlice';
import { companySlice } from '../features/company/companySlice';
import { startDashboardListening } from '../features/dashboard/dashboardListeners';
import { listenerMiddleware, startAppListening } from '../state/listenerMiddleware';
import { slicesReducer } from '../state/slicesReducer';

/** The session's slices, present from the start; the others join as their features load. */
// Declared by their slice files like the lazy ones; injecting them makes them required here.
const sessionReducer = slicesReducer
  .inject(authSlice)
  .inject(loginCompanySlice)
  .inject(companySlice);

export type RootState = ReturnType<typeof sessionReducer>;

/** Logout drops every slice, loaded or not yet, back to its initial state. */
const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  sessionReducer(logout.fulfilled.match(action) ? undefined : state, action);

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
