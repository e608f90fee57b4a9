import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Delivery, DeliveryProvider, DeliveryProviders } from '../../providers/delivery';
import { createOutboxProvider } from '../../providers/delivery';
import { createDispatcher } from './dispatcher';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  drain,
  manualClock,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function recording(kind: string): DeliveryProvider & { calls: Delivery[] } {
  const calls: Delivery[] = [];
  return {
    kind,
    calls,
    send(delivery) {
      calls.push(delivery);
      return Promise.resolve({ receiptId: delivery.receiptId, ok: true });
    },
  };
}

describe('a personal message at the providers', () => {
  it('gives each recipient their own fields, fallbacks for empty ones, hostile values as they are', async () => {
    const { db } = database;
    const slug = `p${Date.now().toString(36)}`;
    const company = await createCompany(db, slug);
    const organisation = `Company ${slug}`;
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 100 });
    await addUser(db, company, {
      follows: [channel],
      firstName: 'Ana',
      customFields: { Local: '12' },
      pushToken: 'token-ana',
    });
    await addUser(db, company, {
      follows: [channel],
      firstName: '',
      pushToken: 'token-nameless',
    });
    await addUser(db, company, {
      follows: [channel],
      registered: false,
      phone: '+1444',
      firstName: '<img src=x onerror=alert(1)> {{7*7}}',
      customFields: { Local: '7' },
    });
    const message = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      title: 'Hi {{ firstname | default: "member" }}',
      pushMessage: 'Local {{ custom.Local | default: "none" }}, {{ organisation }}',
    });
    const clock = manualClock('2026-06-01T10:00:00Z');
    await addOccurrence(db, message, clock.clock());
    const push = recording('fake-push');
    const sms = recording('fake-sms');
    const providers: DeliveryProviders = { push, sms, email: createOutboxProvider() };
    await drain(
      createDeliveryWorker({
        db,
        clock: clock.clock,
        workerId: 'w',
        batchSize: 100,
        providers,
        consoleUrl: 'https://console.test',
      }),
    );
    await createDispatcher({ db, clock: clock.clock, providers, maxAttempts: 3 }).runOnce();
    const byAddress = new Map([...push.calls, ...sms.calls].map((call) => [call.address, call]));
    expect(byAddress.get('token-ana')).toMatchObject({
      title: 'Hi Ana',
      body: `Local 12, ${organisation}`,
    });
    expect(byAddress.get('token-nameless')).toMatchObject({
      title: 'Hi member',
      body: `Local none, ${organisation}`,
    });
    const text = byAddress.get('+1444');
    expect(text?.title).toBe('Hi <img src=x onerror=alert(1)> {{7*7}}');
    expect(text?.body).toBe(`Local 7, ${organisation} https://console.test/m/${text?.receiptId}`);
    // The fields compose may use: the organisation's members' custom fields, kept as written.
    const fields = await selectRows<{ name: string }>(
      db,
      sql`select name from company_custom_fields where company_id = ${company}`,
    );
    expect(fields.map((row) => row.name)).toEqual(['Local']);
  });
});
