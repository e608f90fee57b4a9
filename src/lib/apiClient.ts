import axios, { type AxiosError } from 'axios';
import { errorCode } from './apiErrors';
import { COOKIE, clearSessionCookies, getCookie, sessionToken } from './cookies';
import { loginPathFor } from './redirect';

const SESSION_ENDING_CODES: ReadonlySet<string> = new Set([
  'error_unauthorized',
  'TokenExpiredError',
]);

type SessionExpiredHandler = (loginPath: string) => void;

/** A full page load: it also drops every slice's state, so nothing of the old session shows. */
const goToLogin: SessionExpiredHandler = (loginPath) => window.location.assign(loginPath);

let sessionExpiredHandler = goToLogin;

/** Replaces how an ended session sends the browser to /login; returns a restore function. */
export function onSessionExpired(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    sessionExpiredHandler = goToLogin;
  };
}

export const apiClient = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? 'http://localhost:4000',
});

apiClient.interceptors.request.use((config) => {
  const token = sessionToken();
  const companyID = getCookie(COOKIE.companyID);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (companyID) config.headers.set('companyID', companyID);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error)) endSessionIfRejected(error);
  throw error;
});

function endSessionIfRejected(error: AxiosError): void {
  const sentToken = error.config?.headers.has('Authorization') ?? false;
  const code = errorCode(error);
  if (error.response?.status !== 401 || !sentToken || !code || !SESSION_ENDING_CODES.has(code)) {
    return;
  }
  clearSessionCookies();
  const { pathname, search } = window.location;
  if (pathname !== '/login') sessionExpiredHandler(loginPathFor({ pathname, search }));
}
