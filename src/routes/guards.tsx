import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionToken } from '../lib/cookies';
import { loginPathFor, safeRedirectPath } from '../lib/redirect';

export function RequireAuth() {
  const location = useLocation();
  if (!sessionToken()) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

export function PublicOnly() {
  const { search } = useLocation();
  if (sessionToken()) return <Navigate to={safeRedirectPath(search, '/')} replace />;
  return <Outlet />;
}
