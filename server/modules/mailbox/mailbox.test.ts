import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../../contract/auth';
import type { MailboxResponse } from '../../../contract/mailbox';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { deliveryOutbox } from '../../db/schema/messages';
import { createSmtpEmail } from '../../providers/email/smtpEmail';
import { runOutboxCommand } from '../../scripts/outboxCommand';
import {
  bearer,
  createTestApp,
  TEST_MAILBOX_KEY,
  TEST_SECRET,
  type TestApp,
} from '../../../tests/api/harness';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['super@tidings.test', 'admin@acme.test', 'channel@acme.test']) {
    tokens.set(email, await t.tokenFor(email));
  }
});
afterAll(() => t.close());

const as = (email: string) => bearer(tokens.get(email) ?? '');

async function mailbox(query: string, email = 'super@tidings.test') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/mailbox?${query}`,
    headers: as(email),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MailboxResponse>().data;
}

/** A message's text or push kept in the outbox (no provider), `seconds` from now. */
async function keptDelivery(channel: 'sms' | 'push', address: string, body: string, seconds = 0) {
  await t.db.insert(deliveryOutbox).values({
    receiptId: randomUUID(),
    channel,
    address,
    title: channel === 'push' ? 'Ballot opens' : '',
    body,
    state: 'stored',
    createdAt: new Date(Date.now() + seconds * 1000),
  });
}

describe('GET /mailbox', () => {
  it('lists account email and kept texts newest first, searched and paged', async () => {
    const run = randomUUID().slice(0, 8);
    await t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email: 'admin@acme.test' },
      remoteAddress: '10.9.0.1',
    });
    const reset = await t.emailTo('admin@acme.test');
    await keptDelivery(
      'sms',
      '+15550100001',
      `Acme: Hi Sam ${run}, finish signing up for Acme News here: http://console.test/acme/register/sms/${run}`,
      2,
    );
    await keptDelivery('push', 'device-1', `A push ${run}`, 3);

    const all = await mailbox('limit=2');
    // The text came last (two seconds on), then the reset email; the push is not mail.
    expect(all.items.map((item) => item.kind)).toEqual(['text', 'email']);
    expect(all.items[0]).toMatchObject({
      to: '+15550100001',
      delivery: { state: 'stored', attempts: 0, lastError: null },
    });
    expect(all.items[0]?.text).toContain(`/acme/register/sms/${run}`);
    expect(all.items[1]).toMatchObject({
      _id: reset.id,
      kind: 'email',
      to: 'admin@acme.test',
      subject: reset.subject,
      delivery: null,
    });
    expect(all.items[1]?.text).toContain('/password/reset/admin/');
    expect(all.total).toBeGreaterThanOrEqual(2);

    const next = await mailbox('limit=2&page=2');
    expect(next.items.map((item) => item._id)).not.toContain(all.items[0]?._id);
    expect(next.total).toBe(all.total);

    const searched = await mailbox(`search=${run.toUpperCase()}`);
    expect(searched.total).toBe(1);
    expect(searched.items[0]?.kind).toBe('text');
    expect((await mailbox(`kind=email&search=${run}`)).total).toBe(0);
    expect((await mailbox(`kind=push&search=${run}`)).items[0]?.text).toBe(`A push ${run}`);
    // A search's wildcards are plain characters.
    expect((await mailbox('search=%25_%25')).total).toBe(0);
  });

  it('is for platform admins only', async () => {
    for (const email of ['admin@acme.test', 'channel@acme.test']) {
      const response = await t.app.inject({ method: 'GET', url: '/mailbox', headers: as(email) });
      expect(response.statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(401);
  });

  it("tells a platform admin's console there is a mailbox, and nobody else's", async () => {
    const flag = async (email: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/user/profile', headers: as(email) })
      ).json<ProfileResponse>().data.devMailbox;
    expect(await flag('super@tidings.test')).toBe(true);
    expect(await flag('admin@acme.test')).toBeUndefined();
  });
});

describe('GET /mailbox/local', () => {
  const local = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/mailbox/local?limit=1', headers });

  it("answers the holder of the data folder's key, and nobody else", async () => {
    const answered = await local({ 'x-mailbox-key': TEST_MAILBOX_KEY });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<MailboxResponse>().data.items).toHaveLength(1);
    expect((await local()).statusCode).toBe(401);
    expect((await local({ 'x-mailbox-key': `${TEST_MAILBOX_KEY}x` })).statusCode).toBe(401);
    // A platform admin's session is no key.
    expect((await local(as('super@tidings.test'))).statusCode).toBe(401);
  });
});

describe('with an SMTP server', () => {
  it('has no mailbox: both routes say so, and the profile offers none', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tidings-test-smtp-'));
    const app = await buildApp({
      db: t.db,
      config: loadConfig({
        NODE_ENV: 'test',
        SEED: 'none',
        DATA_DIR: dataDir,
        SMTP_URL: 'smtp://127.0.0.1:1',
      }),
      email: createSmtpEmail('smtp://127.0.0.1:1', 'Tidings <no-reply@tidings.test>'),
      jwtSecret: TEST_SECRET,
      mailboxKey: TEST_MAILBOX_KEY,
      logStream: false,
    });
    try {
      const headers = as('super@tidings.test');
      for (const request of [
        { url: '/mailbox', headers },
        { url: '/mailbox/local', headers: { 'x-mailbox-key': TEST_MAILBOX_KEY } },
      ]) {
        const response = await app.inject({ method: 'GET', ...request });
        expect(response.statusCode, request.url).toBe(404);
        expect(response.json<{ code: string }>().code).toBe('error_mailbox_unavailable');
      }
      const profile = await app.inject({ method: 'GET', url: '/user/profile', headers });
      expect(profile.json<ProfileResponse>().data.devMailbox).toBeUndefined();
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run outbox', () => {
  let dataDir: string;
  let apiPort: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tidings-test-outbox-'));
    await writeFile(join(dataDir, 'mailbox-key'), `${TEST_MAILBOX_KEY}\n`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiPort = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function outbox(argv: string[], config = { host: '127.0.0.1', apiPort, dataDir }) {
    const out = { code: 0, stdout: '', stderr: '' };
    out.code = await runOutboxCommand(argv, config, {
      write: (text) => (out.stdout += text),
      fail: (text) => (out.stderr += text),
    });
    return out;
  }

  it('prints what the running API kept, asked of it with the data folder’s key', async () => {
    const run = randomUUID().slice(0, 8);
    await keptDelivery('sms', '+15550100002', `Hi ${run}: http://console.test/acme/register/sms/x`);
    const texts = await outbox(['--texts', '--search', run]);
    expect(texts).toMatchObject({ code: 0, stderr: '' });
    expect(texts.stdout).toContain('text to +15550100002  [stored, 0 tries]');
    expect(texts.stdout).toContain(`Hi ${run}: http://console.test/acme/register/sms/x`);
    expect(texts.stdout).toContain('1–1 of 1, newest first.');
    expect((await outbox(['--emails', '--search', run])).stdout).toBe('The outbox is empty.\n');
    // The embedded database is the API's: the command never opens, or makes, one of its own.
    expect(await readdir(dataDir)).toEqual(['mailbox-key']);
  });

  it('says so when the API is not running, or holds another key, or sends by SMTP', async () => {
    const stopped = await outbox([], { host: '127.0.0.1', apiPort: 1, dataDir });
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain('The API is not running at http://127.0.0.1:1.');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);

    const elsewhere = await mkdtemp(join(tmpdir(), 'tidings-test-outbox-'));
    try {
      const keyless = await outbox([], { host: '127.0.0.1', apiPort, dataDir: elsewhere });
      expect(keyless.code).toBe(1);
      expect(keyless.stderr).toContain('did not take the mailbox key');
      expect(await readdir(elsewhere)).toEqual([]);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
    const wrong = await outbox(['--bogus']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('npm run outbox [-- --emails');
  });
});
