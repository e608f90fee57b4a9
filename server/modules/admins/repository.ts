import type { Database } from '../../db/client';
import { createAdminRepository } from './adminRepository';
import { createRoleRepository } from './roleRepository';

/** All SQL of the admins domain: the admins and the roles they hold. */
export function createAdminsRepository(db: Database) {
  return {
    admins: createAdminRepository(db),
    roles: createRoleRepository(db),
  };
}
