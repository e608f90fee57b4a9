import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../../contract/messageTemplates';
import type { MessageDetailResponse, SentMessageResponse } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { selectRows } from '../../db/rows';
import { deliverDue } from '../delivery/testKit';
import { ACME, messagesTestKit, type MessagesTestKit } from '../messages/testKit';

let t: TestApp;
let k: MessagesTestKit;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
});
afterAll(() => t.close());

const templateBody = {
  name: 'Dues reminder',
  title: 'Dues are due, {{ firstname | default: "member" }}',
  push_message: 'Hi {{ firstname | default: "member" }}, your dues are due on the 1st.',
  message: '<p>Pay at the office.</p>',
  variants: [
    {
      language: 'es',
      title: 'Cuotas pendientes',
      push_message: 'Hola {{ firstname | default: "socio" }}, paga antes del día 1.',
      message: '<p>Paga en la oficina.</p>',
    },
  ],
};

const changedBody = {
  ...templateBody,
  title: 'Dues changed',
  push_message: 'New wording',
  message: '<p>New body</p>',
  variants: [{ language: 'es', title: 'Cambiado', push_message: 'Nuevo', message: '' }],
};

/** Each outbox title and body the message's delivery wrote. */
async function outboxOf(messageId: string) {
  return selectRows<{ title: string | null; body: string | null }>(
    t.db,
    sql`select o.title, o.body from delivery_outbox o
      join message_receipts r on r.id = o.receipt_id
      join message_occurrences oc on oc.id = r.occurrence_id
      where oc.message_id = ${messageId}`,
  );
}

/**
 * Active acme members a push reaches (a live device, no opt-out): ids are random, so members picked by id
 * alone may have none, and a push-only send would write them no outbox row.
 */
async function withDevices(limit: number): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    t.db,
    sql`select u.id::text as id from mobile_users u join companies c on c.id = u.company_id
      where c.company_id = 'acme' and u.is_active = 1 and u.is_deleted = 0 and u.registered
        and u.has_push_token
        and not exists (select 1 from member_opt_outs o where o.mobile_user_id = u.id)
      order by u.id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

describe('a message written from a template', () => {
  it("keeps the template's text it was sent with after the template changes", async () => {
    const created = await k.call(ACME, 'POST', '/message-templates', { payload: templateBody });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<{ data: MessageTemplate }>().data;

    // Compose copies the template's texts into the message it sends, as the picker fills them.
    const everyone = await k.channel('acme', 'DEFAULT');
    const sent = await k.call(ACME, 'POST', '/messages/', {
      payload: {
        type: 'Regular Message',
        title: template.title,
        push_message: template.push_message,
        message: template.message,
        variants: template.variants,
        device: 'all',
        isReadRequired: false,
        enableFeedback: false,
        deliveryMode: 'push',
        audience: {
          kind: 'users',
          filter: { selectionType: 'ids', userIds: await withDevices(2) },
        },
        cpId: everyone,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { message } = sent.json<SentMessageResponse>().data;

    // The template changes before the message has even gone out.
    const changed = await k.call(ACME, 'PUT', `/message-templates/${template._id}`, {
      payload: changedBody,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: MessageTemplate }>().data.title).toBe('Dues changed');
    await deliverDue(t.db, new Date(Date.now() + 1000));

    const detail = await k.call(ACME, 'GET', `/messages/acme/message/${message._id}?limit=10`);
    expect(detail.statusCode, detail.body).toBe(200);
    const stored = detail.json<MessageDetailResponse>().data.message;
    expect(stored).toMatchObject({
      title: templateBody.title,
      push_message: templateBody.push_message,
      message: templateBody.message,
    });
    expect(stored.variants).toEqual(templateBody.variants);
    // What went out is the old text too, rendered for each member, never the new wording.
    const outbox = await outboxOf(message._id);
    expect(outbox.length).toBeGreaterThan(0);
    for (const row of outbox) {
      expect(row.body).not.toContain('New wording');
      expect(row.body).not.toContain('Nuevo');
      expect(row.title).toMatch(/^(Dues are due|Cuotas pendientes)/);
    }
  });
});
