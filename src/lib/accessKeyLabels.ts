import type { AccessKey } from '../../contract/accessKeys';

/** What each route access key (SPEC.md section 6) opens, in the console's words. */
export const ACCESS_KEY_LABELS: Readonly<Record<AccessKey, string>> = {
  company: 'Organisations and price plans',
  subscription: 'Subscriptions',
  products: 'Products',
  createAdmin: 'Admins',
  audioManager: 'Upload content',
  messages: 'Messages',
  messagesSequence: 'Message sequences',
  approveMessages: 'Approve messages',
  contentProviders: 'Channel lists',
  contentProvider: 'Channels',
  cpTypes: 'Channel types',
  cpGroups: 'Channel groups',
  cpCategories: 'Channel categories',
  cpUnionType: 'Union types',
  unionLinks: 'Links and banners',
  packages: 'Member benefits',
  profile: 'App user profiles',
  userList: 'App users',
  userGroup: 'User groups',
  CompanySettings: 'Company settings',
  settings: 'App settings',
};
