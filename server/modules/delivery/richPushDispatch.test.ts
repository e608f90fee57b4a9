import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import {
  createOutboxProvider,
  type Delivery,
  type DeliveryProviders,
} from '../../providers/delivery';
import { giveDevice } from '../devices/testKit';
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

/** A push provider that keeps what it was handed: the dispatcher's side of rich push. */
const handed: Delivery[] = [];
const providers: DeliveryProviders = {
  push: {
    kind: 'recording',
    send: (delivery) => {
      handed.push(delivery);
      return Promise.resolve({ receiptId: delivery.receiptId, ok: true });
    },
  },
  sms: createOutboxProvider(),
  email: createOutboxProvider(),
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function sendPush(values: { pushImage?: string | null; pushButtons?: Delivery['buttons'] }) {
  const { db } = database;
  const company = await createCompany(db);
  const channel = await createChannel(db, company, {});
  const user = await addUser(db, company, { follows: [channel], pushToken: null });
  await giveDevice(db, user, { pushToken: `token-${user}`, platform: 'android' });
  const message = await createMessage(db, {
    companyId: company,
    contentProviderId: channel,
    pushImage: values.pushImage ?? null,
    pushButtons: values.pushButtons ? [...values.pushButtons] : [],
  });
  const clock = manualClock('2026-06-01T10:00:00Z');
  await addOccurrence(db, message, clock.clock());
  const worker = { db, clock: clock.clock, workerId: 'w', batchSize: 100, providers };
  await drain(createDeliveryWorker({ ...worker, consoleUrl: 'https://console.test' }));
  handed.length = 0;
  await createDispatcher({ db, clock: clock.clock, providers }).runOnce();
  return handed.filter((delivery) => delivery.address === `token-${user}`);
}

describe('rich push at dispatch', () => {
  it("hands the provider the message's image and buttons with each push", async () => {
    const buttons = [
      { label: 'Vote', url: 'https://union.example/vote' },
      { label: 'Open', url: 'acmeunion://ballot/7' },
    ];
    const deliveries = await sendPush({
      pushImage: 'https://cdn.example/ballot.png',
      pushButtons: buttons,
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      title: 'Hello',
      body: 'Read this',
      platform: 'android',
      image: 'https://cdn.example/ballot.png',
      buttons,
    });
  });

  it('hands a plain push without image or buttons', async () => {
    const deliveries = await sendPush({});
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).not.toHaveProperty('image');
    expect(deliveries[0]).not.toHaveProperty('buttons');
  });
});
