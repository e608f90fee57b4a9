import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  // Admins and roles. The writes name an admin no actor signs in as, and change nothing
  // that matters to the cells after them; the deletes run last.
  'GET /user/admins': () => ({ url: '/user/admins?status=all&search=a&sort=email&page=1' }),
  'GET /user/admins/{id}': () => ({ url: '/user/admins/acme?status=active', owner: 'acme' }),
  'GET /user/admins/admin/{id}': (ids) => ({
    url: `/user/admins/admin/${ids.adminOfAcme}`,
    owner: 'acme',
  }),
  'POST /user/admins': (_ids, actor) => ({
    url: '/user/admins',
    payload: {
      firstname: 'Net',
      lastname: actor,
      email: `net-${actor.toLowerCase()}@example.com`,
      userGroup: 4,
      companyID: 'acme',
    },
  }),
  'PUT /user/admins/{id}': (ids) => ({
    url: `/user/admins/${ids.adminOfAcme}`,
    payload: { profile: { phone: '+1 555 0100' } },
    owner: 'acme',
  }),
  'POST /user/admins/{id}/invitation': (ids) => ({
    url: `/user/admins/${ids.adminOfAcme}/invitation`,
    owner: 'acme',
  }),
  'DELETE /user/admins/{id}': (ids) => ({ url: `/user/admins/${ids.adminOfAcme}`, owner: 'acme' }),
  'GET /user/roles': () => ({ url: '/user/roles' }),
  'GET /user/roles/users/admin': () => ({ url: '/user/roles/users/admin' }),
  'GET /user/roles/{id}': (ids) => ({ url: `/user/roles/${ids.roleOfAcme}`, owner: 'acme' }),
  'POST /user/roles': (_ids, actor) => ({
    url: '/user/roles',
    payload: { name: `Net ${actor}`, description: 'From the\naccess matrix', keys: ['messages'] },
  }),
  'PUT /user/roles/{id}': (ids) => ({
    url: `/user/roles/${ids.roleOfAcme}`,
    payload: {
      name: 'Content editor',
      description: 'Sends messages, publishes links and uploads content.',
      keys: ['messages', 'audioManager', 'unionLinks'],
    },
    owner: 'acme',
  }),
  'DELETE /user/roles/{id}': (ids) => ({ url: `/user/roles/${ids.roleOfAcme}`, owner: 'acme' }),
  'POST /user/set-role': (ids) => ({
    url: '/user/set-role',
    payload: { adminID: ids.adminOfAcme, role: { roleID: 'company-admin' } },
    owner: 'acme',
  }),
  'GET /user/set-role/{id}': (ids) => ({ url: `/user/set-role/${ids.adminOfAcme}`, owner: 'acme' }),
  'PUT /user/set-role/{id}': (ids) => ({
    url: `/user/set-role/${ids.adminOfAcme}`,
    payload: { role: { roleID: 'company-admin' } },
    owner: 'acme',
  }),
};
