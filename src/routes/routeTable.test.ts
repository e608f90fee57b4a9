import { describe, expect, it } from 'vitest';
import { routeById, routeForUrl } from './findRoute';
import { routeTable } from './routeTable';
import type { RouteId } from './routeTypes';
import { isReservedCompanyId } from '../../contract/company';

/** Every path of SPEC.md section 2, public and inside the shell. */
const SPEC_PATHS = [
  '/login',
  '/:companyID',
  '/:companyID/register/sms/:token',
  '/:companyID/:inviteToken',
  '/:companyID/:hashID/confirm',
  '/:companyID/verify-sending-email/:messageID',
  '/password/reset/:type',
  '/password/reset/:type/:token',
  '/provision/:companyID',
  '/app-links-preview',
  '/dashboard',
  '/organizations',
  '/organizations/create',
  '/organizations/edit/:id',
  '/priceplans',
  '/priceplans/create',
  '/priceplans/edit/:id',
  '/subscriptions',
  '/products/list/:companyID',
  '/products/create/:companyID',
  '/products/edit/:companyID/:id',
  '/user/admins',
  '/user/admins/create',
  '/user/admins/edit/:id',
  '/upload-file/list',
  '/upload-file/create',
  '/upload-file/edit/:id',
  '/messages/history',
  '/messages/send-notifications',
  '/messages/award-campaigns',
  '/messages/award-campaigns/create',
  '/messages/award-campaigns/edit/:campaignID',
  '/messages/sequence/list',
  '/messages/sequence/create',
  '/content-provider/list',
  '/content-provider/create',
  '/content-provider/pricing-panel/:id',
  '/content-provider/edit/:id',
  '/content-provider/groups',
  '/groups/:action',
  '/groups/:action/:id',
  '/content-provider/categories',
  '/categories/:action',
  '/categories/:action/:id',
  '/content-provider/types',
  '/types/:action',
  '/types/:action/:id',
  '/content-provider/union-types',
  '/union-types/:action',
  '/union-types/:action/:id',
  '/links',
  '/links/:id',
  '/links/types/list',
  '/packages/list',
  '/packages/create',
  '/packages/edit/:id',
  '/users',
  '/users/groups',
  '/users/groups/create',
  '/users/groups/:action/:cpID',
  '/users/groups/:action/:cpID/:groupID',
  '/users/im',
  '/users/recovered',
  '/settings',
  '/other-settings',
  '/other-settings/replica-builds',
  '/other-settings/auxiliary-builds',
  '/other-settings/provisioning',
  '/other-settings/stripe',
  '/user/profile',
];

/**
 * Routes the spec does not list: a message's receipts, the page a recipient opens, the roles
 * screen, the audit log, a new link's page, the page that texts sign-up links, the sending
 * email's page, the development mailbox and the message templates (docs/decisions.md).
 */
const ADDED_PATHS = [
  '/messages/history/:messageID',
  '/m/:receiptID',
  '/user/roles',
  '/audit-log',
  '/links/create',
  '/users/sms-signup',
  '/settings/sending-email',
  '/other-settings/invitation-links',
  '/mailbox',
  // API keys (docs/decisions.md, "API keys").
  '/settings/api-keys',
  // Webhooks out (docs/decisions.md, "Webhooks out").
  '/settings/webhooks',
  '/settings/webhooks/:id',
  // Saved message templates (docs/decisions.md, "Message templates").
  '/messages/templates',
  '/messages/templates/create',
  '/messages/templates/:id',
  // Review before sending (docs/decisions.md, "Review before sending: the console").
  '/messages/reviews',
  '/messages/reviews/:id',
  // A message email's unsubscribe link (docs/decisions.md, "Email unsubscribe").
  '/unsubscribe/:token',
  // Engagement over time (docs/decisions.md, "Engagement over time").
  '/analytics',
  // Saved segments (docs/decisions.md, "Saved segments").
  '/segments',
  '/segments/new',
  '/segments/:id',
  // A message's A/B test (docs/decisions.md, "A/B tests").
  '/messages/history/:messageID/ab-test',
];

const byPath = (path: string) => routeTable.find((route) => route.path === path);

describe('routeTable', () => {
  it('holds every route of the spec, the root redirect and the not-found page, once each', () => {
    const paths = routeTable.map((route) => route.path);
    expect(paths.toSorted()).toEqual([...SPEC_PATHS, ...ADDED_PATHS, '/', '*'].toSorted());
  });

  it('keeps the invitation and app-links routes open and the other public routes guest-only', () => {
    const publicRoutes = routeTable.filter((route) => route.access !== 'private');
    const open = publicRoutes.filter((route) => route.access === 'open').map((r) => r.id);
    expect(open.toSorted()).toEqual(
      [
        'home',
        'invitation',
        'invitationConfirm',
        'recipientMessage',
        'emailUnsubscribe',
        'appLinks',
        'notFound',
      ].toSorted(),
    );
    expect(byPath('/:companyID')?.id).toBe('companyLogin');
  });

  it('names every route by an id of its own, and every parent by a route id', () => {
    const ids = routeTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of routeTable) {
      if (route.parent) expect(ids, route.id).toContain(route.parent);
    }
    expect(routeById('messageDetail').path).toBe('/messages/history/:messageID');
  });

  it('gives every shell route the key of the spec', () => {
    expect(byPath('/users')?.accessKeys).toEqual(['profile', 'userList']);
    expect(byPath('/content-provider/groups')?.accessKeys).toEqual(['cpTypes']);
    expect(byPath('/groups/:action')?.accessKeys).toEqual(['cpGroups']);
    expect(byPath('/other-settings/stripe')?.accessKeys).toEqual(['settings']);
    expect(byPath('/dashboard')?.accessKeys).toBeUndefined();
    expect(byPath('/user/profile')?.accessKeys).toBeUndefined();
  });
});

describe('route ranking', () => {
  it.each([
    ['/login', 'login'],
    ['/dashboard', 'dashboard'],
    ['/users', 'users'],
    ['/settings', 'companySettings'],
    ['/app-links-preview', 'appLinks'],
    ['/acme', 'companyLogin'],
    ['/users/im', 'chatHistory'],
    ['/user/profile', 'profile'],
    ['/user/admins', 'admins'],
    ['/links/types/list', 'linkTypes'],
    ['/links/42', 'linkEdit'],
    ['/groups/create', 'channelGroupCreate'],
    ['/password/reset/admin', 'passwordReset'],
    ['/password/reset/admin/abc', 'setNewPassword'],
    ['/provision/acme', 'provisionForm'],
    ['/acme/invite-123', 'invitation'],
    ['/acme/hash-9/confirm', 'invitationConfirm'],
    ['/acme/verify-sending-email/m1', 'accountVerification'],
    ['/acme/register/sms/t1', 'smsRegistration'],
    ['/products/list/acme', 'products'],
    ['/upload-file/list?type=video', 'uploadList'],
    ['/no/such/page', 'notFound'],
  ] satisfies [string, RouteId][])('%s opens %s', (url, id) => {
    expect(routeForUrl(url)?.id).toBe(id);
  });
});

describe('reserved organisation IDs', () => {
  it('hold every first path segment of the console, so no companyID hides a page', () => {
    const segments = new Set(
      routeTable
        .map((route) => route.path.split('/')[1] ?? '')
        .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*'),
    );
    expect(segments.size).toBeGreaterThan(10);
    expect([...segments].filter((segment) => !isReservedCompanyId(segment))).toEqual([]);
  });
});
