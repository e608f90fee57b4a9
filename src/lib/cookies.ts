import Cookies from 'js-cookie';

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

export function getCookie(name: CookieName): string | undefined {
  return Cookies.get(name);
}

export function setCookie(name: CookieName, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    expires: options.expiresInDays,
  });
}

export function removeCookie(name: CookieName): void {
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
