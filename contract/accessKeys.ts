/** The route access keys of SPEC.md section 6. Roles hold them (contract/roles.ts, the roles table). */
export const ACCESS_KEYS = [
  'company',
  'subscription',
  'products',
  'createAdmin',
  'audioManager',
  'messages',
  'messagesSequence',
  'contentProviders',
  'contentProvider',
  'cpTypes',
  'cpGroups',
  'cpCategories',
  'cpUnionType',
  'unionLinks',
  'packages',
  'profile',
  'userList',
  'userGroup',
  'CompanySettings',
  'settings',
] as const;

export type AccessKey = (typeof ACCESS_KEYS)[number];
