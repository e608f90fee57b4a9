import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema/admins';
import { BUILT_IN_ROLE_UUIDS } from '../../db/schema/roles';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { createRoleAdmin } from './testKit';

let t: TestApp;
let messaging = '';
let acme = '';
let narrow = '';
beforeAll(async () => {
  t = await createTestApp();
  await createRoleAdmin(t.db, {
    email: 'sender@acme.test',
    company: 'acme',
    roleID: 'sender',
    keys: ['messages'],
  });
  messaging = await t.tokenFor('messaging@acme.test');
  acme = await t.tokenFor('admin@acme.test');
  narrow = await t.tokenFor('sender@acme.test');
});
afterAll(() => t.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function adminIdOf(email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return row.id;
}

describe('roles', () => {
  it('refuse a route whose key the role lacks, naming the key', async () => {
    const response = await call(narrow, 'POST', '/user/groups/', { name: 'Mine' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'forbidden',
      message: "Your role does not include the 'userGroup' access this needs.",
    });
  });

  it('admit a route on another key that makes the same call', async () => {
    // The groups list is the groups screen's, and the compose page's too.
    expect((await call(narrow, 'GET', '/user/groups/')).statusCode).toBe(200);
  });

  it('admit a key granted for given body values only with those values', async () => {
    expect(
      (await call(narrow, 'POST', '/user/mobile-users/new', { onlyActiveUsers: true })).statusCode,
    ).toBe(200);
    const refused = await call(narrow, 'POST', '/user/mobile-users/new', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Your role may make this request only with onlyActiveUsers: true.',
    );
  });

  it('take messaging-only from the role, not from the adminPermissions column', async () => {
    const [ada, mia] = await Promise.all([
      adminIdOf('admin@acme.test'),
      adminIdOf('messaging@acme.test'),
    ]);
    await t.db
      .update(adminUsers)
      .set({ roleId: BUILT_IN_ROLE_UUIDS['messaging-only'] })
      .where(eq(adminUsers.id, ada));
    await t.db
      .update(adminUsers)
      .set({ roleId: BUILT_IN_ROLE_UUIDS['company-admin'] })
      .where(eq(adminUsers.id, mia));
    try {
      // The role is read on every request: the same tokens, other answers.
      expect((await call(acme, 'DELETE', `/messages/${ANY_ID}`)).statusCode).toBe(403);
      expect((await call(acme, 'GET', '/user/mobile-users/recovered/acme')).statusCode).toBe(403);
      expect((await call(messaging, 'GET', '/user/mobile-users/recovered/acme')).statusCode).toBe(
        200,
      );
      const profile = await call(messaging, 'GET', '/user/profile');
      expect(profile.json()).toMatchObject({ data: { adminPermissions: { permissions: null } } });
    } finally {
      await t.db.update(adminUsers).set({ roleId: null }).where(eq(adminUsers.id, ada));
      await t.db.update(adminUsers).set({ roleId: null }).where(eq(adminUsers.id, mia));
    }
  });
});
