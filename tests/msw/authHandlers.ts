import { http, HttpResponse } from 'msw';
import type {
  Dashboard,
  DashboardResponse,
  LoginBody,
  LoginResponse,
  Profile,
  ProfileResponse,
} from '../../contract/auth';
import type { ErrorResponse, SuccessOnly } from '../../contract/common';
import type { ErrorCode } from '../../contract/errorCodes';
import { buildDashboard, buildProfile } from '../factories';
import { apiUrl } from './apiUrl';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

interface Account {
  password: string;
  profile: Profile;
  dashboard: Dashboard;
  /** When set, sign-in needs this emailed code. */
  otp: string | null;
  /** When set, sign-in is refused with this code (403). */
  blockedWith: ErrorCode | null;
}

const accounts = new Map<string, Account>();
const sessions = new Map<string, Account>();
const otpResends = new Map<string, number>();

export function seedAccount(overrides: Partial<Account> = {}): Account {
  const account: Account = {
    password: DEFAULT_PASSWORD,
    profile: buildProfile(),
    dashboard: buildDashboard(),
    otp: null,
    blockedWith: null,
    ...overrides,
  };
  accounts.set(account.profile.email.toLowerCase(), account);
  return account;
}

/** Signs an account in without the login page; returns its token. */
export function startSession(account: Account): string {
  const token = `token-${crypto.randomUUID()}`;
  sessions.set(token, account);
  return token;
}

export function isSessionActive(token: string): boolean {
  return sessions.has(token);
}

export function otpResendsFor(email: string): number {
  return otpResends.get(email.toLowerCase()) ?? 0;
}

export function resetAuthStore(): void {
  accounts.clear();
  sessions.clear();
  otpResends.clear();
}

function fail(status: number, code: ErrorCode) {
  return HttpResponse.json<ErrorResponse>({ code, message: code.replaceAll('_', ' ') }, { status });
}

function sessionOf(request: Request): Account | undefined {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return token ? sessions.get(token) : undefined;
}

export const authHandlers = [
  http.post<never, LoginBody, LoginResponse | ErrorResponse>(
    apiUrl('/user/login'),
    async ({ request }) => {
      const body = await request.json();
      const account = accounts.get(body.email.toLowerCase());
      if (!account || account.password !== body.password) return fail(401, 'invalid_credentials');
      if (account.blockedWith) return fail(403, account.blockedWith);
      const { email, userGroup, companyID } = account.profile;
      if (account.otp && body.otp === undefined) {
        return HttpResponse.json({ success: true, data: { otpRequired: true, email } });
      }
      if (account.otp && body.otp !== account.otp) return fail(401, 'invalid_otp');
      const token = startSession(account);
      return HttpResponse.json({ success: true, data: { token, email, userGroup, companyID } });
    },
  ),

  http.post<never, { email: string }, SuccessOnly>(
    apiUrl('/user/login/resend-otp'),
    async ({ request }) => {
      const { email } = await request.json();
      otpResends.set(email.toLowerCase(), otpResendsFor(email) + 1);
      return HttpResponse.json({ success: true });
    },
  ),

  http.post<never, never, SuccessOnly | ErrorResponse>(apiUrl('/user/logout'), ({ request }) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!token || !sessions.delete(token)) return fail(401, 'error_unauthorized');
    return HttpResponse.json({ success: true });
  }),

  http.get<never, never, ProfileResponse | ErrorResponse>(
    apiUrl('/user/profile'),
    ({ request }) => {
      const account = sessionOf(request);
      if (!account) return fail(401, 'error_unauthorized');
      return HttpResponse.json({ success: true, data: account.profile });
    },
  ),

  http.get<{ companyID: string; userGroup: string }, never, DashboardResponse | ErrorResponse>(
    apiUrl('/user/dashboard/:companyID/:userGroup'),
    ({ request, params }) => {
      const account = sessionOf(request);
      if (!account) return fail(401, 'error_unauthorized');
      const { companyID, userGroup } = account.profile;
      if (params.companyID !== companyID || params.userGroup !== String(userGroup)) {
        return fail(404, 'not_found');
      }
      return HttpResponse.json({ success: true, data: account.dashboard });
    },
  ),
];
