import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { MESSAGE_AUDIT_HEADER } from './auditCsvRepository';
import { ACME, CHANNEL5, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let messageId: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  const primary = await k.channel('acme', 'PRIMARY');
  const [u1, u2, u3, u4, u5] = await k.users('acme', 5);
  if (!u1 || !u2 || !u3 || !u4 || !u5) throw new Error('acme has users');
  const read = new Date('2026-05-01T10:00:00Z');
  const sent = await k.sentMessage('acme', primary, [
    { userId: u1 },
    { userId: u2, readAt: read, readResponse: true, feedback: 1, feedbackComment: '=SUM(A1)' },
    { userId: u3, readAt: read, feedback: -1, channel: 'sms' },
    // Confirmed, then answered no; and answered yes without pressing Confirm: both confirmed.
    { userId: u4, readAt: read, readResponse: true, feedback: 0, channel: 'email' },
    { userId: u5, readAt: read, feedback: 1, channel: 'none' },
  ]);
  messageId = sent.message.id;
});
afterAll(() => t.close());

const download = (email: string, id: string) =>
  k.call(email, 'POST', '/user/mobile-users/download-message-audit', {
    payload: { messageId: id },
  });

describe('POST /user/mobile-users/download-message-audit', () => {
  it('writes every receipt with its user, channel, time and statuses, BOM first and formula-safe', async () => {
    const response = await download(ACME, messageId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="message-audit-${messageId}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(response.body, { bom: true });
    expect(rows[0]).toEqual([...MESSAGE_AUDIT_HEADER]);
    const body = rows.slice(1);
    expect(body).toHaveLength(5);
    const statuses = body.map((row) => [row[2], row[4], row[5], row[6]]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['Push', 'not opened', 'not opened', ''],
        ['Push', 'opened/confirmed', 'opened/yes', "'=SUM(A1)"],
        ['SMS', 'opened/unconfirmed', 'opened/uncommited', ''],
        ['Email', 'opened/confirmed', 'opened/no', ''],
        ['Not reached', 'opened/confirmed', 'opened/yes', ''],
      ]),
    );
    for (const row of body) {
      expect(row[0]?.length).toBeGreaterThan(0);
      expect(row[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it("answers 404 to another channel's admin and to a globex admin, and 401 without a token", async () => {
    expect((await download(CHANNEL5, messageId)).statusCode).toBe(404);
    const globex = await download(GLOBEX, messageId);
    expect(globex.statusCode).toBe(404);
    expect(globex.json()).toMatchObject({ code: 'not_found' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/user/mobile-users/download-message-audit',
      payload: { messageId },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await download(ACME, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
  });
});
