import { eq } from 'drizzle-orm';
import type { AccessKey } from '../../../contract/accessKeys';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { companies } from '../../db/schema/companies';
import { roles } from '../../db/schema/roles';

export interface RoleAdmin {
  email: string;
  /** The company's slug (companyID). */
  company: string;
  /** The role's roleID, unique within the company. */
  roleID: string;
  keys: readonly AccessKey[];
  userGroup?: number;
}

/**
 * An admin of the company holding a role of its own with just these keys, signing in with the
 * demo password (its hash is copied from admin@acme.test's, so no test pays for hashing).
 * Returns the admin's and the role's ids.
 */
export async function createRoleAdmin(
  db: Database,
  { email, company, roleID, keys, userGroup = 4 }: RoleAdmin,
): Promise<{ adminId: string; roleId: string }> {
  const [owner] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, company));
  const [demo] = await db
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, 'admin@acme.test'));
  if (!owner || !demo) throw new Error(`no company ${company} or no demo admin to copy from`);
  const [role] = await db
    .insert(roles)
    .values({ roleId: roleID, name: roleID, companyId: owner.id, keys: [...keys] })
    .returning({ id: roles.id });
  if (!role) throw new Error('role insert returned no row');
  const [admin] = await db
    .insert(adminUsers)
    .values({
      email,
      firstName: 'Nora',
      lastName: 'Narrow',
      userGroup,
      companyId: owner.id,
      roleId: role.id,
      passwordHash: demo.passwordHash,
    })
    .returning({ id: adminUsers.id });
  if (!admin) throw new Error('admin insert returned no row');
  return { adminId: admin.id, roleId: role.id };
}
