import {
  CHANNEL_ADMIN_GROUPS,
  COMPANY_ADMIN_GROUPS,
  PLATFORM_ADMIN_GROUPS,
  USER_GROUPS,
} from '../../contract/adminGroups';
import { APP_SETTING_NAMES } from '../features/appSettings/routes';
import { routeById } from './findRoute';
import type { MenuItem } from './menuTypes';
import type { RouteId } from './routeTypes';

const PLATFORM = PLATFORM_ADMIN_GROUPS;
const ADMINS = COMPANY_ADMIN_GROUPS;
const CHANNEL_ADMINS = CHANNEL_ADMIN_GROUPS;
const EVERY_GROUP = USER_GROUPS;

export const UPLOAD_CONTENT_ID = 'uploadContent';

/** A link to a route by its id; the query, if any, names one screen of it. */
const link = (
  id: string,
  name: string,
  icon: string,
  route: RouteId,
  userGroups: readonly number[],
  query = '',
): MenuItem => ({ id, name, icon, route, url: `${routeById(route).path}${query}`, userGroups });

const separator = (id: string): MenuItem => ({
  id,
  name: '',
  icon: '',
  separator: true,
  userGroups: EVERY_GROUP,
});

const title = (id: string, name: string): MenuItem => ({
  id,
  name,
  icon: '',
  title: true,
  userGroups: EVERY_GROUP,
});

const appSettings: MenuItem[] = Object.entries(APP_SETTING_NAMES.names).map(([value, name]) =>
  link(
    `setting-${value}`,
    name,
    'bi-sliders',
    'otherSettings',
    CHANNEL_ADMINS,
    `?setting=${value}`,
  ),
);

const UPLOAD_TYPES = [
  { id: 'uploadAudio', name: 'Audio (Wave)', icon: 'bi-music-note-beamed', type: 'audio' },
  { id: 'uploadVideo', name: 'Video', icon: 'bi-camera-video', type: 'video' },
  { id: 'uploadDocument', name: 'HTML/PDF', icon: 'bi-file-earmark-richtext', type: 'document' },
];

/** Its children carry index 0, 1, 2: the private-video rule hides index 1 (menu.ts). */
const uploadContent: MenuItem = {
  ...link(UPLOAD_CONTENT_ID, 'Upload Content', 'bi-cloud-upload', 'uploadList', EVERY_GROUP),
  children: UPLOAD_TYPES.map(({ id, name, icon, type }, index) => ({
    ...link(id, name, icon, 'uploadList', EVERY_GROUP, `?type=${type}`),
    index,
  })),
};

/**
 * The side menu of SPEC.md section 2 before it is fitted to a user: menu.ts drops what the
 * user's group, access keys and messaging-only mode do not allow, and empty sections.
 */
export const DEFAULT_MENU: readonly MenuItem[] = [
  link('dashboard', 'Home', 'bi-house', 'dashboard', EVERY_GROUP),
  link('sendMessage', 'Send Message', 'bi-send', 'sendMessage', EVERY_GROUP),
  link('messageHistory', 'Message History', 'bi-clock-history', 'messageHistory', EVERY_GROUP),
  link('messageReviews', 'Approvals', 'bi-patch-check', 'messageReviews', EVERY_GROUP),
  link('analytics', 'Analytics', 'bi-graph-up', 'analytics', EVERY_GROUP),
  link(
    'messageTemplates',
    'Message Templates',
    'bi-file-earmark-text',
    'messageTemplates',
    EVERY_GROUP,
  ),
  uploadContent,
  link('messageSequence', 'Message Sequence', 'bi-collection', 'messageSequence', CHANNEL_ADMINS),
  separator('publishSeparator'),
  title('publishContent', 'Publish Content'),
  link('links', 'App Content (Links)', 'bi-link-45deg', 'links', EVERY_GROUP),
  link('linkTypes', 'Content Folders (Banners)', 'bi-folder2-open', 'linkTypes', EVERY_GROUP),
  separator('manageSeparator'),
  {
    id: 'users',
    name: 'Users',
    icon: 'bi-people',
    userGroups: EVERY_GROUP,
    children: [
      link('userList', 'List', 'bi-list-ul', 'users', EVERY_GROUP),
      link('userGroups', 'Groups', 'bi-diagram-3', 'userGroups', EVERY_GROUP),
      link('segments', 'Segments', 'bi-funnel', 'segments', EVERY_GROUP),
      link('admins', 'Admins', 'bi-person-badge', 'admins', EVERY_GROUP),
      link('roles', 'Roles', 'bi-shield-lock', 'roles', ADMINS),
      // SPEC.md section 6: the 'IM' child a channel admin gets under the followers menu.
      link('im', 'Chat (IM) History', 'bi-chat-dots', 'chatHistory', CHANNEL_ADMINS),
    ],
  },
  {
    id: 'channels',
    name: 'Channels',
    icon: 'bi-broadcast',
    userGroups: ADMINS,
    children: [
      link('channelList', 'List', 'bi-list-ul', 'channels', ADMINS),
      link('channelGroups', 'Groups', 'bi-collection', 'channelGroups', ADMINS),
      link('channelCategories', 'Categories', 'bi-tags', 'channelCategories', ADMINS),
      link('channelTypes', 'Types', 'bi-grid', 'channelTypes', ADMINS),
    ],
  },
  {
    id: 'settings',
    name: 'Settings',
    icon: 'bi-gear',
    userGroups: ADMINS,
    children: [
      link('organizations', 'Organizations', 'bi-building', 'organizations', PLATFORM),
      // Not in the spec's menu: without it a company admin could not reach /settings.
      link('companySettings', 'Company Settings', 'bi-palette', 'companySettings', ADMINS),
      link('pricePlans', 'Price Plans', 'bi-tag', 'pricePlans', ADMINS),
      link('subscriptions', 'Subscriptions', 'bi-credit-card', 'subscriptions', ADMINS),
      link('packages', 'Member Benefits', 'bi-gift', 'packages', ADMINS),
      link('awardCampaigns', 'Award Campaigns', 'bi-trophy', 'awardCampaigns', PLATFORM),
      link('otherSettings', 'Other Settings', 'bi-sliders', 'otherSettings', ADMINS),
      link('apiKeys', 'API Keys', 'bi-key', 'apiKeys', ADMINS),
      link('webhooks', 'Webhooks', 'bi-broadcast', 'webhooks', ADMINS),
      // --- The audit log ---
      link('auditLog', 'Audit Log', 'bi-journal-text', 'auditLog', ADMINS),
      // --- The development mailbox: only while email stays in the outbox ---
      {
        ...link('mailbox', 'Mailbox', 'bi-mailbox', 'mailbox', PLATFORM),
        needsDevMailbox: true,
      },
    ],
  },
  {
    id: 'appSettings',
    name: 'Settings',
    icon: 'bi-gear',
    userGroups: CHANNEL_ADMINS,
    children: [
      ...appSettings,
      link('invitationLinks', 'Invitation Links', 'bi-qr-code', 'invitationLinks', CHANNEL_ADMINS),
      link('subAdmins', 'Sub Admins', 'bi-person-badge', 'admins', CHANNEL_ADMINS),
    ],
  },
];
