import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { selectRows } from '../../db/rows';
import { deliveryOutbox, messageReceipts } from '../../db/schema/messages';
import { createOutboxProvider, type DeliveryProviders } from '../../providers/delivery';
import { createApnsPush } from '../../providers/push/apnsPush';
import { createFcmPush } from '../../providers/push/fcmPush';
import { routePush } from '../../providers/push/pushRouter';
import { startHttp2Server, startHttpServer } from '../../providers/testing/recordingServer';
import { TEST_LIMITS } from '../../providers/testing/sendAll';
import { giveDevice } from '../devices/testKit';
import { countAudience } from './audienceRepository';
import { NO_DEVICE } from './devicePush';
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

/** Stand-ins for FCM (HTTP/1.1 with its token endpoint) and APNs (HTTP/2), answering by token. */
let fcmServer: Awaited<ReturnType<typeof startHttpServer>>;
let apnsServer: Awaited<ReturnType<typeof startHttp2Server>>;
let folder: string;
let database: DatabaseHandle;
let providers: DeliveryProviders;

beforeAll(async () => {
  fcmServer = await startHttpServer((request) => {
    if (request.path === '/token')
      return { status: 200, body: { access_token: 'at', expires_in: 3600 } };
    const token = (JSON.parse(request.body) as { message: { token: string } }).message.token;
    if (token.startsWith('fcm-gone'))
      return {
        status: 404,
        body: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
      };
    if (token.startsWith('fcm-busy')) return { status: 503, body: { error: 'UNAVAILABLE' } };
    return { status: 200, body: { name: 'projects/p/messages/1' } };
  });
  apnsServer = await startHttp2Server((request) => {
    if (request.path.includes('apns-bad'))
      return { status: 400, body: { reason: 'BadDeviceToken' } };
    if (request.path.includes('apns-uninstalled'))
      return { status: 410, body: { reason: 'Unregistered' } };
    return { status: 200 };
  });
  folder = await mkdtemp(join(tmpdir(), 'device-push-'));
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accountFile = join(folder, 'account.json');
  await writeFile(
    accountFile,
    JSON.stringify({
      project_id: 'p',
      client_email: 'sender@p.iam.gserviceaccount.com',
      private_key: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `${fcmServer.url}/token`,
    }),
  );
  const keyFile = join(folder, 'AuthKey.p8');
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await writeFile(keyFile, ec.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  providers = {
    push: routePush({
      fcm: await createFcmPush({
        serviceAccountFile: accountFile,
        apiUrl: fcmServer.url,
        limits: TEST_LIMITS,
      }),
      apns: await createApnsPush({
        keyFile,
        keyId: 'K',
        teamId: 'T',
        topic: 'test.app',
        host: apnsServer.url,
        limits: TEST_LIMITS,
      }),
    }),
    sms: createOutboxProvider(),
    email: createOutboxProvider(),
  };
  database = await openTestDatabase();
});
afterAll(async () => {
  await providers.push.close?.();
  await fcmServer.close();
  await apnsServer.close();
  await rm(folder, { recursive: true, force: true });
  await database.close();
});

async function outboxOf(occurrenceId: string) {
  const rows = await database.db
    .select({
      user: messageReceipts.mobileUserId,
      address: deliveryOutbox.address,
      state: deliveryOutbox.state,
      lastError: deliveryOutbox.lastError,
      receipt: deliveryOutbox.receiptId,
    })
    .from(deliveryOutbox)
    .innerJoin(messageReceipts, eq(messageReceipts.id, deliveryOutbox.receiptId))
    .where(eq(messageReceipts.occurrenceId, occurrenceId));
  return new Map(rows.map((r) => [r.user, r]));
}

const tokensOf = async (userId: string) =>
  (
    await selectRows<{ push_token: string }>(
      database.db,
      sql`select push_token from mobile_user_devices where mobile_user_id = ${userId}
        order by push_token`,
    )
  ).map((r) => r.push_token);

describe('push to real devices', () => {
  it("sends each recipient's push to their live tokens by platform, and forgets dead ones", async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, {});
    // Two devices: an Android phone (FCM) and an iPhone (APNs).
    const both = await addUser(db, company, { follows: [channel], pushToken: null });
    await giveDevice(db, both, { pushToken: 'fcm-phone-1', platform: 'android' });
    await giveDevice(db, both, { pushToken: 'apns-phone-1', platform: 'ios' });
    // One dead token and one live one: the push arrives, the dead token goes.
    const mixed = await addUser(db, company, { follows: [channel], pushToken: null });
    await giveDevice(db, mixed, { pushToken: 'fcm-gone-2', platform: 'web' });
    await giveDevice(db, mixed, { pushToken: 'apns-phone-2', platform: 'ios' });
    // Only dead tokens: the app was uninstalled from both.
    const gone = await addUser(db, company, { follows: [channel], pushToken: null });
    await giveDevice(db, gone, { pushToken: 'apns-bad-3', platform: 'ios' });
    await giveDevice(db, gone, { pushToken: 'apns-uninstalled-3', platform: 'ios' });
    // A provider that is busy: tried again later.
    const busy = await addUser(db, company, { follows: [channel], pushToken: null });
    await giveDevice(db, busy, { pushToken: 'fcm-busy-4', platform: 'android' });
    // Tokens removed after the fan-out wrote the row: nothing to send to.
    const left = await addUser(db, company, { follows: [channel], pushToken: 'fcm-left-5' });

    const before = await countAudience(db, {
      channel: {
        companyId: company,
        channelId: channel,
        isCompanyDefault: false,
        smsForUnregistered: false,
        emailForUnregistered: false,
        creditsRemaining: 0,
      },
      device: 'all',
      audience: { kind: 'all' },
    });
    expect(before).toMatchObject({ push: 5, none: 0 });

    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock('2026-06-01T10:00:00Z');
    const occurrence = await addOccurrence(db, message, clock.clock());
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
    // The fan-out still writes one row per recipient, addressed to the user.
    let rows = await outboxOf(occurrence);
    expect(rows.size).toBe(5);
    expect(rows.get(both)).toMatchObject({ address: both, state: 'queued' });
    await db.execute(sql`delete from mobile_user_devices where mobile_user_id = ${left}`);

    fcmServer.received.length = 0;
    apnsServer.received.length = 0;
    await createDispatcher({ db, clock: clock.clock, providers }).runOnce();
    rows = await outboxOf(occurrence);
    expect(rows.get(both)?.state).toBe('sent');
    expect(rows.get(mixed)?.state).toBe('sent');
    expect(rows.get(gone)).toMatchObject({ state: 'failed' });
    expect(rows.get(gone)?.lastError).toMatch(/^APNs 4[01]0/);
    expect(rows.get(busy)).toMatchObject({ state: 'queued' });
    expect(rows.get(busy)?.lastError).toMatch(/^FCM 503/);
    expect(rows.get(left)).toMatchObject({ state: 'failed', lastError: NO_DEVICE });

    // Each token was sent to by its platform's provider, with the recipient's receipt.
    const fcmTokens = fcmServer.received
      .filter((r) => r.path.endsWith('messages:send'))
      .map((r) => (JSON.parse(r.body) as { message: { token: string } }).message.token)
      .sort();
    expect(fcmTokens).toEqual(['fcm-busy-4', 'fcm-gone-2', 'fcm-phone-1']);
    const apnsTokens = apnsServer.received.map((r) => r.path.replace('/3/device/', '')).sort();
    expect(apnsTokens).toEqual([
      'apns-bad-3',
      'apns-phone-1',
      'apns-phone-2',
      'apns-uninstalled-3',
    ]);
    const toPhone = apnsServer.received.find((r) => r.path.endsWith('apns-phone-1'));
    expect(JSON.parse(toPhone?.body ?? '{}')).toMatchObject({ receiptId: rows.get(both)?.receipt });

    // Dead tokens are gone; live ones and the busy one stay.
    expect(await tokensOf(both)).toEqual(['apns-phone-1', 'fcm-phone-1']);
    expect(await tokensOf(mixed)).toEqual(['apns-phone-2']);
    expect(await tokensOf(gone)).toEqual([]);
    expect(await tokensOf(busy)).toEqual(['fcm-busy-4']);

    // The compose reach follows: the users left without a token are no longer reached by push.
    const after = await countAudience(db, {
      channel: {
        companyId: company,
        channelId: channel,
        isCompanyDefault: false,
        smsForUnregistered: false,
        emailForUnregistered: false,
        creditsRemaining: 0,
      },
      device: 'all',
      audience: { kind: 'all' },
    });
    expect(after).toMatchObject({ push: 3, none: 2 });
  });

  it('reaches a registered user without a live token by SMS when the channel allows it', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const channel = await createChannel(db, company, { sms: true, creditsMonth: 10 });
    await addUser(db, company, { follows: [channel], phone: '+1555000', pushToken: null });
    await addUser(db, company, { follows: [channel], phone: '+1555001' });
    const target = {
      channel: {
        companyId: company,
        channelId: channel,
        isCompanyDefault: false,
        smsForUnregistered: true,
        emailForUnregistered: false,
        creditsRemaining: 10,
      },
      device: 'all' as const,
      audience: { kind: 'all' as const },
    };
    expect(await countAudience(db, target)).toMatchObject({ push: 1, sms: 1 });
    // The same from the users themselves (a group of both, counted row by row).
    const message = await createMessage(db, { companyId: company, contentProviderId: channel });
    const clock = manualClock('2026-06-01T10:00:00Z');
    const occurrence = await addOccurrence(db, message, clock.clock());
    await drain(
      createDeliveryWorker({
        db,
        clock: clock.clock,
        workerId: 'w',
        batchSize: 100,
        providers: { ...providers, sms: createOutboxProvider() },
        consoleUrl: 'https://console.test',
      }),
    );
    const channels = [...(await outboxOf(occurrence)).values()].map((r) => r.address).sort();
    expect(channels).toEqual(['+1555000', expect.stringMatching(/^[0-9a-f-]{36}$/)].sort());
  });
});
