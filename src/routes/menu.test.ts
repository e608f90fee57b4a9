import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_ITEMS } from '../../contract/adminMenu';
import { routeDecision } from './access';
import { DEFAULT_MENU } from './defaultMenu';
import { builtIn, DEMO_USERS, NARROW_USER, type DemoEmail } from './demoUsers.fixture';
import { routeForUrl } from './findRoute';
import { buildMenu, menuUrls } from './menu';
import type { AccessUser, MenuItem } from './menuTypes';

/** One line per item: '---' a separator, '# name' a title, children indented. */
function outline(menu: readonly MenuItem[], depth = 0): string[] {
  return menu.flatMap((item) => {
    const label = item.url ? `${item.name} ${item.url}` : item.name;
    const line = item.separator ? '---' : item.title ? `# ${item.name}` : label;
    return [`${'  '.repeat(depth)}${line}`, ...outline(item.children ?? [], depth + 1)];
  });
}

const MESSAGING = [
  'Home /dashboard',
  'Send Message /messages/send-notifications',
  'Message History /messages/history',
  'Upload Content /upload-file/list',
  '  Audio (Wave) /upload-file/list?type=audio',
  '  Video /upload-file/list?type=video',
  '  HTML/PDF /upload-file/list?type=document',
];

/**
 * The full menus' messaging entries: the messaging-only ones, approvals, analytics and the saved
 * templates.
 */
const SENDING = [
  ...MESSAGING.slice(0, 3),
  'Approvals /messages/reviews',
  'Analytics /analytics',
  'Message Templates /messages/templates',
  ...MESSAGING.slice(3),
];

const PUBLISH = [
  '---',
  '# Publish Content',
  'App Content (Links) /links',
  'Content Folders (Banners) /links/types/list',
  '---',
];

const CHANNELS = [
  'Channels',
  '  List /content-provider/list',
  '  Groups /content-provider/groups',
  '  Categories /content-provider/categories',
  '  Types /content-provider/types',
];

const USERS = ['Users', '  List /users', '  Groups /users/groups', '  Segments /segments'];

const ADMIN_MENU = [
  ...SENDING,
  ...PUBLISH,
  ...USERS,
  '  Admins /user/admins',
  '  Roles /user/roles',
  ...CHANNELS,
  'Settings',
  '  Company Settings /settings',
  '  Price Plans /priceplans',
  '  Subscriptions /subscriptions',
  '  Member Benefits /packages/list',
  '  Other Settings /other-settings',
  '  API Keys /settings/api-keys',
  '  Webhooks /settings/webhooks',
  '  Audit Log /audit-log',
];

const SUPER_MENU = [
  ...SENDING,
  ...PUBLISH,
  ...USERS,
  '  Admins /user/admins',
  '  Roles /user/roles',
  ...CHANNELS,
  'Settings',
  '  Organizations /organizations',
  '  Company Settings /settings',
  '  Price Plans /priceplans',
  '  Subscriptions /subscriptions',
  '  Member Benefits /packages/list',
  '  Award Campaigns /messages/award-campaigns',
  '  Other Settings /other-settings',
  '  API Keys /settings/api-keys',
  '  Webhooks /settings/webhooks',
  '  Audit Log /audit-log',
];

const APP_SETTINGS = [
  'Settings',
  '  Home Screen Layout /other-settings?setting=home-screen-layout',
  '  Display Format /other-settings?setting=display-format',
  '  Color Selection /other-settings?setting=color-selection',
  '  Security /other-settings?setting=security',
  '  Social Media /other-settings?setting=social-media',
  '  Install Shortcuts /other-settings?setting=install-shortcuts',
  '  Tags /other-settings?setting=tags',
  '  Permissions /other-settings?setting=permissions',
  '  Invitation Links /other-settings/invitation-links',
];

function channelMenu({ video, subAdmin }: { video: boolean; subAdmin: boolean }): string[] {
  return [
    ...SENDING.filter((line) => video || !line.includes('type=video')),
    'Message Sequence /messages/sequence/list',
    ...PUBLISH,
    ...USERS,
    ...(subAdmin ? [] : ['  Admins /user/admins']),
    '  Chat (IM) History /users/im',
    ...APP_SETTINGS,
    ...(subAdmin ? [] : ['  Sub Admins /user/admins']),
  ];
}

const MENUS: Record<DemoEmail, string[]> = {
  'super@tidings.test': SUPER_MENU,
  'admin@acme.test': ADMIN_MENU,
  'channel@acme.test': channelMenu({ video: true, subAdmin: false }),
  'channel5@acme.test': channelMenu({ video: false, subAdmin: false }),
  'subadmin@acme.test': channelMenu({ video: false, subAdmin: true }),
  'messaging@acme.test': MESSAGING,
  'admin@globex.test': ADMIN_MENU,
};

describe('the side menu of each demo account', () => {
  it.each(Object.entries(MENUS))('%s', (email, expected) => {
    expect(outline(buildMenu(DEMO_USERS[email as DemoEmail]))).toEqual(expected);
  });

  it.each(Object.keys(MENUS))('%s: links only to routes the account may open', (email) => {
    const user = DEMO_USERS[email as DemoEmail];
    for (const url of menuUrls(buildMenu(user))) {
      const route = routeForUrl(url);
      expect(route?.access, url).toBe('private');
      expect(route && routeDecision(user, route), url).toBe('allow');
    }
  });
});

describe('the Mailbox entry', () => {
  const mailboxShown = (user: AccessUser) => menuUrls(buildMenu(user)).includes('/mailbox');

  it('shows under Settings for a platform admin while email stays in the outbox', () => {
    const menu = outline(buildMenu({ ...DEMO_USERS['super@tidings.test'], devMailbox: true }));
    expect(menu).toEqual([...SUPER_MENU, '  Mailbox /mailbox']);
    expect(mailboxShown(DEMO_USERS['super@tidings.test'])).toBe(false);
  });

  it('never shows to another admin, whatever the profile says', () => {
    for (const email of ['admin@acme.test', 'channel@acme.test', 'messaging@acme.test'] as const)
      expect(mailboxShown({ ...DEMO_USERS[email], devMailbox: true })).toBe(false);
  });
});

describe('the private-video rule', () => {
  const videoShown = (user: AccessUser) =>
    menuUrls(buildMenu(user)).includes('/upload-file/list?type=video');

  it('hides video from channel admins unless private video is enabled', () => {
    expect(videoShown({ ...DEMO_USERS['channel@acme.test'], enablePrivateVideo: false })).toBe(
      false,
    );
    expect(videoShown({ ...DEMO_USERS['channel5@acme.test'], enablePrivateVideo: true })).toBe(
      true,
    );
  });

  it('always shows video to groups 1 and 4', () => {
    expect(videoShown({ ...DEMO_USERS['super@tidings.test'], enablePrivateVideo: false })).toBe(
      true,
    );
    expect(videoShown({ ...DEMO_USERS['admin@acme.test'], enablePrivateVideo: false })).toBe(true);
  });
});

describe('the company adminMenu override', () => {
  it('offers by name every top-level item of the menu a link or a group', () => {
    const items = DEFAULT_MENU.filter((item) => !item.separator && !item.title).map(
      ({ id, name, icon, userGroups }) => ({ id, name, icon, groups: userGroups }),
    );
    expect(
      ADMIN_MENU_ITEMS.map(({ id, name, icon, groups }) => ({ id, name, icon, groups })),
    ).toEqual(items);
  });

  const adminMenu = [
    { id: 'links', name: 'Our Links', icon: 'bi-star' },
    { id: 'handbook', name: 'Handbook', url: 'https://example.com/handbook' },
    { id: 'uploadContent', name: 'Files' },
    { id: 'dashboard', name: 'Start', url: '/dashboard' },
    { id: 'noUrl', name: 'Nowhere' },
  ];
  const withOverride = (user: AccessUser): AccessUser => ({ ...user, company: { adminMenu } });

  it('puts its entries first, renamed, then the defaults it leaves out in default order', () => {
    expect(outline(buildMenu(withOverride(DEMO_USERS['admin@acme.test'])))).toEqual([
      'Our Links /links',
      'Handbook https://example.com/handbook',
      'Files /upload-file/list',
      '  Audio (Wave) /upload-file/list?type=audio',
      '  Video /upload-file/list?type=video',
      '  HTML/PDF /upload-file/list?type=document',
      'Start /dashboard',
      'Send Message /messages/send-notifications',
      'Message History /messages/history',
      'Approvals /messages/reviews',
      'Analytics /analytics',
      'Message Templates /messages/templates',
      '---',
      '# Publish Content',
      'Content Folders (Banners) /links/types/list',
      '---',
      ...ADMIN_MENU.slice(ADMIN_MENU.indexOf('Users')),
    ]);
  });

  it('keeps an overridden item’s icon unless given, and opens custom http links outside', () => {
    const [links, handbook, files] = buildMenu(withOverride(DEMO_USERS['admin@acme.test']));
    expect(links).toMatchObject({ icon: 'bi-star', userGroups: [1, 2, 4, 5] });
    expect(handbook).toMatchObject({ external: true, userGroups: [1, 2, 4, 5] });
    expect(files).toMatchObject({ icon: 'bi-cloud-upload' });
  });

  it('shows custom links to every group but keeps each default item’s groups', () => {
    const menu = outline(buildMenu(withOverride(DEMO_USERS['channel5@acme.test'])));
    expect(menu.slice(0, 2)).toEqual(['Our Links /links', 'Handbook https://example.com/handbook']);
    expect(menu).not.toContain('Channels');
  });

  it('is cut like the default menu in messaging-only mode', () => {
    expect(outline(buildMenu(withOverride(DEMO_USERS['messaging@acme.test'])))).toEqual([
      'Files /upload-file/list',
      '  Audio (Wave) /upload-file/list?type=audio',
      '  Video /upload-file/list?type=video',
      '  HTML/PDF /upload-file/list?type=document',
      'Start /dashboard',
      'Send Message /messages/send-notifications',
      'Message History /messages/history',
    ]);
  });
});

describe('the side menu of a role', () => {
  it('is narrower for a narrower role: only the entries of its keys', () => {
    expect(outline(buildMenu(NARROW_USER))).toEqual([
      'Home /dashboard',
      'Send Message /messages/send-notifications',
      'Message History /messages/history',
      'Approvals /messages/reviews',
      'Analytics /analytics',
      'Message Templates /messages/templates',
      '---',
      'Users',
      '  List /users',
      '  Segments /segments',
    ]);
  });

  it('follows the role, not the group: a channel admin given a company admin role', () => {
    const channel = DEMO_USERS['channel@acme.test'];
    const menu = outline(buildMenu({ ...channel, role: builtIn('company-admin') }));
    expect(menu).not.toContain('Message Sequence /messages/sequence/list');
    expect(menu).toContain('  Admins /user/admins');
  });

  it('is the messaging-only menu for the messaging-only role, known or not yet', () => {
    const messaging = DEMO_USERS['messaging@acme.test'];
    expect(outline(buildMenu(messaging))).toEqual(MESSAGING);
    expect(outline(buildMenu({ ...messaging, role: null }))).toEqual(MESSAGING);
    const admin = DEMO_USERS['admin@acme.test'];
    expect(outline(buildMenu({ ...admin, role: builtIn('messaging-only') }))).toEqual(MESSAGING);
  });
});

describe('menuUrls', () => {
  it('lists parents before their children', () => {
    expect(menuUrls(buildMenu(DEMO_USERS['messaging@acme.test']))).toEqual([
      '/dashboard',
      '/messages/send-notifications',
      '/messages/history',
      '/upload-file/list',
      '/upload-file/list?type=audio',
      '/upload-file/list?type=video',
      '/upload-file/list?type=document',
    ]);
  });
});
