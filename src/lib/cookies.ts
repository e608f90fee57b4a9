import Cookies from 'js-cookie';
import { tabStorage } from './tabStorage';

/** The cookie names of SPEC.md section 9. */
export const COOKIE = {
  token: 'user-token',
  companyID: 'companyID',
  adminColor: 'adminColor',
  browserWarning: 'browser-warning',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

interface CookieOptions {
  expiresInDays?: number;
}

/*
 * An embedded console (opened with a host's autoLogin code, usually framed by another site) keeps
 * its session in the tab's sessionStorage rather than in cookies: a framed page's cookies may be
 * refused or partitioned, and the host's session must neither replace nor reuse the admin's own
 * console session in other tabs. Where even sessionStorage is refused, the session lives in
 * memory for as long as the page (lib/tabStorage; the host gets a new code for the next load).
 */
const EMBEDDED = 'tidings.embedded';
const embedded = () => tabStorage().getItem(EMBEDDED) === '1';

/** A host's code opens a new embedded session in this tab, dropping any earlier one. */
export function startEmbeddedSession(): void {
  const store = tabStorage();
  for (const name of Object.values(COOKIE)) store.removeItem(`${EMBEDDED}.${name}`);
  store.setItem(EMBEDDED, '1');
}

export function getCookie(name: CookieName): string | undefined {
  if (embedded()) return tabStorage().getItem(`${EMBEDDED}.${name}`) ?? undefined;
  return Cookies.get(name);
}

export function setCookie(name: CookieName, value: string, options: CookieOptions = {}): void {
  if (embedded()) return tabStorage().setItem(`${EMBEDDED}.${name}`, value);
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    expires: options.expiresInDays,
  });
}

export function removeCookie(name: CookieName): void {
  if (embedded()) return tabStorage().removeItem(`${EMBEDDED}.${name}`);
  Cookies.remove(name, { path: '/' });
}

/** Logout and an expired session clear every cookie except the browser-warning choice. */
export function clearSessionCookies(): void {
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.companyID);
  removeCookie(COOKIE.adminColor);
}

export function sessionToken(): string | undefined {
  return getCookie(COOKIE.token);
}
