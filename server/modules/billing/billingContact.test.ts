import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/auth';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, SUPER, caller, dataOf } from './testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const profileOf = async (email: string) =>
  dataOf<Profile>(await call(email, 'GET', '/user/profile'));
const contact = { name: 'Acme accounts', email: 'accounts@acme.example', phone: '+1 555 0100' };

describe("the organisation's billing contact and payments link", () => {
  it('is set, shown on the profile and removed', async () => {
    // The demo's own contact.
    expect((await profileOf(ACME)).billingInfo).toEqual({
      email: 'accounts@acme-workers.example',
      phone: '+1 555 0100',
    });
    const saved = await call(ACME, 'PUT', '/user/subscription', { payload: contact });
    expect(saved.statusCode).toBe(200);
    expect(dataOf(saved)).toMatchObject(contact);
    expect((await profileOf(ACME)).billingInfo).toEqual({
      email: contact.email,
      phone: contact.phone,
    });
    // Another organisation's admin sees none of it, and sets only its own.
    expect((await profileOf(GLOBEX)).billingInfo).toBeNull();
    await call(GLOBEX, 'PUT', '/user/subscription', {
      payload: { email: 'billing@globex.example' },
    });
    expect((await profileOf(ACME)).billingInfo?.email).toBe(contact.email);

    const removed = await call(ACME, 'DELETE', '/user/subscription');
    expect(removed.statusCode).toBe(200);
    expect((await profileOf(ACME)).billingInfo).toBeNull();
    expect((await profileOf(GLOBEX)).billingInfo?.email).toBe('billing@globex.example');
  });

  it('refuses a bad address, and a platform admin with no organisation chosen', async () => {
    const bad = await call(ACME, 'PUT', '/user/subscription', {
      payload: { email: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
    const none = await call(SUPER, 'PUT', '/user/subscription', { payload: contact });
    expect(none.statusCode).toBe(400);
    const chosen = await call(SUPER, 'PUT', '/user/subscription', {
      payload: contact,
      company: 'globex',
    });
    expect(chosen.statusCode).toBe(200);
    expect((await profileOf(GLOBEX)).billingInfo?.email).toBe(contact.email);
  });

  it("links each admin to where they manage payments: Stripe's dashboard once keys are set", async () => {
    expect((await profileOf(ACME)).stripePortal).toBe('/subscriptions');
    const channel = await t.channelOfAdmin(CHANNEL);
    expect((await profileOf(CHANNEL)).stripePortal).toBe(
      `/content-provider/pricing-panel/${channel}`,
    );
    await t.db.execute(sql`insert into payment_settings
        (company_id, secret_key_sealed, secret_key_last, mode, webhook_token)
      select id, 'sealed', '4242', 'test', 'token-profile-test' from companies
      where company_id = 'acme'`);
    expect((await profileOf(ACME)).stripePortal).toBe(
      'https://dashboard.stripe.com/test/subscriptions',
    );
  });
});
