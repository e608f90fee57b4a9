import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../../contract/roles';
import { BUILT_IN_ROLE_UUIDS, roles } from '../../db/schema/roles';
import { createTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the built-in roles', () => {
  it('are in the database (migration 0021) exactly as contract/roles.ts defines them', async () => {
    const stored = await t.db
      .select({
        id: roles.id,
        roleID: roles.roleId,
        name: roles.name,
        description: roles.description,
        keys: roles.keys,
        isBuiltIn: roles.isBuiltIn,
      })
      .from(roles)
      .where(isNull(roles.companyId));
    const byRoleId = (a: { roleID: string }, b: { roleID: string }) =>
      a.roleID.localeCompare(b.roleID);
    expect(
      stored.map((role) => ({ ...role, keys: role.keys.toSorted() })).toSorted(byRoleId),
    ).toEqual(
      BUILT_IN_ROLES.map((role) => ({
        id: BUILT_IN_ROLE_UUIDS[role.roleID],
        roleID: role.roleID,
        name: role.name,
        description: role.description,
        keys: role.keys.toSorted(),
        isBuiltIn: true,
      })).toSorted(byRoleId),
    );
  });
});
