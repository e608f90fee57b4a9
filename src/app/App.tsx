import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { NOTIFICATION_TIMEOUT_MS } from '../lib/notify';
import { AppRouter } from '../routes/AppRouter';
import type { AppStore } from './store';

/** Loaded after the first paint: toasts only follow something the user did. */
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppRouter />
      <Suspense fallback={null}>
        <ToastContainer
          position="top-right"
          autoClose={NOTIFICATION_TIMEOUT_MS}
          closeOnClick
          newestOnTop
          theme="light"
        />
      </Suspense>
    </Provider>
  );
}
