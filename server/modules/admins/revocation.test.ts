import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { adminsTestKit } from './testKit';

let t: TestApp;
let k: ReturnType<typeof adminsTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = adminsTestKit(t);
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';

/**
 * A change to an admin ends that admin's sessions at once. Logging out and changing the
 * password do too: server/modules/auth/sessions.test.ts proves those two.
 */
describe('revoking the sessions of a changed admin', () => {
  async function signedIn() {
    const admin = await k.makeAdmin();
    const token = await t.tokenFor(admin.email);
    expect(await k.statusWith(token)).toBe(200);
    return { admin, token };
  }

  it('on deactivation', async () => {
    const { admin, token } = await signedIn();
    await k.call(ACME, 'PUT', `/user/admins/${admin.id}`, { payload: { isActive: 0 } });
    expect(await k.statusWith(token)).toBe(401);
    // Active again, the old token stays refused: the session itself was revoked.
    await k.call(ACME, 'PUT', `/user/admins/${admin.id}`, { payload: { isActive: 1 } });
    expect(await k.statusWith(token)).toBe(401);
  });

  it('on deletion', async () => {
    const { admin, token } = await signedIn();
    await k.call(ACME, 'DELETE', `/user/admins/${admin.id}`);
    expect(await k.statusWith(token)).toBe(401);
  });

  it('on a change of group', async () => {
    const { admin, token } = await signedIn();
    const response = await k.call(ACME, 'PUT', `/user/admins/${admin.id}`, {
      payload: { userGroup: 2, contentProviderID: await t.channelOfAdmin('channel@acme.test') },
    });
    expect(response.statusCode).toBe(200);
    expect(await k.statusWith(token)).toBe(401);
  });

  it('on a change of role, through PUT /user/admins/{id} and through set-role', async () => {
    const first = await signedIn();
    await k.call(ACME, 'PUT', `/user/admins/${first.admin.id}`, {
      payload: { role: { roleID: 'content-editor' } },
    });
    expect(await k.statusWith(first.token)).toBe(401);

    const second = await signedIn();
    const response = await k.call(ACME, 'PUT', `/user/set-role/${second.admin.id}`, {
      payload: { role: { roleID: 'messaging-only' } },
    });
    expect(response.statusCode).toBe(200);
    expect(await k.statusWith(second.token)).toBe(401);
  });

  it('not on a change of profile only, nor a role that gives the same keys', async () => {
    const { admin, token } = await signedIn();
    await k.call(ACME, 'PUT', `/user/admins/${admin.id}`, {
      payload: { profile: { lastname: 'Kept' }, role: { roleID: 'company-admin' } },
    });
    expect(await k.statusWith(token)).toBe(200);
  });
});
