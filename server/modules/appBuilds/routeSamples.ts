import { form, type FormFile, LOGO_FILE, type Sample } from '../../../tests/api/net/sampleRequest';

const ICON_FILE: FormFile = { ...LOGO_FILE, field: 'image', name: 'icon.png' };

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // App builds: replica builds, auxiliary builds, provisioning.
  'GET /settings/replica-builds/all/company/{id}': () => ({
    url: '/settings/replica-builds/all/company/acme',
  }),
  'GET /settings/replica-builds/params/id/{id}': (ids) => ({
    url: `/settings/replica-builds/params/id/${ids.replicaBuild}`,
    owner: 'acme',
  }),
  'PUT /settings/replica-builds/update/params/id/{id}': (ids) => ({
    ...form({ data: JSON.stringify({ name: 'Acme Members', iosVersion: '4.2.0' }) }, ICON_FILE),
    url: `/settings/replica-builds/update/params/id/${ids.replicaBuild}`,
    owner: 'acme',
  }),
  'PUT /settings/channel/replica/build': (_ids, actor) => ({
    ...form(
      { data: JSON.stringify({ name: `Net ${actor}`, webAPIKey: 'net-key-1234' }) },
      ICON_FILE,
    ),
    url: '/settings/channel/replica/build',
  }),
  'GET /settings/auxiliary-builds/all/company/{id}': () => ({
    url: '/settings/auxiliary-builds/all/company/acme',
  }),
  'POST /settings/auxiliary-builds': (_ids, actor) => ({
    ...form(
      {
        data: JSON.stringify({
          appName: `Net ${actor}`,
          purpose: 'From the\naccess matrix',
          platforms: ['ios'],
          iosBundleId: 'org.example.net',
          contactName: 'Net Check',
          contactEmail: 'net@example.com',
        }),
      },
      ICON_FILE,
    ),
    url: '/settings/auxiliary-builds',
  }),
  'PUT /settings/auxiliary-builds/status/{id}': (ids) => ({
    url: `/settings/auxiliary-builds/status/${ids.auxiliaryBuild}`,
    payload: { status: 'submitted' },
    owner: 'acme',
  }),
  'POST /public/provision/{companyID}': (_ids, actor) => ({
    ...form(
      {
        data: JSON.stringify({
          organizationName: `Net ${actor}`,
          appName: 'Net App',
          platforms: ['android'],
          androidPackage: 'org.example.net',
          contactName: 'Net Check',
          contactEmail: 'net@example.com',
        }),
      },
      ICON_FILE,
    ),
    url: '/public/provision/acme',
  }),
  'GET /settings/provisioning/all/company/{id}': () => ({
    url: '/settings/provisioning/all/company/acme',
  }),
  'PUT /settings/provisioning/status/{id}': (ids) => ({
    url: `/settings/provisioning/status/${ids.provisioningRequest}`,
    payload: { status: 'in_progress' },
    owner: 'acme',
  }),
};
