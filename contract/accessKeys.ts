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
  // Review before sending: approve or return another admin's message (contract/messageReview.ts).
  // Last, where migration 0060 appended it to the stored built-in roles.
  'approveMessages',
] as const;

export type AccessKey = (typeof ACCESS_KEYS)[number];
