import { describe, expect, it } from 'vitest';
import { ACCESS_KEYS } from '../../contract/accessKeys';
import { isMessagingOnly } from '../app/session';
import { canAccess, KEY_GROUPS, MESSAGING_ONLY_ROUTES, routeDecision } from './access';
import { DEMO_USERS, type DemoEmail } from './demoUsers.fixture';
import type { AccessUser } from './menuTypes';
import { routeTable } from './routeTable';

const shellRoutes = routeTable.filter((route) => route.access === 'private');

function openablePaths(user: AccessUser): string[] {
  return shellRoutes
    .filter((route) => routeDecision(user, route) === 'allow')
    .map((route) => route.path);
}

const CHANNEL_ADMIN_PATHS = [
  '/dashboard',
  '/messages/send-notifications',
  '/messages/history',
  '/messages/history/:messageID',
  '/messages/award-campaigns',
  '/messages/award-campaigns/create',
  '/messages/award-campaigns/edit/:campaignID',
  '/messages/sequence/list',
  '/messages/sequence/create',
  '/upload-file/list',
  '/upload-file/create',
  '/upload-file/edit/:id',
  '/links',
  '/links/types/list',
  '/links/:id',
  '/users',
  '/users/im',
  '/users/recovered',
  '/users/groups',
  '/users/groups/create',
  '/users/groups/:action/:cpID',
  '/users/groups/:action/:cpID/:groupID',
  '/user/admins',
  '/user/admins/create',
  '/user/admins/edit/:id',
  '/user/profile',
  '/other-settings',
  '/other-settings/replica-builds',
  '/other-settings/auxiliary-builds',
  '/other-settings/provisioning',
  '/other-settings/stripe',
];

const ADMIN_ONLY_PATHS = [
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
  '/packages/list',
  '/packages/create',
  '/packages/edit/:id',
  '/settings',
  '/audit-log',
];

const SEQUENCE_PATHS = ['/messages/sequence/list', '/messages/sequence/create'];
const ADMINS_PATHS = ['/user/admins', '/user/admins/create', '/user/admins/edit/:id'];

const ADMIN_PATHS = [...CHANNEL_ADMIN_PATHS, ...ADMIN_ONLY_PATHS].filter(
  (path) => !SEQUENCE_PATHS.includes(path),
);

const MESSAGING_ONLY_PATHS = [
  '/dashboard',
  '/messages/send-notifications',
  '/messages/history',
  '/messages/history/:messageID',
  '/upload-file/list',
  '/upload-file/create',
  '/upload-file/edit/:id',
  '/user/profile',
];

const OPENABLE: Record<DemoEmail, string[]> = {
  'super@tidings.test': ADMIN_PATHS,
  'admin@acme.test': ADMIN_PATHS,
  'channel@acme.test': CHANNEL_ADMIN_PATHS,
  'channel5@acme.test': CHANNEL_ADMIN_PATHS,
  'subadmin@acme.test': CHANNEL_ADMIN_PATHS.filter((path) => !ADMINS_PATHS.includes(path)),
  'messaging@acme.test': MESSAGING_ONLY_PATHS,
  'admin@globex.test': ADMIN_PATHS,
};

describe('the shell routes each demo account may open', () => {
  it.each(Object.entries(OPENABLE))('%s', (email, paths) => {
    const user = DEMO_USERS[email as DemoEmail];
    expect(openablePaths(user).toSorted()).toEqual(paths.toSorted());
  });

  it('lists every shell route exactly once between admins and channel admins', () => {
    const listed = [...CHANNEL_ADMIN_PATHS, ...ADMIN_ONLY_PATHS].toSorted();
    expect(shellRoutes.map((route) => route.path).toSorted()).toEqual(listed);
  });
});

describe('route decisions', () => {
  it('shows a channel admin the not-allowed page on an admin route', () => {
    const organizations = shellRoutes.find((route) => route.path === '/organizations');
    expect(organizations && routeDecision(DEMO_USERS['channel@acme.test'], organizations)).toBe(
      'not-allowed',
    );
  });

  it('bounces a messaging-only admin to the dashboard from every other route', () => {
    const user = DEMO_USERS['messaging@acme.test'];
    const bounced = shellRoutes.filter((route) => !MESSAGING_ONLY_PATHS.includes(route.path));
    expect(bounced.length).toBeGreaterThan(40);
    for (const route of bounced) expect(routeDecision(user, route)).toBe('bounce-to-dashboard');
  });

  it('admits a messaging-only admin by route name', () => {
    const user = DEMO_USERS['messaging@acme.test'];
    for (const name of MESSAGING_ONLY_ROUTES) {
      expect(routeDecision(user, { name })).toBe('allow');
    }
    expect(routeDecision(user, { name: 'Users' })).toBe('bounce-to-dashboard');
  });

  it('lets a route with several keys open on any one of them', () => {
    const route = { name: 'Users', accessKeys: ['company', 'userList'] as const };
    expect(canAccess(DEMO_USERS['channel@acme.test'], route)).toBe(true);
    expect(canAccess(DEMO_USERS['channel@acme.test'], { ...route, accessKeys: ['company'] })).toBe(
      false,
    );
  });

  it('opens keyless routes to everyone', () => {
    for (const user of Object.values(DEMO_USERS)) {
      expect(canAccess(user, { name: 'Dashboard' })).toBe(true);
    }
  });

  it('knows messaging-only mode from adminPermissions', () => {
    expect(isMessagingOnly(DEMO_USERS['messaging@acme.test'])).toBe(true);
    expect(isMessagingOnly(DEMO_USERS['admin@acme.test'])).toBe(false);
  });
});

describe('KEY_GROUPS', () => {
  it('maps every access key, and treats group 5 as group 2', () => {
    expect(Object.keys(KEY_GROUPS).toSorted()).toEqual([...ACCESS_KEYS].toSorted());
    for (const groups of Object.values(KEY_GROUPS)) {
      expect(groups.includes(5)).toBe(groups.includes(2));
    }
  });

  it('holds createAdmin back from channel sub-admins only', () => {
    const route = { name: 'Admins', accessKeys: ['createAdmin'] as const };
    expect(canAccess(DEMO_USERS['channel@acme.test'], route)).toBe(true);
    expect(canAccess(DEMO_USERS['subadmin@acme.test'], route)).toBe(false);
    expect(canAccess({ ...DEMO_USERS['admin@acme.test'], isChannelSubAdmin: 1 }, route)).toBe(true);
  });
});
