import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';
import type {
  Company,
  CompanyListItem,
  CompanyListResponse,
  CompanyResponse,
  SettingValueResponse,
} from '../../contract/company';
import type { DeliveryRules, DeliveryRulesResponse } from '../../contract/deliveryRules';
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

// ---- Organisations and company settings ----

/** GET /company-settings/:id answering `company`; POST /company-settings recording its form. */
export function companySettingsHandlers(company: Company, sent: FormData[] = []) {
  return [
    http.get<{ id: string }, never, CompanyResponse | ErrorResponse>(
      apiUrl('/company-settings/:id'),
      ({ request }) =>
        signedIn(request) ? HttpResponse.json({ success: true, data: company }) : unauthorized(),
    ),
    http.post<never, never, CompanyResponse | ErrorResponse>(
      apiUrl('/company-settings'),
      async ({ request }) => {
        if (!signedIn(request)) return unauthorized();
        const form = await request.formData();
        sent.push(form);
        const field = form.get('data');
        const data = JSON.parse(typeof field === 'string' ? field : '{}') as Partial<Company> & {
          menuColor?: string | null;
        };
        return HttpResponse.json({
          success: true,
          data: {
            ...company,
            menuColor: data.menuColor ?? company.menuColor,
            defaultLanguage: data.defaultLanguage ?? company.defaultLanguage,
            messageReview: data.messageReview ?? company.messageReview,
          },
        });
      },
    ),
    ...deliveryRulesHandlers(),
  ];
}

export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  timeZone: 'America/Los_Angeles',
  quietHours: null,
  frequencyCap: null,
};

/** GET and PUT /delivery-rules over one stored value; each PUT body is kept in `sent`. */
export function deliveryRulesHandlers(
  initial: DeliveryRules = DEFAULT_DELIVERY_RULES,
  sent: DeliveryRules[] = [],
) {
  let stored = initial;
  return [
    http.get<never, never, DeliveryRulesResponse | ErrorResponse>(
      apiUrl('/delivery-rules'),
      ({ request }) =>
        signedIn(request) ? HttpResponse.json({ success: true, data: stored }) : unauthorized(),
    ),
    http.put<never, DeliveryRules, DeliveryRulesResponse | ErrorResponse>(
      apiUrl('/delivery-rules'),
      async ({ request }) => {
        if (!signedIn(request)) return unauthorized();
        stored = await request.json();
        sent.push(stored);
        return HttpResponse.json({ success: true, data: stored });
      },
    ),
  ];
}
