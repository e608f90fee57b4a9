import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentMessageResponse } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { messages } from '../../db/schema/messages';
import { deliverDue } from '../delivery/testKit';
import { ACME, messagesTestKit, type MessagesTestKit } from './testKit';

/*
 * A call's request id follows what it queues (docs/decisions.md, "Request ids"): the message,
 * its occurrence, and through the occurrence every delivery row the fan-out writes for it.
 */

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

async function sendAs(requestId: string | null) {
  const members = await k.users('acme', 3);
  const answer = await k.call(ACME, 'POST', '/messages/', {
    headers: requestId ? { 'x-request-id': requestId } : {},
    payload: {
      type: 'Regular Message',
      title: 'Picket moved',
      push_message: 'The picket starts at 7',
      message: '<p>The picket starts at 7</p>',
      device: 'all',
      isReadRequired: false,
      enableFeedback: false,
      deliveryMode: 'push',
      audience: { kind: 'users', filter: { selectionType: 'ids', userIds: members } },
      cpId: await k.channel('acme', 'DEFAULT'),
    },
  });
  expect(answer.statusCode).toBe(200);
  return { id: answer.json<SentMessageResponse>().data.message._id, answer };
}

/** The request id each delivery row of a message leads back to, through its occurrence. */
const outboxRequestIds = async (messageId: string) =>
  (
    await selectRows<{ request_id: string | null }>(
      t.db,
      sql`select oc.request_id from delivery_outbox o
        join message_occurrences oc on oc.id = o.occurrence_id
        where oc.message_id = ${messageId}`,
    )
  ).map((row) => row.request_id);

describe('request ids on what a call queues', () => {
  it('records the caller’s X-Request-Id on the message, its occurrence and so its delivery rows', async () => {
    const { id, answer } = await sendAs('compose-7f3a.1');
    expect(answer.headers['x-request-id']).toBe('compose-7f3a.1');
    expect((await k.message(id)).requestId).toBe('compose-7f3a.1');
    const [occurrence] = await k.occurrencesOf(id);
    expect(occurrence?.requestId).toBe('compose-7f3a.1');

    const lines: string[] = [];
    const keep = (line: string) => lines.push(line);
    await deliverDue(t.db, new Date(Date.now() + 60_000), 1000, {
      info: keep,
      warn: keep,
      error: keep,
    });
    const rows = await outboxRequestIds(id);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows)).toEqual(new Set(['compose-7f3a.1']));
    // The worker's log lines about the fan-out name the request, so one id leads from the
    // API's log through the engine's.
    const about = lines.filter((line) => line.includes(`occurrence ${occurrence?.id ?? '?'}`));
    expect(about).toEqual([
      expect.stringMatching(/\(request compose-7f3a\.1\): fan-out taken$/),
      expect.stringMatching(
        /\(request compose-7f3a\.1\): fan-out done, 3 recipients written here$/,
      ),
    ]);
  });

  it('records the id the API gave a call that brought none, and each call its own', async () => {
    const first = await sendAs(null);
    const second = await sendAs(null);
    const given = first.answer.headers['x-request-id'];
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect((await k.message(first.id)).requestId).toBe(given);
    expect((await k.message(second.id)).requestId).toBe(second.answer.headers['x-request-id']);
    expect(given).not.toBe(second.answer.headers['x-request-id']);
  });

  it('leaves it empty on what is written outside a request', async () => {
    const [row] = await t.db
      .insert(messages)
      .values({
        companyId: await t.companyIdOf('acme'),
        title: 'Written by a script',
        pushMessage: 'x',
        message: '<p>x</p>',
      })
      .returning();
    expect(row?.requestId).toBeNull();
    await t.db.delete(messages).where(eq(messages.id, row?.id ?? ''));
  });
});
