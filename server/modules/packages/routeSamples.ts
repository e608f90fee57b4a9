import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /content-provider/packages/{id}': () => ({ url: '/content-provider/packages/acme' }),
  'GET /content-provider/packages/package/{id}': (ids) => ({
    url: `/content-provider/packages/package/${ids.benefitPackage}`,
    owner: 'acme',
  }),
  'POST /content-provider/packages': (_ids, actor) => ({
    url: '/content-provider/packages',
    payload: { package_name: `Net ${actor}`, benefits_description: 'From the\naccess matrix' },
  }),
  'PUT /content-provider/packages/package/{id}': (ids) => ({
    url: `/content-provider/packages/package/${ids.benefitPackage}`,
    payload: {
      package_name: 'Essential',
      benefits_description:
        'Legal advice line during office hours, member discounts at partner stores and the quarterly magazine.',
    },
    owner: 'acme',
  }),
  'DELETE /content-provider/packages/{id}': (ids) => ({
    url: `/content-provider/packages/${ids.benefitPackage}`,
    owner: 'acme',
  }),
};
