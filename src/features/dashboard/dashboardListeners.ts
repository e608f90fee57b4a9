import type { AppStartListening } from '../../state/listenerMiddleware';
import { sessionStarted } from '../../state/sessionActions';

/**
 * A sign-in starts loading the counters beside the profile, so the dashboard opens with them.
 * The store registers this at start; the dashboard's own code (its slice and thunks) is loaded
 * only then, so the sign-in page does not download it.
 */
export function startDashboardListening(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionStarted,
    effect: async ({ payload }, { dispatch }) => {
      const [{ fetchDashboard }] = await Promise.all([
        import('./dashboardThunks'),
        import('./dashboardSlice'),
      ]);
      void dispatch(fetchDashboard(payload));
    },
  });
}
