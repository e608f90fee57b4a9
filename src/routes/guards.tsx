import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import {
  selectSessionProfileStatus,
  selectSessionToken,
  selectSessionUser,
} from '../state/session';
import { NotAllowedPage } from '../components/ui/NotAllowedPage';
import { PageLoading } from '../components/ui/PageLoading';
import { fetchProfile } from '../state/profileThunks';
import { sessionToken } from '../lib/cookies';
import { safeRedirectPath } from '../lib/redirect';
import { routeDecision, type GuardedRoute } from './access';
import { loginRedirectFor } from './loginRedirect';

export function RequireAuth() {
  const location = useLocation();
  if (!sessionToken()) return <Navigate to={loginRedirectFor(location)} replace />;
  return <Outlet />;
}

export function PublicOnly() {
  const { search } = useLocation();
  if (sessionToken()) return <Navigate to={safeRedirectPath(search, '/')} replace />;
  return <Outlet />;
}

/**
 * Opens a shell route once the profile says the admin may, by the route table's rules. The
 * shell shows the profile's loading and failure; this waits rather than bounce.
 */
export function RequireAccess({ route }: { route: GuardedRoute }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const token = useAppSelector(selectSessionToken);
  const user = useAppSelector(selectSessionUser);
  const profileStatus = useAppSelector(selectSessionProfileStatus);

  useEffect(() => {
    if (!user && profileStatus === 'idle') void dispatch(fetchProfile());
  }, [dispatch, user, profileStatus]);

  // The session ended while the profile was loading.
  if (!token) return <Navigate to={loginRedirectFor(location)} replace />;
  if (!user) return <PageLoading label="Loading your profile…" />;

  const decision = routeDecision(user, route);
  if (decision === 'bounce-to-dashboard') return <Navigate to="/dashboard" replace />;
  if (decision === 'not-allowed') return <NotAllowedPage />;
  return <Outlet />;
}
