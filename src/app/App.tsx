import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import { AppRouter } from '../routes/AppRouter';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppRouter />
      <ToastContainer position="top-right" autoClose={4000} />
    </Provider>
  );
}
