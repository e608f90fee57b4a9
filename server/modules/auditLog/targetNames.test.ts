import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';
import type { AuditEntry, AuditLogResponse } from '../../../contract/auditLog';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { productBody } from '../billing/testKit';
import { insertAuditEntry } from './repository';
import { auditLogTestKit } from './testKit';

let t: TestApp;
let kit: ReturnType<typeof auditLogTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = auditLogTestKit(t);
});
afterAll(() => t.close());

const page = async (email: string, query: string) => {
  const response = await kit.call(email, 'GET', `/audit-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLogResponse>().data.entries;
};

const newest = async (email: string, targetType: string): Promise<AuditEntry | undefined> =>
  (await page(email, `?targetType=${targetType}&limit=1`))[0];

async function idOf(table: 'replica_builds' | 'auxiliary_builds', company: string) {
  const [row] = await selectRows<{ id: string; company_id: string }>(
    t.db,
    sql`select b.id, b.company_id from ${sql.raw(table)} b join companies c on c.id = b.company_id
      where c.company_id = ${company} limit 1`,
  );
  if (!row) throw new Error(`no ${table} row for ${company}`);
  return row;
}

/** An entry as the audit plugin writes it, about one row of a table with no route here. */
async function entryAbout(type: string, id: string, companyId: string) {
  const [admin] = await selectRows<{ id: string }>(
    t.db,
    sql`select id from admin_users where email = 'admin@acme.test'`,
  );
  await insertAuditEntry(t.db, {
    adminId: admin?.id ?? '',
    adminGroup: 4,
    companyId,
    method: 'PUT',
    route: '/settings/replica-builds/update/params/id/:id',
    targetType: type,
    targetId: id,
    outcome: 'succeeded',
    status: 200,
    changes: [],
    summary: null,
  });
}

describe('the audit log names every target type while it exists', () => {
  it('names replica and auxiliary builds that exist, by name', async () => {
    const replica = await idOf('replica_builds', 'acme');
    await entryAbout('replicaBuild', replica.id, replica.company_id);
    expect(await newest('admin@acme.test', 'replicaBuild')).toMatchObject({
      targetType: 'replicaBuild',
      targetName: 'Acme Members',
      targetExists: true,
    });
    const auxiliary = await idOf('auxiliary_builds', 'acme');
    await entryAbout('auxiliaryBuild', auxiliary.id, auxiliary.company_id);
    const named = await newest('admin@acme.test', 'auxiliaryBuild');
    expect(named).toMatchObject({ targetType: 'auxiliaryBuild', targetExists: true });
    expect(named?.targetName).toEqual(expect.any(String));
  });

  it('names a price plan, a product and an app setting instead of Other', async () => {
    const plan = await kit.call('super@tidings.test', 'POST', '/price_plans', {
      payload: {
        code: 'audited',
        name: 'Audited plan',
        description: 'Named in the audit log.',
        amount: 1000,
        currency: 'USD',
        interval: 'month',
        includedAppUsers: 100,
        monthlyTextCredits: 10,
        appUserBundleSize: 10,
        appUserBundlePrice: 100,
        textCreditBundleSize: 10,
        textCreditBundlePrice: 100,
        active: true,
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(await newest('super@tidings.test', 'pricePlan')).toMatchObject({
      targetType: 'pricePlan',
      targetName: 'Audited plan',
      targetExists: true,
    });

    const product = await kit.call('admin@acme.test', 'POST', '/products', {
      payload: productBody('Audited product'),
    });
    expect(product.statusCode, product.body).toBe(200);
    expect(await newest('admin@acme.test', 'product')).toMatchObject({
      targetType: 'product',
      targetName: 'Audited product',
      targetExists: true,
    });

    const setting = await kit.call('admin@acme.test', 'POST', '/settings/security', {
      payload: { value: { ...SETTING_DEFAULTS.security, requirePin: true } },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(await newest('admin@acme.test', 'appSettings')).toMatchObject({
      targetType: 'appSettings',
      targetName: 'security',
      targetExists: true,
    });
  });

  it('never names another organisation’s build', async () => {
    const globex = await selectRows<{ id: string }>(
      t.db,
      sql`select id from companies where company_id = 'globex'`,
    );
    const replica = await idOf('replica_builds', 'acme');
    // An entry of globex's aimed at acme's build: its id only.
    await entryAbout('replicaBuild', replica.id, globex[0]?.id ?? '');
    const [entry] = await page('super@tidings.test', '?targetType=replicaBuild&limit=1');
    expect(entry).toMatchObject({ targetName: null, targetExists: false });
  });
});
