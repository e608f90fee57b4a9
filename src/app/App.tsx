import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { NOTIFICATION_TIMEOUT_MS } from '../lib/notify';
import { AppRouter } from '../routes/AppRouter';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppRouter />
      <ToastContainer
        position="top-right"
        autoClose={NOTIFICATION_TIMEOUT_MS}
        closeOnClick
        newestOnTop
        theme="light"
      />
    </Provider>
  );
}
