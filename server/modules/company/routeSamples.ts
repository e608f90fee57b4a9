import { form, LOGO_FILE, type Sample } from '../../../tests/api/net/sampleRequest';
import { brandingBody } from './testKit';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /company': () => ({ url: '/company' }),
  'GET /public/company/{id}': () => ({ url: '/public/company/acme' }),

  // Organisations, company settings and branding images.
  'GET /company/number/last_company_number': () => ({
    url: '/company/number/last_company_number',
  }),
  'GET /company/{id}': () => ({ url: '/company/acme', owner: 'acme' }),
  'POST /company': (_ids, actor) => ({
    ...form(
      { data: JSON.stringify({ companyID: `net-${actor.toLowerCase()}`, name: 'Net' }) },
      {
        ...LOGO_FILE,
      },
    ),
    url: '/company',
  }),
  'PUT /company/{id}': () => ({
    ...form({ data: JSON.stringify({ name: 'Acme Workers Union' }) }, LOGO_FILE),
    url: '/company/acme',
    owner: 'acme',
  }),
  'PUT /company/status/{id}': () => ({
    url: '/company/status/acme',
    payload: { status: 1 },
    owner: 'acme',
  }),
  // acme is active and has data: the platform admin's delete is refused (409), never done.
  'DELETE /company/{id}': () => ({ url: '/company/acme', owner: 'acme' }),
  'GET /company-settings/{id}': () => ({ url: '/company-settings/acme', owner: 'acme' }),
  'POST /company-settings': () => ({
    ...form({ data: JSON.stringify({ maintenance: false }) }, LOGO_FILE),
    url: '/company-settings',
  }),
  'PUT /company-settings/featured-links': () => ({
    ...brandingBody({ featuredLinks: [{ name: 'Help', url: 'https://example.com/help' }] }),
    url: '/company-settings/featured-links',
  }),
  'GET /delivery-rules': () => ({ url: '/delivery-rules' }),
  'PUT /delivery-rules': () => ({
    url: '/delivery-rules',
    payload: { timeZone: 'America/Los_Angeles', quietHours: null, frequencyCap: null },
  }),
  'GET /files/{id}': (ids) => ({ url: `/files/${ids.logoFile}` }),
};
