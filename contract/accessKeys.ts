/** The route access keys of SPEC.md section 6. Which user groups hold each is in src/routes/access.ts. */
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
