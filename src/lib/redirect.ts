const LOGIN_PATH = '/login';
const PROBE_ORIGIN = 'http://same-site.invalid';

interface PathAndQuery {
  pathname: string;
  search: string;
}

/** The sign-in page with a redirect back to where the user was. */
export function loginPathFor({ pathname, search }: PathAndQuery): string {
  const params = new URLSearchParams({ redirect: `${pathname}${search}` });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/**
 * The `redirect` query value when it is a path on this site, else the fallback. Anything that
 * could leave the site (`//host`, `/\host`, `https:`) is refused, so the parameter cannot be
 * used as an open redirect.
 */
export function safeRedirectPath(search: string, fallback: string): string {
  const raw = new URLSearchParams(search).get('redirect');
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return fallback;
  }
  const url = new URL(raw, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
