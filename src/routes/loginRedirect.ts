import { loginPathFor } from '../lib/redirect';

interface PathAndQuery {
  pathname: string;
  search: string;
}

/** Sign-in with a redirect back here; an autoLogin visit keeps its flag on the way. */
export function loginRedirectFor(location: PathAndQuery): string {
  const loginPath = loginPathFor(location);
  const autoLogin = new URLSearchParams(location.search).has('autoLogin');
  return autoLogin ? `${loginPath}&autoLogin=1` : loginPath;
}
