import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { companies } from '../db/schema/companies';
import { seedDemo } from '../db/seed/demo';
import {
  killAllApiProcesses,
  sleep,
  startApiProcess,
  waitFor,
  type ApiProcess,
} from '../../tests/reliability/apiProcess';
import {
  call,
  field,
  printFigures,
  sendNowBody,
  signIn,
  thousands,
} from '../../tests/reliability/http';
import {
  createAudience,
  creditsOf,
  describeTally,
  tallySend,
  type AudienceMix,
} from '../../tests/reliability/sendFixture';

/**
 * Exactly once on the embedded default: the real API process (server/main.ts, as `npm start`
 * runs it) on PGlite in a data folder, sending one message to thousands of app users, is killed
 * with SIGKILL in the middle of the fan-out, restarted on the same folder, and killed again.
 * Every recipient must end with one receipt and one outbox row, and the channel's SMS credits
 * spent exactly. The test is about the embedded database, so `npm run test:pg` skips it.
 */
const AUDIENCE = 12_000;
const KILLS = 3;
/** Small batches, so the fan-out takes several seconds and every kill lands inside it. */
const ENV = {
  SEED: 'demo',
  DELIVERY_WORKER: 'on',
  DELIVERY_BATCH_SIZE: '200',
  // A restarted process has a new worker id; a short lease lets it take the send over soon.
  DELIVERY_LEASE_MS: '1000',
};

let dataDir: string;
let channelId: string;
let mix: AudienceMix;
let creditsBefore: { used: number; purchased: number };

async function progress(api: ApiProcess, token: string, messageId: string) {
  const answer = await call(api.url, token, 'GET', `/messages/acme/message/${messageId}?limit=1`);
  if (answer.status !== 200) throw new Error(`progress: ${answer.status} ${api.output()}`);
  return {
    sent: Number(field(answer.body, 'data', 'message', 'sent')),
    status: Number(field(answer.body, 'data', 'message', 'status')),
  };
}

describe('the embedded API killed during a send', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tidings-killed-api-'));
    // The data folder as a first `npm start` leaves it, plus a channel of acme with its audience.
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      await database.migrate();
      await seedDemo(database.db);
      const [acme] = await database.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyId, 'acme'));
      if (!acme) throw new Error('no acme');
      ({ channelId, mix } = await createAudience(database.db, acme.id, AUDIENCE));
      creditsBefore = await creditsOf(database.db, channelId);
    } finally {
      await database.close();
    }
  }, 60_000);

  afterAll(async () => {
    killAllApiProcesses();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`sends to every recipient exactly once across ${KILLS} SIGKILLs and restarts`, async () => {
    const started = Date.now();
    let api = await startApiProcess({ ...ENV, DATA_DIR: dataDir });
    const token = await signIn(api.url, 'admin@acme.test');

    const counted = await call(api.url, token, 'POST', '/messages/audience', {
      cpId: channelId,
      device: 'all',
      audience: { kind: 'all' },
    });
    expect(counted.status).toBe(200);
    expect(field(counted.body, 'data')).toMatchObject({
      total: mix.total,
      push: mix.push,
      sms: mix.sms,
      email: mix.email,
      none: mix.none,
      creditsRemaining: mix.sms,
    });
    const sent = await call(api.url, token, 'POST', '/messages/', sendNowBody(channelId, 'Kill'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const messageId = String(field(sent.body, 'data', 'message', '_id'));

    // Each life of the process must get some of the fan-out done before it is killed, at a
    // varying moment: inside a batch's statement or between two.
    const killedAt: number[] = [];
    let seen = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const now = await waitFor(
        'the fan-out to move on',
        async () => {
          const p = await progress(api, token, messageId);
          if (p.status === 0) throw new Error(`the send finished before kill ${kill + 1}`);
          return p.sent > seen ? p : null;
        },
        { timeoutMs: 30_000 },
      );
      await sleep(Math.floor(Math.random() * 150));
      await api.stop('SIGKILL');
      killedAt.push(now.sent);
      seen = now.sent;
      api = await startApiProcess({ ...ENV, DATA_DIR: dataDir });
    }
    await waitFor(
      'the send to finish',
      async () => ((await progress(api, token, messageId)).status === 0 ? true : null),
      { timeoutMs: 45_000, everyMs: 100 },
    );
    await api.stop('SIGTERM');
    expect(api.child.exitCode, api.output()).toBe(0);

    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    const tally = await tallySend(database.db, messageId, channelId, creditsBefore).finally(() =>
      database.close(),
    );
    printFigures(
      `embedded API (PGlite) killed ${KILLS} times mid-send (at ` +
        `${killedAt.map(thousands).join(', ')} sent), restarted on its data folder: ` +
        `${describeTally(tally, mix.sms)} [${((Date.now() - started) / 1000).toFixed(1)} s]`,
    );

    expect(killedAt.every((n) => n > 0 && n < mix.total - mix.none)).toBe(true);
    expect(tally).toMatchObject({
      audience: mix.total,
      missing: 0,
      duplicated: 0,
      strays: 0,
      receipts: mix.total,
      push: mix.push,
      sms: mix.sms,
      email: mix.email,
      none: mix.none,
      outbox: mix.total - mix.none,
      outboxMissing: 0,
      outboxDuplicated: 0,
      occurrences: 1,
      doneOccurrences: 1,
      creditsSpent: mix.sms,
    });
  }, 120_000);
});
