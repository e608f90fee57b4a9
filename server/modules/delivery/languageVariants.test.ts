import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { messageVariants } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { rowsOf } from './sqlRowsRepository';
import {
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  drain,
  outboxProviders,
} from './testKit';
import { createDeliveryWorker } from './worker';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-03-02T15:00:00Z');

const workerFor = (batchSize = 1000) =>
  createDeliveryWorker({
    db: database.db,
    clock: () => NOW,
    workerId: 'w1',
    batchSize,
    leaseMs: 30_000,
    providers: outboxProviders(),
    consoleUrl: 'https://console.test/',
  });

async function speaking(userId: string, language: string | null) {
  await database.db.update(mobileUsers).set({ language }).where(eq(mobileUsers.id, userId));
  return userId;
}

/** Each recipient's receipt language, outbox title and body, by user id. */
async function delivered(occurrenceId: string) {
  const rows = await rowsOf(
    database.db,
    sql`select r.mobile_user_id::text as user, r.language, r.channel, o.title, o.body
      from message_receipts r left join delivery_outbox o on o.receipt_id = r.id
      where r.occurrence_id = ${occurrenceId}`,
  );
  return new Map(rows.map((row) => [String(row.user), row]));
}

describe('fan-out of a message with language variants', () => {
  it('gives each recipient the variant of their language, and the rest the own text', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 10 });
    const follows = [channel];
    const spanish = await speaking(await addUser(db, company, { follows }), 'es');
    const english = await speaking(await addUser(db, company, { follows }), 'en');
    const unset = await addUser(db, company, { follows });
    const polish = await speaking(await addUser(db, company, { follows }), 'pl');
    const spanishSms = await speaking(
      await addUser(db, company, { follows, registered: false, phone: '+15550009' }),
      'es',
    );
    const message = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      title: 'Meeting {{ firstname }}',
      pushMessage: 'See you at 6',
      language: 'en',
    });
    await db.insert(messageVariants).values([
      { messageId: message, language: 'es', title: 'Reunión', pushMessage: 'Nos vemos a las 6' },
      { messageId: message, language: 'fr', title: 'Réunion', pushMessage: 'À 18 h' },
    ]);
    const occurrence = await addOccurrence(db, message, NOW);
    await drain(workerFor(2));

    const rows = await delivered(occurrence);
    expect(rows.get(spanish)).toMatchObject({
      language: 'es',
      title: 'Reunión',
      body: 'Nos vemos a las 6',
    });
    for (const user of [english, unset, polish]) {
      expect(rows.get(user)).toMatchObject({
        language: null,
        title: 'Meeting {{ firstname }}',
        body: 'See you at 6',
      });
    }
    const sms = rows.get(spanishSms);
    expect(sms).toMatchObject({ language: 'es', channel: 'sms', title: 'Reunión' });
    expect(String(sms?.body)).toMatch(/^Nos vemos a las 6 https:\/\/console\.test\/m\//);
  });

  it('counts a member without a language as the organisation default, which may have a variant', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await db.update(companies).set({ defaultLanguage: 'es' }).where(eq(companies.id, company));
    const channel = await createChannel(db, company, {});
    const unset = await addUser(db, company, { follows: [channel] });
    const english = await speaking(await addUser(db, company, { follows: [channel] }), 'en');
    const message = await createMessage(db, {
      companyId: company,
      contentProviderId: channel,
      title: 'Hola',
      pushMessage: 'Texto',
      language: 'en',
    });
    await db
      .insert(messageVariants)
      .values({ messageId: message, language: 'es', title: 'Hola es', pushMessage: 'Texto es' });
    const occurrence = await addOccurrence(db, message, NOW);
    await drain(workerFor());

    const rows = await delivered(occurrence);
    expect(rows.get(unset)).toMatchObject({ language: 'es', title: 'Hola es', body: 'Texto es' });
    expect(rows.get(english)).toMatchObject({ language: null, title: 'Hola', body: 'Texto' });
  });

  it('carries the language through a frequency cap and quiet hours', async () => {
    const { db } = database;
    const company = await createCompany(db);
    await db
      .update(companies)
      .set({ frequencyCap: 1, frequencyCapPeriod: 'day' })
      .where(eq(companies.id, company));
    const channel = await createChannel(db, company, {});
    const spanish = await speaking(
      await addUser(db, company, { follows: [channel], state: 'NY' }),
      'es',
    );
    const english = await addUser(db, company, { follows: [channel], state: 'NY' });
    const send = async () => {
      const message = await createMessage(db, {
        companyId: company,
        contentProviderId: channel,
        title: 'Shift',
        pushMessage: 'Tomorrow',
        language: 'en',
      });
      await db
        .insert(messageVariants)
        .values({ messageId: message, language: 'es', title: 'Turno', pushMessage: 'Mañana' });
      const occurrence = await addOccurrence(db, message, NOW);
      await drain(workerFor());
      return delivered(occurrence);
    };

    const first = await send();
    expect(first.get(spanish)).toMatchObject({ language: 'es', channel: 'push', title: 'Turno' });
    expect(first.get(english)).toMatchObject({ language: null, channel: 'push', title: 'Shift' });
    // The second of the day is capped for both, and still records who would have got which.
    const second = await send();
    expect(second.get(spanish)).toMatchObject({ language: 'es', channel: 'capped', title: null });
    expect(second.get(english)).toMatchObject({ language: null, channel: 'capped', title: null });
  });
});
