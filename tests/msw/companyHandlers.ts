import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';
import type {
  CompanyListItem,
  CompanyListResponse,
  SettingValueResponse,
} from '../../contract/company';
import { buildCompanyListItem } from '../companyFactories';
import { apiUrl } from './apiUrl';
import { isSessionActive } from './authHandlers';

export const DEFAULT_COMPANIES: readonly CompanyListItem[] = [
  buildCompanyListItem({ companyID: 'acme', name: 'Acme Workers Union' }),
  buildCompanyListItem({ companyID: 'globex', name: 'Globex Teachers Association' }),
  buildCompanyListItem({ companyID: 'initech', name: 'Initech Guild', isActive: 0 }),
];

function signedIn(request: Request): boolean {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  return token !== undefined && isSessionActive(token);
}

const unauthorized = () =>
  HttpResponse.json<ErrorResponse>(
    { code: 'error_unauthorized', message: 'error unauthorized' },
    { status: 401 },
  );

/** GET /company answering `companies`; pass to server.use() to replace the default list. */
export function companyListHandler(companies: readonly CompanyListItem[]) {
  return http.get<never, never, CompanyListResponse | ErrorResponse>(
    apiUrl('/company'),
    ({ request }) =>
      signedIn(request)
        ? HttpResponse.json({ success: true, data: [...companies] })
        : unauthorized(),
  );
}

/** GET /settings/menu-color/:cpId answering `colors[cpId]` (null when absent). */
export function menuColorHandler(colors: Readonly<Record<string, string>>) {
  return http.get<{ cpId: string }, never, SettingValueResponse | ErrorResponse>(
    apiUrl('/settings/menu-color/:cpId'),
    ({ request, params }) =>
      signedIn(request)
        ? HttpResponse.json({
            success: true,
            data: { name: 'menu-color', value: colors[params.cpId] ?? null },
          })
        : unauthorized(),
  );
}

export const companyHandlers = [companyListHandler(DEFAULT_COMPANIES), menuColorHandler({})];
