import type { SsoOptions } from '../../contract/sso';
import { http, HttpResponse } from 'msw';
import type {
  AutoLoginExchangeBody,
  ChangePasswordBody,
  Dashboard,
  DashboardResponse,
  LoginBody,
  LoginResponse,
  Profile,
  ProfileResponse,
  ProfileUpdateBody,
  PublicCompany,
  ResetTokenResponse,
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

interface ResetLink {
  account: Account;
  expired: boolean;
  used: boolean;
}

const accounts = new Map<string, Account>();
const sessions = new Map<string, Account>();
const otpResends = new Map<string, number>();
const publicCompanies = new Map<string, PublicCompany>();
/** What each organisation's login page offers of single sign-on; none unless seeded. */
const ssoOptions = new Map<string, SsoOptions>();
const resetLinks = new Map<string, ResetLink>();
const resetRequests: string[] = [];
const autoLoginCodes = new Map<string, { account: Account; used: boolean }>();
const autoLoginExchanges: AutoLoginExchangeBody[] = [];

/** What the server answers to every forgot-password request, known email or not. */
export const RESET_REQUEST_ANSWER =
  'If that email belongs to an account, a link to reset its password is on its way.';

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

export function seedPublicCompany(overrides: Partial<PublicCompany> = {}): PublicCompany {
  const company: PublicCompany = {
    companyID: 'acme',
    name: 'Acme Unions',
    logo: null,
    favicon: null,
    adminColor: { color_hex: '#0f766e' },
    ...overrides,
  };
  publicCompanies.set(company.companyID, company);
  return company;
}

/** A reset link for the account, as the forgot-password email would carry it. */
export function issueResetLink(account: Account, { expired = false } = {}): string {
  const token = `reset-${crypto.randomUUID()}`;
  resetLinks.set(token, { account, expired, used: false });
  return token;
}

/** A single-use autoLogin code for the account, as a host would get from the API. */
export function issueAutoLoginCode(account: Account): string {
  const code = `code${crypto.randomUUID().replaceAll('-', '')}`;
  autoLoginCodes.set(code, { account, used: false });
  return code;
}

/** The autoLogin exchanges asked for, in order. */
export function autoLoginExchangesMade(): readonly AutoLoginExchangeBody[] {
  return autoLoginExchanges;
}

/** The emails forgot-password was asked for, in order. */
export function resetRequestsMade(): readonly string[] {
  return resetRequests;
}

/** The organisation offers single sign-on (and, with `required`, it alone). */
export function seedSsoOptions(companyID: string, options: SsoOptions): void {
  ssoOptions.set(companyID, options);
}

export function resetAuthStore(): void {
  accounts.clear();
  ssoOptions.clear();
  sessions.clear();
  otpResends.clear();
  publicCompanies.clear();
  resetLinks.clear();
  resetRequests.length = 0;
  autoLoginCodes.clear();
  autoLoginExchanges.length = 0;
}

/** A password change ends every session of the account. */
function endSessionsOf(account: Account): void {
  for (const [token, owner] of sessions) if (owner === account) sessions.delete(token);
}

function openResetLink(token: string): ResetLink | ErrorCode {
  const link = resetLinks.get(token);
  if (!link) return 'jwt_malformed';
  return link.expired || link.used ? 'jwt_expired' : link;
}

function applyProfileUpdate(profile: Profile, body: ProfileUpdateBody): Profile {
  const names = {
    firstname: body.firstname ?? profile.profile.firstname,
    lastname: body.lastname ?? profile.profile.lastname,
    phone: body.phone ?? profile.profile.phone,
  };
  const twoFactorEnabled = body.twoFactorEnabled ?? profile.twoFactorEnabled;
  return {
    ...profile,
    profile: names,
    fullName: `${names.firstname} ${names.lastname}`.trim(),
    phone: names.phone,
    twoFactorEnabled,
    adminTwoFactorAuth: twoFactorEnabled ? 1 : 0,
  };
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

  http.post<never, AutoLoginExchangeBody, LoginResponse | ErrorResponse>(
    apiUrl('/user/login/auto'),
    async ({ request }) => {
      const body = await request.json();
      autoLoginExchanges.push(body);
      const issued = autoLoginCodes.get(body.code);
      if (!issued || issued.used) return fail(400, 'jwt_expired');
      issued.used = true;
      const { email, userGroup, companyID } = issued.account.profile;
      if (body.companyID !== undefined && body.companyID !== companyID) {
        return fail(400, 'jwt_expired');
      }
      const token = startSession(issued.account);
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

  http.put<never, ProfileUpdateBody, ProfileResponse | ErrorResponse>(
    apiUrl('/user/profile/'),
    async ({ request }) => {
      const account = sessionOf(request);
      if (!account) return fail(401, 'error_unauthorized');
      const body = await request.json();
      // As the API: turning two-factor sign-in off needs the current password.
      if (body.twoFactorEnabled === false && account.profile.twoFactorEnabled) {
        if (body.currentPassword === undefined) return fail(400, 'validation_error');
        if (body.currentPassword !== account.password)
          return fail(400, 'current_password_incorrect');
      }
      account.profile = applyProfileUpdate(account.profile, body);
      return HttpResponse.json({ success: true, data: account.profile });
    },
  ),

  // The organisation's billing contact, which the profile shows as billingInfo.
  http.put<never, { email: string; phone?: string }>(
    apiUrl('/user/subscription'),
    async ({ request }) => {
      const account = sessionOf(request);
      if (!account) return fail(401, 'error_unauthorized');
      const { email, phone } = await request.json();
      account.profile = { ...account.profile, billingInfo: { email, phone: phone ?? '' } };
      return HttpResponse.json({ success: true, data: { name: '', email, phone: phone ?? '' } });
    },
  ),
  http.delete(apiUrl('/user/subscription'), ({ request }) => {
    const account = sessionOf(request);
    if (!account) return fail(401, 'error_unauthorized');
    account.profile = { ...account.profile, billingInfo: null };
    return HttpResponse.json({ success: true, data: null });
  }),

  http.get<{ id: string }, never, { success: true; data: PublicCompany } | ErrorResponse>(
    apiUrl('/public/company/:id'),
    ({ params }) => {
      const company = publicCompanies.get(params.id);
      if (!company) return fail(404, 'not_found');
      return HttpResponse.json({ success: true, data: company });
    },
  ),

  http.get<{ companyID: string }, never, { success: true; data: SsoOptions }>(
    apiUrl('/auth/sso/:companyID'),
    ({ params }) =>
      HttpResponse.json({
        success: true,
        data: ssoOptions.get(params.companyID) ?? { enabled: false, required: false },
      }),
  ),

  http.post<never, { email: string }, SuccessOnly>(
    apiUrl('/user/forgot-password'),
    async ({ request }) => {
      const { email } = await request.json();
      resetRequests.push(email);
      const account = accounts.get(email.toLowerCase());
      if (account) issueResetLink(account);
      return HttpResponse.json({ success: true, message: RESET_REQUEST_ANSWER });
    },
  ),

  http.get<{ token: string }, never, ResetTokenResponse | ErrorResponse>(
    apiUrl('/user/forgot-password/:token'),
    ({ params }) => {
      const link = openResetLink(params.token);
      if (typeof link === 'string') return fail(400, link);
      const { email, company } = link.account.profile;
      return HttpResponse.json({
        success: true,
        data: { email, companyID: company?.companyID ?? null },
      });
    },
  ),

  http.post<never, ChangePasswordBody, { success: true; data?: { token: string } } | ErrorResponse>(
    apiUrl('/user/change-password'),
    async ({ request }) => {
      const { token, password, currentPassword } = await request.json();
      if (token) {
        const link = openResetLink(token);
        if (typeof link === 'string') return fail(400, link);
        if (link.account.password === password) return fail(400, 'error_same_password');
        link.used = true;
        link.account.password = password;
        endSessionsOf(link.account);
        return HttpResponse.json({ success: true });
      }
      const account = sessionOf(request);
      if (!account) return fail(401, 'error_unauthorized');
      if (currentPassword === undefined) return fail(400, 'error_updating_password');
      if (currentPassword !== account.password) return fail(400, 'current_password_incorrect');
      if (password === account.password) return fail(400, 'error_same_password');
      account.password = password;
      endSessionsOf(account);
      return HttpResponse.json({ success: true, data: { token: startSession(account) } });
    },
  ),
];
