import { sql } from 'drizzle-orm';
import { adminUsers } from '../../db/schema/admins';
import { BUILT_IN_ROLE_UUIDS } from '../../db/schema/roles';

/**
 * The admin's role as SQL: the one assigned, or else the built-in role its group and
 * permissions give it (contract/roles.ts, defaultRoleIdOf), so an admin row written without a
 * role still has one.
 */
export const effectiveRoleId = sql<string>`coalesce(${adminUsers.roleId}, case
  when ${adminUsers.adminPermissions} = 'messaging-only' then ${BUILT_IN_ROLE_UUIDS['messaging-only']}::uuid
  when ${adminUsers.userGroup} = 1 then ${BUILT_IN_ROLE_UUIDS['platform-admin']}::uuid
  when ${adminUsers.userGroup} = 4 then ${BUILT_IN_ROLE_UUIDS['company-admin']}::uuid
  when ${adminUsers.isChannelSubAdmin} = 1 then ${BUILT_IN_ROLE_UUIDS['channel-sub-admin']}::uuid
  else ${BUILT_IN_ROLE_UUIDS['channel-admin']}::uuid
end)`;
