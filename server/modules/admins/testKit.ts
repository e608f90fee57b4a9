import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { AccessKey } from '../../../contract/accessKeys';
import { adminUsers } from '../../db/schema/admins';
import { roles } from '../../db/schema/roles';
import { hashPassword } from '../../lib/passwords';
import { bearer, DEMO_PASSWORD, type TestApp } from '../../../tests/api/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let made = 0;

/** Requests as an admin, and admins and roles made for one test. */
export function adminsTestKit(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (email: string) => {
    const cached = tokens.get(email) ?? t.tokenFor(email);
    tokens.set(email, cached);
    return cached;
  };

  async function call(
    email: string,
    method: Method,
    url: string,
    options: { payload?: InjectOptions['payload']; company?: string } = {},
  ) {
    const headers = {
      ...bearer(await tokenFor(email)),
      ...(options.company ? { companyid: options.company } : {}),
    };
    return t.app.inject({ method, url, headers, payload: options.payload });
  }

  async function admin(email: string) {
    const [row] = await t.db.select().from(adminUsers).where(eq(adminUsers.email, email));
    if (!row) throw new Error(`no admin ${email}`);
    return row;
  }

  /**
   * A fresh admin who can sign in with the demo password: of acme (or the company given) and
   * group 4 unless told otherwise, holding a new role with these keys when keys are given.
   */
  async function makeAdmin(
    options: {
      keys?: AccessKey[];
      userGroup?: number;
      company?: string | null;
      channel?: string | null;
      isChannelSubAdmin?: number;
    } = {},
  ) {
    made += 1;
    const suffix = `${made}-${Math.random().toString(36).slice(2, 8)}`;
    const companyId =
      options.company === null ? null : await t.companyIdOf(options.company ?? 'acme');
    let roleId: string | null = null;
    if (options.keys) {
      const [role] = await t.db
        .insert(roles)
        .values({
          companyId,
          roleId: `test-role-${suffix}`,
          name: `Test role ${suffix}`,
          keys: options.keys,
        })
        .returning({ id: roles.id });
      roleId = role?.id ?? null;
    }
    const email = `made-${suffix}@acme.test`;
    const [row] = await t.db
      .insert(adminUsers)
      .values({
        email,
        firstName: 'Made',
        lastName: `Admin ${suffix}`,
        userGroup: options.userGroup ?? 4,
        companyId,
        contentProviderId: options.channel ?? null,
        isChannelSubAdmin: options.isChannelSubAdmin ?? 0,
        roleId,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    if (!row) throw new Error('the admin insert returned no row');
    return row;
  }

  /** Whether a token still opens a private route. */
  async function statusWith(token: string): Promise<number> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/profile',
      headers: bearer(token),
    });
    return response.statusCode;
  }

  return { call, admin, makeAdmin, statusWith, tokenFor };
}
