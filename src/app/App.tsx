import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { NOTIFICATION_TIMEOUT_MS } from '../lib/notify';
import { subscribeToToasts, toastsWanted } from '../lib/toastHost';
import { AppRouter } from '../routes/AppRouter';
import type { AppStore } from './store';

/** Loaded with the first toast (lib/toastHost.ts): toasts only follow something the user did. */
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export function App({ store }: { store: AppStore }) {
  const toasts = useSyncExternalStore(subscribeToToasts, toastsWanted);
  return (
    <Provider store={store}>
      <AppRouter />
      {toasts && (
        <Suspense fallback={null}>
          <ToastContainer
            position="top-right"
            autoClose={NOTIFICATION_TIMEOUT_MS}
            closeOnClick
            newestOnTop
            theme="light"
          />
        </Suspense>
      )}
    </Provider>
  );
}
