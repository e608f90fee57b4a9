import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { roles } from '../schema/roles';
import { DEMO_PASSWORD } from './admins';
import type { SeededCompany } from './companies';

/** A role of acme's own, narrower than a company admin's, and an admin who holds it. */
export async function seedRoles(db: Database, [acme]: SeededCompany[]): Promise<void> {
  if (!acme) throw new Error('the roles seed needs acme');
  const [role] = await db
    .insert(roles)
    .values({
      companyId: acme.id,
      roleId: 'content-editor',
      name: 'Content editor',
      description: 'Sends messages, publishes links and uploads content.',
      keys: ['messages', 'audioManager', 'unionLinks'],
    })
    .returning({ id: roles.id });
  if (!role) throw new Error('the role insert returned no row');
  await db.insert(adminUsers).values({
    email: 'editor@acme.test',
    firstName: 'Eddie',
    lastName: 'Editor',
    phone: '+1 555 0100',
    userGroup: 4,
    companyId: acme.id,
    roleId: role.id,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}
