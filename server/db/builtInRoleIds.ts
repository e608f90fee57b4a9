import type { BuiltInRoleId } from '../../contract/roles';

/** The primary keys of the built-in roles, fixed so that SQL and the
 * route access rules can name them without the schema. */
export const BUILT_IN_ROLE_UUIDS: Readonly<Record<BuiltInRoleId, string>> = {
  'platform-admin': '00000000-0000-4000-8000-000000000001',
  'company-admin': '00000000-0000-4000-8000-000000000002',
  'channel-admin': '00000000-0000-4000-8000-000000000003',
  'channel-sub-admin': '00000000-0000-4000-8000-000000000004',
  'messaging-only': '00000000-0000-4000-8000-000000000005',
};
