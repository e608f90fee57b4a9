import { describe, expect, it } from 'vitest';
import { routeForUrl } from './findRoute';
import { routeTable } from './routeTable';
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
 * email's page and the development mailbox (docs/decisions.md).
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
];

const byPath = (path: string) => routeTable.find((route) => route.path === path);

describe('routeTable', () => {
  it('holds every route of the spec, the root redirect and the not-found page, once each', () => {
    const paths = routeTable.map((route) => route.path);
    expect(paths.toSorted()).toEqual([...SPEC_PATHS, ...ADDED_PATHS, '/', '*'].toSorted());
  });

  it('keeps the invitation and app-links routes open and the other public routes guest-only', () => {
    const publicRoutes = routeTable.filter((route) => route.access !== 'private');
    const open = publicRoutes.filter((route) => route.access === 'open').map((r) => r.name);
    expect(open).toEqual([
      'Home',
      'ChannelInvitationLink',
      'ChannelInvitationLinkConfirmation',
      'Message',
      'AppLinks',
      'Not Found',
    ]);
    expect(byPath('/:companyID')?.name).toBe('CompanyLogin');
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
    ['/login', 'Login'],
    ['/dashboard', 'Dashboard'],
    ['/users', 'Users'],
    ['/settings', 'Company Settings'],
    ['/app-links-preview', 'AppLinks'],
    ['/acme', 'CompanyLogin'],
    ['/users/im', 'Chat (IM) History'],
    ['/user/profile', 'Profile'],
    ['/user/admins', 'Admins'],
    ['/links/types/list', 'Screen Banners'],
    ['/links/42', 'Edit Link'],
    ['/groups/create', 'Create Channel Group'],
    ['/password/reset/admin', 'Password Reset'],
    ['/password/reset/admin/abc', 'Set New Password'],
    ['/provision/acme', 'Provisioning'],
    ['/acme/invite-123', 'ChannelInvitationLink'],
    ['/acme/hash-9/confirm', 'ChannelInvitationLinkConfirmation'],
    ['/acme/verify-sending-email/m1', 'Account Verification'],
    ['/acme/register/sms/t1', 'SMS Registration'],
    ['/products/list/acme', 'Products'],
    ['/upload-file/list?type=video', 'Wave Management'],
    ['/no/such/page', 'Not Found'],
  ])('%s opens %s', (url, name) => {
    expect(routeForUrl(url)?.name).toBe(name);
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
