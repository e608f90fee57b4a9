import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessagePreview } from '../../../contract/messagePreview';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { ACME, GLOBEX, messagesTestKit, type MessagesTestKit } from './testKit';

let t: TestApp;
let k: MessagesTestKit;
let primary: string;
beforeAll(async () => {
  t = await createTestApp();
  k = messagesTestKit(t);
  primary = await k.channel('acme', 'PRIMARY');
  await t.db
    .update(mobileUsers)
    .set({ customFields: sql`custom_fields || '{"Local": "12"}'::jsonb` })
    .where(eq(mobileUsers.companyId, await t.companyIdOf('acme')));
});
afterAll(() => t.close());

const draft = (overrides: Record<string, unknown> = {}) => ({
  cpId: primary,
  device: 'all',
  audience: { kind: 'all' },
  title: 'Hi {{ firstname | default: "member" }}',
  push_message: 'Local {{ custom.Local }} meets on Friday',
  message: '<p>Dear {{ firstname }}</p>',
  ...overrides,
});

async function preview(payload: Record<string, unknown>, email = ACME) {
  const response = await k.call(email, 'POST', '/messages/preview', { payload });
  return { status: response.statusCode, body: response.json<{ data: MessagePreview }>() };
}

describe('POST /messages/preview', () => {
  it('writes the draft for three real members of the audience', async () => {
    const { status, body } = await preview(draft());
    expect(status).toBe(200);
    const { members, problems, customFields, sms } = body.data;
    expect(problems).toEqual([]);
    expect(customFields).toContain('Local');
    expect(members).toHaveLength(3);
    const ids = members.map((member) => member._id);
    const stored = await t.db
      .select({ id: mobileUsers.id, firstName: mobileUsers.firstName })
      .from(mobileUsers)
      .where(sql`${mobileUsers.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
    expect(stored).toHaveLength(3);
    for (const member of members) {
      const firstName = stored.find((row) => row.id === member._id)?.firstName ?? '';
      expect(member.title).toBe(`Hi ${firstName || 'member'}`);
      expect(member.push_message).toBe('Local 12 meets on Friday');
    }
    // The longest SMS: the push text with the link, at least as long as any member's.
    const longestMember = Math.max(...members.map((member) => member.push_message.length));
    expect(sms.length).toBeGreaterThan(longestMember + '/m/'.length + 36);
    expect(sms.segments).toBeGreaterThanOrEqual(1);
  });

  it('counts the SMS on the longest value a field has in the audience', async () => {
    const [user] = await k.users('acme', 1);
    if (!user) throw new Error('acme has members');
    await t.db
      .update(mobileUsers)
      .set({ firstName: 'W'.repeat(150), isActive: 1, isDeleted: 0 })
      .where(eq(mobileUsers.id, user));
    // The organisation's default channel speaks to every member: this one is in its audience.
    const everyone = await k.channel('acme', 'DEFAULT');
    const { body } = await preview(
      draft({
        cpId: everyone,
        push_message: 'Hi {{ firstname }}',
        audience: { kind: 'users', filter: { selectionType: 'ids', userIds: [user] } },
      }),
    );
    expect(body.data.members.map((member) => member._id)).toEqual([user]);
    expect(body.data.sms.length).toBeGreaterThan(150);
    expect(body.data.sms.segments).toBe(2);
  });

  it('names a field members do not have, under its field, and renders no one', async () => {
    const { status, body } = await preview(draft({ push_message: 'Hi {{ frstname }}' }));
    expect(status).toBe(200);
    expect(body.data.problems).toEqual([
      { field: 'push_message', message: expect.stringContaining('{{ frstname }}') as string },
    ]);
    expect(body.data.members).toEqual([]);
  });

  it("shows no other organisation's members, and 404s its channel", async () => {
    const other = await preview(draft(), GLOBEX);
    expect(other.status).toBe(404);
  });

  it("shows each member the version of their language, and names a version's bad field", async () => {
    const [user] = await k.users('acme', 1);
    if (!user) throw new Error('acme has members');
    await t.db
      .update(mobileUsers)
      .set({ language: 'es', firstName: 'Lucía', isActive: 1, isDeleted: 0 })
      .where(eq(mobileUsers.id, user));
    const everyone = await k.channel('acme', 'DEFAULT');
    const spanish = {
      language: 'es',
      title: 'Hola {{ firstname }}',
      push_message: 'La sección se reúne el jueves',
      message: '<p>Hola</p>',
    };
    const { body } = await preview(
      draft({
        cpId: everyone,
        title: 'Hi {{ firstname }}',
        audience: { kind: 'users', filter: { selectionType: 'ids', userIds: [user] } },
        variants: [spanish],
      }),
    );
    expect(body.data.members).toEqual([
      expect.objectContaining({
        _id: user,
        language: 'es',
        title: 'Hola Lucía',
        push_message: 'La sección se reúne el jueves',
      }),
    ]);
    const wrong = await preview(
      draft({ cpId: everyone, variants: [{ ...spanish, push_message: 'Hola {{ apodo }}' }] }),
    );
    expect(wrong.body.data.problems).toEqual([
      { field: 'variants.0.push_message', message: expect.stringContaining('apodo') as string },
    ]);
  });
});
