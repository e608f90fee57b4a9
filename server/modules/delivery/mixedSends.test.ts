import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { createOutboxProvider, type DeliveryProviders } from '../../providers/delivery';
import { createFcmPush } from '../../providers/push/fcmPush';
import { routePush } from '../../providers/push/pushRouter';
import { createTwilioSms } from '../../providers/sms/twilioSms';
import {
  standInCertificate,
  startFcmStandIn,
  startTwilioStandIn,
  type FcmStandIn,
  type StandIn,
} from '../../providers/testing/providerStandIns';
import { createDispatcher } from './dispatcher';
import { rowsOf } from './sqlRowsRepository';
import {
  addManyUsers,
  addOccurrence,
  addUser,
  createChannel,
  createCompany,
  createMessage,
  drain,
} from './testKit';
import { createDeliveryWorker } from './worker';

/**
 * Push and SMS of one send, each on its own lane: texts held to their provider's rate do not
 * slow the pushes, which all go out while most texts still wait their turn.
 */
const PUSHES = 600;
const TEXTS = 40;
const TEXT_RATE = 10;

let database: DatabaseHandle;
let folder: string;
let fcm: FcmStandIn;
let twilio: StandIn;
let providers: DeliveryProviders;

beforeAll(async () => {
  database = await openTestDatabase();
  const certificate = await standInCertificate();
  fcm = await startFcmStandIn({ certificate, latencyMs: 30 });
  twilio = await startTwilioStandIn({ certificate, latencyMs: 30 });
  folder = await mkdtemp(join(tmpdir(), 'mixed-'));
  const accountFile = join(folder, 'service-account.json');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await writeFile(
    accountFile,
    JSON.stringify({
      project_id: 'tidings-test',
      client_email: 'sender@tidings-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: fcm.tokenUri,
    }),
  );
  providers = {
    push: routePush({
      fcm: await createFcmPush({
        serviceAccountFile: accountFile,
        apiUrl: fcm.url,
        limits: { concurrency: 100, ratePerSecond: 0 },
        ca: certificate.ca,
      }),
      apns: null,
    }),
    sms: createTwilioSms({
      accountSid: 'AC1',
      authToken: 'secret',
      from: '+15550000000',
      apiUrl: twilio.url,
      limits: { concurrency: 5, ratePerSecond: TEXT_RATE },
      ca: certificate.ca,
    }),
    email: createOutboxProvider(),
  };
});
afterAll(async () => {
  await providers.push.close?.();
  await providers.sms.close?.();
  await Promise.all([fcm.close(), twilio.close()]);
  await rm(folder, { recursive: true, force: true });
  await database.close();
});

describe('a send by push and SMS', () => {
  it('pushes everyone while the texts go out at their own rate', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: TEXTS });
    await addManyUsers(db, company, channel, PUSHES);
    for (let i = 0; i < TEXTS; i++)
      await addUser(db, company, {
        follows: [channel],
        registered: false,
        phone: `+1555900${String(i).padStart(4, '0')}`,
      });
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const occurrence = await addOccurrence(db, message, new Date());
    await drain(
      createDeliveryWorker({
        db,
        clock: () => new Date(),
        workerId: 'w',
        batchSize: 1000,
        providers,
        consoleUrl: 'https://console.test',
      }),
    );

    const dispatcher = createDispatcher({
      db,
      clock: () => new Date(),
      providers,
      batchSize: 100,
      idleMs: 20,
    });
    dispatcher.start();
    try {
      const deadline = Date.now() + 30_000;
      while (fcm.stats().accepted < PUSHES && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const textsByThen = twilio.stats().accepted;
      expect(fcm.stats().accepted).toBe(PUSHES);
      // Texts at 10 a second take 4 s; the pushes did not wait for them.
      expect(textsByThen).toBeLessThan(TEXTS / 2);
      while (twilio.stats().accepted < TEXTS && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(twilio.stats().accepted).toBe(TEXTS);
    } finally {
      await dispatcher.stop();
    }
    const rows = await rowsOf(
      db,
      sql`select channel, state, count(*)::int as n from delivery_outbox
        where occurrence_id = ${occurrence} group by channel, state order by channel`,
    );
    expect(rows).toEqual([
      { channel: 'push', state: 'sent', n: PUSHES },
      { channel: 'sms', state: 'sent', n: TEXTS },
    ]);
  });
});
