import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice, logout } from '../features/auth/authSlice';

const slicesReducer = combineReducers({
  auth: authSlice.reducer,
});

export type RootState = ReturnType<typeof slicesReducer>;

/** Logout drops every slice back to its initial state. */
const rootReducer: typeof slicesReducer = (state, action) =>
  slicesReducer(logout.fulfilled.match(action) ? undefined : state, action);

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
