import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
} from 'axios';
import { API_BASE_URL } from './apiBase';
import { errorCode, isApiCallError } from './apiErrors';
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

export { API_BASE_URL };

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({ baseURL: API_BASE_URL });
  client.interceptors.request.use((config) => {
    const token = sessionToken();
    const companyID = getCookie(COOKIE.companyID);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    if (companyID) config.headers.set('companyID', companyID);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isApiCallError(error)) endSessionIfRejected(error);
    throw error;
  });
  return client;
}

let loaded: Promise<AxiosInstance> | null = null;

/**
 * axios is loaded with the first call, not with the page: the sign-in page shows (and is
 * typed into) before anything is sent, and its first download stays small.
 */
function client(): Promise<AxiosInstance> {
  loaded ??= import('axios').then(({ default: axios }) => createClient(axios));
  return loaded;
}

/** The one HTTP client: axios's calls, each waiting for the client on its first use. */
export const apiClient = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.get<T>(url, config)),
  delete: <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.delete<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.post<T>(url, data, config)),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.put<T>(url, data, config)),
  request: <T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.request<T>(config)),
};

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
