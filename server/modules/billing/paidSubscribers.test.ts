import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../contract/auth';
import type { Product, Subscription } from '../../../contract/billing';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { ACME, caller, customerBody, dataOf } from './testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const paidOnDashboard = async () =>
  dataOf<Dashboard>(await call(ACME, 'GET', '/user/dashboard/acme/4')).paidSubscribers;

/** The same figure counted from the subscriptions themselves, not from any kept flag. */
async function paidCounted(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.db,
    sql`select count(distinct u.id)::int as n from mobile_users u
      join companies c on c.id = u.company_id and c.company_id = 'acme'
      join billing_subscriptions s on s.mobile_user_id = u.id and s.status = 'active'
      where u.is_active = 1 and u.is_deleted = 0`,
  );
  return row?.n ?? -1;
}

async function unpaidMember(company: string): Promise<{ id: string; email: string }> {
  const [row] = await selectRows<{ id: string; email: string }>(
    t.db,
    sql`select u.id, u.email from mobile_users u join companies c on c.id = u.company_id
      where c.company_id = ${company} and u.is_active = 1 and not u.is_paid and u.email is not null
      order by u.date_created limit 1`,
  );
  if (!row) throw new Error(`no unpaid member in ${company}`);
  return row;
}

async function memberAppProduct(): Promise<Product> {
  const products = dataOf<Product[]>(await call(ACME, 'GET', '/products/acme'));
  const product = products.find((item) => item.product === 'Member app');
  if (!product) throw new Error('no Member app product');
  return product;
}

describe("the dashboard's paid subscribers", () => {
  it('are the active app users with an active subscription, counted from the subscriptions', async () => {
    expect(await paidOnDashboard()).toBe(18);
    expect(await paidCounted()).toBe(18);
  });

  it('gain a member who subscribes under their email and lose them when it is cancelled', async () => {
    const member = await unpaidMember('acme');
    const product = await memberAppProduct();
    const response = await call(ACME, 'POST', '/user/subscription', {
      payload: { ...customerBody(product._id), email: member.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    const made = dataOf<Subscription>(response);
    expect(made.mobileUserID).toBe(member.id);
    expect(await paidOnDashboard()).toBe(19);

    // Cancelling at the period's end leaves them paid until then.
    await call(ACME, 'GET', `/subscriptions/cancel/${made._id}`);
    expect(await paidOnDashboard()).toBe(19);
    await call(ACME, 'DELETE', `/user/subscription/${made._id}`);
    expect(await paidOnDashboard()).toBe(18);
    expect(await paidCounted()).toBe(18);
  });

  it('follow a subscription moved to another app user', async () => {
    const first = await unpaidMember('acme');
    const product = await memberAppProduct();
    const made = dataOf<Subscription>(
      await call(ACME, 'POST', '/user/subscription', {
        payload: { ...customerBody(product._id), mobileUserID: first.id },
      }),
    );
    expect(made.mobileUserID).toBe(first.id);
    const second = await unpaidMember('acme');
    const moved = await call(ACME, 'PUT', `/user/subscription/${made._id}`, {
      payload: { ...customerBody(product._id), productID: undefined, mobileUserID: second.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(dataOf<Subscription>(moved).mobileUserID).toBe(second.id);
    expect(await paidOnDashboard()).toBe(19);
    expect(await paidCounted()).toBe(19);
    const [flags] = await selectRows<{ first: boolean; second: boolean }>(
      t.db,
      sql`select (select is_paid from mobile_users where id = ${first.id}) as first,
        (select is_paid from mobile_users where id = ${second.id}) as second`,
    );
    expect(flags).toEqual({ first: false, second: true });
  });

  it("refuse another organisation's app user", async () => {
    const stranger = await unpaidMember('globex');
    const product = await memberAppProduct();
    const response = await call(ACME, 'POST', '/user/subscription', {
      payload: { ...customerBody(product._id), mobileUserID: stranger.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect(await paidOnDashboard()).toBe(19);
  });
});
