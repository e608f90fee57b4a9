import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/billing';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, SUPER, caller, customerBody, dataOf, productBody } from './testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

async function localObjects(kind: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from local_payment_objects where kind = ${kind}`,
  );
  return row?.n ?? 0;
}

describe('products', () => {
  it("lists the caller's organization's products by name", async () => {
    const acme = dataOf<Product[]>(await call(ACME, 'GET', '/products/globex'));
    expect(acme.map((item) => item.product)).toEqual([
      'Member app',
      'Member app, yearly',
      'Text alerts',
    ]);
    expect(acme[1]).toMatchObject({
      companyID: 'acme',
      provider: 'local',
      plan: { amount: 29000, currency: 'usd', interval: 'year' },
    });
    expect(dataOf<Product[]>(await call(SUPER, 'GET', '/products/globex'))).toHaveLength(1);
    expect(dataOf<Product[]>(await call(SUPER, 'GET', '/products/All'))).toHaveLength(4);
    expect((await call(SUPER, 'GET', '/products/nowhere')).statusCode).toBe(404);
    expect((await call(CHANNEL, 'GET', '/products/acme')).statusCode).toBe(403);
  });

  it('makes a product and its price at the local provider, changes and deletes it', async () => {
    const prices = await localObjects('price');
    const created = await call(ACME, 'POST', '/products', { payload: productBody('Newsletter') });
    expect(created.statusCode).toBe(200);
    const item = dataOf<Product>(created);
    expect(item.productID).toMatch(/^lprod_/);
    expect(item.plan).toMatchObject({ amount: 2900, currency: 'usd', interval: 'month' });
    expect(item.plan.planID).toMatch(/^lprice_/);
    expect(await localObjects('price')).toBe(prices + 1);

    // The same amount keeps the price; a new amount is a new price.
    const renamed = dataOf<Product>(
      await call(ACME, 'PUT', `/products/${item._id}`, {
        payload: { ...productBody('Weekly newsletter'), description: 'Every Friday.' },
      }),
    );
    expect(renamed).toMatchObject({ product: 'Weekly newsletter', description: 'Every Friday.' });
    expect(renamed.plan.planID).toBe(item.plan.planID);
    const repriced = dataOf<Product>(
      await call(ACME, 'PUT', `/products/${item._id}`, {
        payload: productBody('Weekly newsletter', 3900),
      }),
    );
    expect(repriced.plan.amount).toBe(3900);
    expect(repriced.plan.planID).not.toBe(item.plan.planID);

    expect((await call(ACME, 'DELETE', `/products/${item._id}`)).statusCode).toBe(200);
    expect((await call(ACME, 'GET', `/products/item/${item._id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name, a blank one, a tiny amount and a platform admin with no organization', async () => {
    const prices = await localObjects('price');
    const taken = await call(ACME, 'POST', '/products', { payload: productBody(' text ALERTS ') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'error_product_exists' });
    expect((await call(ACME, 'POST', '/products', { payload: productBody('  ') })).statusCode).toBe(
      400,
    );
    expect(
      (await call(ACME, 'POST', '/products', { payload: productBody('Cheap', 10) })).statusCode,
    ).toBe(400);
    const noCompany = await call(SUPER, 'POST', '/products', { payload: productBody('Orphan') });
    expect(noCompany.statusCode).toBe(400);
    // Nothing was made at the provider for a refused product.
    expect(await localObjects('price')).toBe(prices);
  });

  it('keeps a product subscriptions were made to', async () => {
    const product = dataOf<Product>(
      await call(ACME, 'POST', '/products', { payload: productBody('Kept') }),
    );
    await call(ACME, 'POST', '/user/subscription', { payload: customerBody(product._id) });
    const refused = await call(ACME, 'DELETE', `/products/${product._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'error_product_in_use' });
    expect((await call(ACME, 'GET', `/products/item/${product._id}`)).statusCode).toBe(200);
  });

  it("never lets globex read, change or delete acme's products", async () => {
    const [first] = dataOf<Product[]>(await call(ACME, 'GET', '/products/acme'));
    if (!first) throw new Error('acme has no products');
    expect((await call(GLOBEX, 'GET', `/products/item/${first._id}`)).statusCode).toBe(404);
    expect(
      (await call(GLOBEX, 'PUT', `/products/${first._id}`, { payload: productBody('Taken over') }))
        .statusCode,
    ).toBe(404);
    expect((await call(GLOBEX, 'DELETE', `/products/${first._id}`)).statusCode).toBe(404);
    expect(
      dataOf<Product[]>(await call(GLOBEX, 'GET', '/products/acme')).map((p) => p.product),
    ).toEqual(['Staff news']);
    expect(dataOf<Product>(await call(ACME, 'GET', `/products/item/${first._id}`))).toEqual(first);
  });
});
