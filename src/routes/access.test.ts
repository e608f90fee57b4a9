import { describe, expect, it } from 'vitest';
import { isMessagingOnly } from '../state/session';
import { canAccess, keysOf, MESSAGING_ONLY_ROUTES, routeDecision } from './access';
import { builtIn, DEMO_USERS, NARROW_USER, type DemoEmail } from './demoUsers.fixture';
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
  '/messages/templates',
  '/messages/templates/create',
  '/messages/templates/:id',
  '/messages/reviews',
  '/messages/reviews/:id',
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
  '/links/create',
  '/users',
  '/users/im',
  '/users/recovered',
  '/users/sms-signup',
  '/users/groups',
  '/users/groups/create',
  '/users/groups/:action/:cpID',
  '/users/groups/:action/:cpID/:groupID',
  '/user/admins',
  '/user/admins/create',
  '/user/admins/edit/:id',
  '/user/roles',
  '/user/profile',
  '/other-settings',
  '/other-settings/replica-builds',
  '/other-settings/auxiliary-builds',
  '/other-settings/provisioning',
  '/other-settings/stripe',
  '/other-settings/invitation-links',
  // A channel admin's own channel's pricing panel opens on its settings key; the API refuses a
  // sub-admin, and the page says so (docs/decisions.md, "Channel pricing and the credit ledger").
  '/content-provider/pricing-panel/:id',
  // Engagement over time, a message's A/B test and saved segments: a channel admin's are their
  // channel's (docs/decisions.md, "Engagement over time", "A/B tests", "Saved segments").
  '/analytics',
  '/messages/history/:messageID/ab-test',
  '/segments',
  '/segments/new',
  '/segments/:id',
];

const ADMIN_ONLY_PATHS = [
  '/content-provider/list',
  '/content-provider/create',
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
  '/settings/api-keys',
  '/settings/sending-email',
  '/settings/webhooks',
  '/settings/webhooks/:id',
  '/audit-log',
];

/** Platform admins only, whatever keys a role holds: the development mailbox. */
const PLATFORM_ONLY_PATHS = ['/mailbox'];

const SEQUENCE_PATHS = ['/messages/sequence/list', '/messages/sequence/create'];
const ADMINS_PATHS = [
  '/user/admins',
  '/user/admins/create',
  '/user/admins/edit/:id',
  '/user/roles',
];

const ADMIN_PATHS = [...CHANNEL_ADMIN_PATHS, ...ADMIN_ONLY_PATHS].filter(
  (path) => !SEQUENCE_PATHS.includes(path),
);

const MESSAGING_ONLY_PATHS = [
  '/dashboard',
  '/messages/send-notifications',
  '/messages/history',
  '/messages/history/:messageID',
  '/messages/history/:messageID/ab-test',
  '/upload-file/list',
  '/upload-file/create',
  '/upload-file/edit/:id',
  '/user/profile',
];

const OPENABLE: Record<DemoEmail, string[]> = {
  'super@tidings.test': [...ADMIN_PATHS, ...PLATFORM_ONLY_PATHS],
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
    const listed = [...CHANNEL_ADMIN_PATHS, ...ADMIN_ONLY_PATHS, ...PLATFORM_ONLY_PATHS].toSorted();
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

  it('admits a messaging-only admin by route id', () => {
    const user = DEMO_USERS['messaging@acme.test'];
    for (const id of MESSAGING_ONLY_ROUTES) {
      expect(routeDecision(user, { id })).toBe('allow');
    }
    expect(routeDecision(user, { id: 'users' })).toBe('bounce-to-dashboard');
  });

  it('lets a route with several keys open on any one of them', () => {
    const route = { id: 'users' as const, accessKeys: ['company', 'userList'] as const };
    expect(canAccess(DEMO_USERS['channel@acme.test'], route)).toBe(true);
    expect(canAccess(DEMO_USERS['channel@acme.test'], { ...route, accessKeys: ['company'] })).toBe(
      false,
    );
  });

  it('opens keyless routes to everyone', () => {
    for (const user of Object.values(DEMO_USERS)) {
      expect(canAccess(user, { id: 'dashboard' })).toBe(true);
    }
  });

  it('knows messaging-only mode from the role', () => {
    expect(isMessagingOnly(DEMO_USERS['messaging@acme.test'])).toBe(true);
    expect(isMessagingOnly(DEMO_USERS['admin@acme.test'])).toBe(false);
    // The role decides, not the permissions field, nor a company role of the same roleID.
    const messaging = DEMO_USERS['messaging@acme.test'];
    expect(isMessagingOnly({ ...messaging, role: builtIn('company-admin') })).toBe(false);
    const lookalike = { ...builtIn('messaging-only'), builtIn: false };
    expect(isMessagingOnly({ ...DEMO_USERS['admin@acme.test'], role: lookalike })).toBe(false);
  });
});

describe('a narrower role', () => {
  it('opens only the routes of its keys', () => {
    expect(openablePaths(NARROW_USER).toSorted()).toEqual(
      [
        '/dashboard',
        '/messages/send-notifications',
        '/messages/history',
        '/messages/history/:messageID',
        '/messages/templates',
        '/messages/templates/create',
        '/messages/templates/:id',
        '/messages/reviews',
        '/messages/reviews/:id',
        '/messages/award-campaigns',
        '/messages/award-campaigns/create',
        '/messages/award-campaigns/edit/:campaignID',
        '/users',
        '/users/im',
        '/users/recovered',
        '/users/sms-signup',
        '/user/profile',
        '/analytics',
        '/messages/history/:messageID/ab-test',
        '/segments',
        '/segments/new',
        '/segments/:id',
      ].toSorted(),
    );
  });

  it('shows the not-allowed page on the routes of the keys it lacks', () => {
    for (const path of ['/users/groups', '/upload-file/list', '/user/admins', '/organizations']) {
      const route = shellRoutes.find((candidate) => candidate.path === path);
      expect(route && routeDecision(NARROW_USER, route), path).toBe('not-allowed');
    }
  });
});

describe('the keys an admin holds', () => {
  it("are its role's", () => {
    expect(keysOf(NARROW_USER)).toEqual(['messages', 'userList']);
    expect(keysOf({ ...DEMO_USERS['channel@acme.test'], role: builtIn('messaging-only') })).toEqual(
      ['messages', 'audioManager'],
    );
  });

  it("are its group's built-in role's while no role is known", () => {
    const unknown = (email: DemoEmail) => ({ ...DEMO_USERS[email], role: null });
    for (const email of Object.keys(OPENABLE) as DemoEmail[]) {
      expect(openablePaths(unknown(email)).toSorted(), email).toEqual(OPENABLE[email].toSorted());
    }
    expect(isMessagingOnly(unknown('messaging@acme.test'))).toBe(true);
  });

  it('hold createAdmin back from channel sub-admins only', () => {
    const route = { id: 'admins' as const, accessKeys: ['createAdmin'] as const };
    expect(canAccess(DEMO_USERS['channel@acme.test'], route)).toBe(true);
    expect(canAccess(DEMO_USERS['subadmin@acme.test'], route)).toBe(false);
    expect(canAccess({ ...DEMO_USERS['admin@acme.test'], isChannelSubAdmin: 1 }, route)).toBe(true);
  });
});
