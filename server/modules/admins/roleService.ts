import type { Role, RoleBody } from '../../../contract/roleSchemas';
import { keysWithinCeiling, roleSlugOf } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { assertCeiling, ceilingOf, invalid, type Caller } from './ceiling';
import { createAdminsRepository } from './repository';
import type { RoleRead, StoredRole } from './roleRepository';

const duplicateRoleName = () =>
  new AppError('error_role_name_already_exist', 'A role with this name already exists.');

/** The company whose roles a caller sees: the chosen or own one, or none (every company). */
const roleCompanyOf = (scope: Scope) => scope.companyId;

/** An organisation's roles: the built-in ones, and the custom ones its admins make. */
export function createRoleService(db: Database) {
  const { roles } = createAdminsRepository(db);

  async function customRole(caller: Caller, id: string): Promise<StoredRole> {
    const role = await roles.storedById(roleCompanyOf(caller.scope), id);
    if (!role) throw notFound('Role');
    if (role.isBuiltIn) {
      throw new AppError('error_role_built_in', 'Built-in roles cannot be changed or deleted.');
    }
    return role;
  }

  const withAssignable =
    (caller: Caller) =>
    (role: RoleRead): Role => ({
      ...role,
      assignable: keysWithinCeiling(role.keys, ceilingOf(caller.admin.accessKeys)),
    });

  async function findRole(caller: Caller, id: string): Promise<Role> {
    const role = await roles.find(roleCompanyOf(caller.scope), id);
    if (!role) throw notFound('Role');
    return withAssignable(caller)(role);
  }

  function cleanRoleName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw invalid('name', 'name must not be blank');
    return trimmed;
  }

  return {
    list: async (caller: Caller): Promise<Role[]> =>
      (await roles.list(roleCompanyOf(caller.scope))).map(withAssignable(caller)),
    find: findRole,

    async create(caller: Caller, body: RoleBody): Promise<Role> {
      const companyId = caller.scope.companyId;
      if (!companyId) throw invalid('companyID', 'Choose an organization before creating a role.');
      assertCeiling(caller, body.keys);
      const name = cleanRoleName(body.name);
      if (await roles.nameTaken(companyId, name)) throw duplicateRoleName();
      const slug = roleSlugOf(name);
      const taken = await roles.slugsLike(companyId, slug);
      let roleId = slug;
      for (let n = 2; taken.has(roleId); n += 1) roleId = `${slug}-${n}`;
      const id = await roles.insert({
        companyId,
        roleId,
        name,
        description: body.description?.trim() ?? '',
        keys: [...body.keys],
      });
      if (typeof id !== 'string') throw duplicateRoleName();
      return findRole(caller, id);
    },

    async update(caller: Caller, id: string, body: RoleBody): Promise<Role> {
      const role = await customRole(caller, id);
      assertCeiling(caller, role.keys);
      assertCeiling(caller, body.keys);
      const name = cleanRoleName(body.name);
      if (role.companyId && (await roles.nameTaken(role.companyId, name, role.id))) {
        throw duplicateRoleName();
      }
      await roles.update(role.id, {
        name,
        description: body.description?.trim() ?? '',
        keys: [...body.keys],
      });
      return findRole(caller, role.id);
    },

    async remove(caller: Caller, id: string): Promise<{ _id: string }> {
      const role = await customRole(caller, id);
      assertCeiling(caller, role.keys);
      if (!(await roles.removeUnheld(role.id))) {
        throw new AppError(
          'error_role_in_use',
          'Admins hold this role. Give them another role before deleting it.',
        );
      }
      return { _id: role.id };
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
