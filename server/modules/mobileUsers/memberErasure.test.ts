import { sql, type SQL } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberExport } from '../../../contract/memberData';
import { selectRows } from '../../db/rows';
import { tallyOf } from '../../../tests/api/counterTally';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { giveDevice, issueAppToken } from '../devices/testKit';
import { recordOptOut } from '../optOuts/public';
import { usersKit } from './testKit';

/** The member's values the erasure must leave nowhere: each is searched for in every column. */
const ERASED = {
  firstName: 'Zephyrine',
  lastName: 'Quartermaine',
  email: 'zephyrine.quartermaine@erasure.test',
  phone: '+15550199887',
  customField: 'Quillfeather Local 77',
  feedbackComment: 'Vexillology forever, says the comment',
  chatText: 'Xylophone rehearsal moved to Thursday',
  membershipId: 'UNION-ZQ-99173',
};

let t: TestApp;
let k: ReturnType<typeof usersKit>;
let acme: string;
let member: string;
let bystander: string;
let messageId: string;

const one = async <T extends Record<string, unknown>>(query: SQL): Promise<T> => {
  const [row] = await selectRows<T>(t.db, query);
  if (!row) throw new Error('no row');
  return row;
};

/** Every text, varchar and jsonb column of every table that holds one of the values. */
async function hitsOf(value: string): Promise<string[]> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    t.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema
        and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      where c.table_schema = 'public'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')
      order by 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(100);
  const hits: string[] = [];
  const pattern = `%${value}%`;
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
        where ${sql.identifier(column)}::text ilike ${pattern}`,
    );
    if (row && row.n > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

const countersOf = async () => ({
  receipts: await selectRows(t.db, sql`select * from message_receipt_counts order by 1, 2, 3`),
  board: await selectRows(t.db, sql`select * from message_board_counts order by 1, 2, 3, 4`),
});

beforeAll(async () => {
  t = await createTestApp();
  k = usersKit(t);
  acme = await t.companyIdOf('acme');
  // The acme member with the most receipts: one who has been sent messages.
  ({ id: member } = await one<{ id: string }>(
    sql`select r.mobile_user_id as id from message_receipts r
      join message_occurrences o on o.id = r.occurrence_id
      join messages m on m.id = o.message_id and m.company_id = ${acme}
      join mobile_users u on u.id = r.mobile_user_id and u.is_deleted = 0
      group by 1 order by count(*) desc, 1 limit 1`,
  ));
  ({ id: bystander } = await one<{ id: string }>(
    sql`select id from mobile_users where company_id = ${acme} and is_deleted = 0
      and id <> ${member} order by id limit 1`,
  ));
  // Who they are (set before capture, as an import would), then edits through the API, audited.
  await t.db.execute(sql`update mobile_users set first_name = ${ERASED.firstName},
      last_name = ${ERASED.lastName}, email = ${ERASED.email}, phone = ${ERASED.phone},
      userid = ${ERASED.membershipId}, zipcode = '94110', reported_time_zone = 'Europe/Lisbon'
    where id = ${member}`);
  const fields = await k.request(
    'admin@acme.test',
    'PUT',
    `/user/mobile-users/${member}/custom-fields`,
    { customFields: [{ name: 'Local', value: ERASED.customField }] },
  );
  expect(fields.statusCode, fields.body).toBe(200);
  const language = await k.request(
    'admin@acme.test',
    'PUT',
    `/user/mobile-users/${member}/language`,
    {
      language: 'es',
    },
  );
  expect(language.statusCode, language.body).toBe(200);

  const receipt = await one<{ id: string; occurrence_id: string; message_id: string }>(
    sql`select r.id, r.occurrence_id, o.message_id from message_receipts r
      join message_occurrences o on o.id = r.occurrence_id
      join messages m on m.id = o.message_id and m.company_id = ${acme}
      where r.mobile_user_id = ${member} order by r.sent_at desc, r.id limit 1`,
  );
  messageId = receipt.message_id;
  await t.db.execute(sql`update message_receipts set feedback = 1, read_at = now(),
      feedback_comment = ${ERASED.feedbackComment} where id = ${receipt.id}`);
  await t.db.execute(sql`insert into delivery_outbox (receipt_id, occurrence_id, channel, address,
      title, body, state) values (${receipt.id}, ${receipt.occurrence_id}, 'sms', ${ERASED.phone},
      ${`Hello ${ERASED.firstName}`}, ${`Dear ${ERASED.firstName} ${ERASED.lastName}`}, 'stored')
    on conflict (receipt_id) do update set address = excluded.address, title = excluded.title,
      body = excluded.body`);
  await t.db.execute(sql`insert into outbox_emails ("to", subject, text)
    values (${ERASED.email}, 'Welcome', ${`Welcome ${ERASED.firstName}`})`);

  const channel = await one<{ id: string }>(
    sql`select id from content_providers where company_id = ${acme} order by id limit 1`,
  );
  const conversation = await one<{ id: string }>(
    sql`insert into chat_conversations (content_provider_id, mobile_user_id)
      values (${channel.id}, ${member}) returning id`,
  );
  await t.db.execute(sql`insert into chat_messages (conversation_id, from_channel, body) values
    (${conversation.id}, false, ${ERASED.chatText}),
    (${conversation.id}, true, ${`Thanks ${ERASED.firstName}, noted`})`);
  await t.db.execute(sql`insert into channel_pre_approvals (channel_id, email, phone)
    values (${channel.id}, ${ERASED.email}, null), (${channel.id}, null, ${ERASED.phone})`);
  await t.db.execute(sql`insert into message_audience_snapshots (snapshot_id, mobile_user_id)
    values (gen_random_uuid(), ${member})`);
  await giveDevice(t.db, member, { pushToken: 'zephyrine-device-token-0042' });
  await issueAppToken(t.db, { mobileUserId: member, companyId: acme });
  await recordOptOut(t.db, {
    companyId: acme,
    mobileUserId: member,
    channelId: null,
    delivery: 'sms',
    source: 'sms',
    detail: 'STOP',
  });
  await t.db.execute(sql`insert into member_quiet_hours (mobile_user_id, company_id, start, "end")
    values (${member}, ${acme}, 1320, 420)`);
}, 120_000);
afterAll(() => t.close());

describe("a member's export", () => {
  it('answers every section, as JSON and as a zip with a CSV per section', async () => {
    const response = await k.request(
      'admin@acme.test',
      'GET',
      `/user/mobile-users/${member}/export`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`member-data-${member}.json`);
    const data = response.json<MemberExport>();
    expect(data.member).toMatchObject({
      _id: member,
      firstname: ERASED.firstName,
      email: ERASED.email,
      phone: ERASED.phone,
      language: 'es',
    });
    expect(data.customFields).toEqual([{ name: 'Local', value: ERASED.customField }]);
    expect(data.channels.length + data.groups.length).toBeGreaterThan(0);
    expect(data.devices).toContainEqual(expect.objectContaining({ pushToken: '••••0042' }));
    for (const device of data.devices) expect(device.pushToken).toMatch(/^••••.{4}$/);
    expect(response.body).not.toContain('zephyrine-device-token');
    expect(data.appSessions).toHaveLength(1);
    const answered = data.messages.find((m) => m.feedbackComment === ERASED.feedbackComment);
    expect(answered).toMatchObject({ messageId, feedback: 1 });
    expect(answered?.title.length).toBeGreaterThan(0);
    expect(answered?.readAt).not.toBeNull();
    expect(data.chats.map((c) => c.body)).toContain(ERASED.chatText);
    expect(data.optOuts).toContainEqual(
      expect.objectContaining({ channelId: null, delivery: 'sms', source: 'sms' }),
    );
    expect(data.consentHistory).toContainEqual(
      expect.objectContaining({ delivery: 'sms', optedOut: true, detail: 'STOP' }),
    );
    expect(data.quietHours).toEqual({ start: '22:00', end: '07:00' });

    const zipped = await t.app.inject({
      method: 'GET',
      url: `/user/mobile-users/${member}/export?format=zip`,
      headers: await k.headersOf('admin@acme.test'),
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zipped.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        'member-data.json',
        'profile.csv',
        'custom-fields.csv',
        'groups.csv',
        'channels.csv',
        'devices.csv',
        'app-sessions.csv',
        'messages.csv',
        'chats.csv',
        'opt-outs.csv',
        'consent-history.csv',
        'quiet-hours.csv',
      ].sort(),
    );
    const json = JSON.parse(
      strFromU8(files['member-data.json'] ?? new Uint8Array()),
    ) as MemberExport;
    expect(json.member._id).toBe(member);
    expect(strFromU8(files['messages.csv'] ?? new Uint8Array())).toContain(ERASED.feedbackComment);
    expect(strFromU8(files['profile.csv'] ?? new Uint8Array())).toContain(ERASED.phone);
  });

  it("is another organisation's 404, a channel admin's 403, and refuses a format it has not", async () => {
    const elsewhere = await k.request(
      'admin@globex.test',
      'GET',
      `/user/mobile-users/${member}/export`,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(ERASED.firstName);
    const channel = await k.request(
      'channel@acme.test',
      'GET',
      `/user/mobile-users/${member}/export`,
    );
    expect(channel.statusCode).toBe(403);
    const pdf = await k.request(
      'admin@acme.test',
      'GET',
      `/user/mobile-users/${member}/export?format=pdf`,
    );
    expect(pdf.statusCode).toBe(400);
  });

  it("answers the app's member their own data only, and nobody without a live app token", async () => {
    const ownToken = await issueAppToken(t.db, { mobileUserId: bystander, companyId: acme });
    const own = await t.app.inject({
      method: 'GET',
      url: '/app/data-export',
      headers: { authorization: `Bearer ${ownToken}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    const data = own.json<{ data: MemberExport }>().data;
    expect(data.member._id).toBe(bystander);
    expect(own.body).not.toContain(ERASED.firstName);
    expect(own.body).not.toContain(member);
    const none = await t.app.inject({ method: 'GET', url: '/app/data-export' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/app/data-export',
      headers: { authorization: 'Bearer not-an-app-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe("a member's erasure", () => {
  it('refuses a body without the confirmation, and another organisation, erasing nothing', async () => {
    for (const payload of [{}, { confirm: 'erase' }, { confirm: 'ERASE ' }, { confirm: true }]) {
      const refused = await k.request(
        'admin@acme.test',
        'POST',
        `/user/mobile-users/${member}/erase`,
        payload,
      );
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const elsewhere = await k.request(
      'admin@globex.test',
      'POST',
      `/user/mobile-users/${member}/erase`,
      {
        confirm: 'ERASE',
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    const channel = await k.request(
      'channel@acme.test',
      'POST',
      `/user/mobile-users/${member}/erase`,
      {
        confirm: 'ERASE',
      },
    );
    expect(channel.statusCode).toBe(403);
    expect(await hitsOf(ERASED.firstName)).toContain('mobile_users.first_name');
  });

  it('leaves none of the member anywhere, keeps every count, and cannot be done twice', async () => {
    // Before: each value is somewhere (the search could not miss it), and the counts as they are.
    for (const value of Object.values(ERASED)) expect(await hitsOf(value), value).not.toEqual([]);
    expect(await hitsOf(ERASED.customField)).toContain('audit_log.changes');
    const before = await countersOf();
    const history = await k.request('admin@acme.test', 'GET', '/messages/all?limit=100');
    expect(history.statusCode).toBe(200);

    const erased = await k.request(
      'admin@acme.test',
      'POST',
      `/user/mobile-users/${member}/erase`,
      {
        confirm: 'ERASE',
      },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<{ data: { _id: string } }>().data._id).toBe(member);

    for (const value of Object.values(ERASED)) expect(await hitsOf(value), value).toEqual([]);

    // The tombstone: kept, deleted, named as erased; its receipts and their answers kept.
    const tombstone = await one<{ first_name: string; is_deleted: number; erased_at: unknown }>(
      sql`select first_name, is_deleted, erased_at from mobile_users where id = ${member}`,
    );
    expect(tombstone).toMatchObject({ first_name: 'Erased member', is_deleted: 1 });
    expect(tombstone.erased_at).not.toBeNull();
    const kept = await one<{ n: number; answered: number }>(
      sql`select count(*)::int as n, count(feedback)::int as answered from message_receipts
        where mobile_user_id = ${member}`,
    );
    expect(kept.n).toBeGreaterThan(0);
    expect(kept.answered).toBeGreaterThan(0);
    for (const table of [
      'mobile_user_devices',
      'app_user_tokens',
      'member_opt_outs',
      'chat_conversations',
      'message_audience_snapshots',
      'member_quiet_hours',
    ]) {
      const rows = await selectRows(
        t.db,
        sql`select 1 from ${sql.identifier(table)} where mobile_user_id = ${member}`,
      );
      expect(rows, table).toEqual([]);
    }

    // Every message's counts and rates as they were; the history answers the same figures.
    expect(await countersOf()).toEqual(before);
    const after = await k.request('admin@acme.test', 'GET', '/messages/all?limit=100');
    expect(after.json()).toEqual(history.json());

    // The counters still match the rows.
    expect(
      await tallyOf(t.db, sql`select * from mobile_user_counts`, [
        'company_id',
        'is_active',
        'registered',
        'version',
      ]),
    ).toEqual(
      await tallyOf(
        t.db,
        sql`select company_id, is_active, registered, version, count(*) as users from mobile_users
          where is_deleted = 0 group by 1, 2, 3, 4`,
        ['company_id', 'is_active', 'registered', 'version'],
      ),
    );
    const channelKeys = ['content_provider_id', 'company_id', 'is_active', 'registered', 'version'];
    expect(await tallyOf(t.db, sql`select * from channel_user_counts`, channelKeys)).toEqual(
      await tallyOf(
        t.db,
        sql`select f.content_provider_id, u.company_id, u.is_active, u.registered, u.version,
            count(*) as users
          from channel_followers f join mobile_users u on u.id = f.mobile_user_id
          where u.is_deleted = 0 group by 1, 2, 3, 4, 5`,
        channelKeys,
      ),
    );

    // The erasure's own entry names the fields it emptied, not what they held.
    const entry = await one<{
      changes: { table: string; id: string; old: Record<string, unknown> }[];
    }>(
      sql`select changes from audit_log where route like '%/erase' and target_id = ${member}
        order by at desc limit 1`,
    );
    const own = entry.changes.find((change) => change.table === 'mobile_users');
    expect(own?.old).toMatchObject({ first_name: '[erased]', email: '[erased]', is_deleted: 0 });

    // Out of the users list, and a second erasure refused.
    const listed = await k.list('admin@acme.test', { searchString: 'Erased member' });
    expect(listed.users ?? []).toEqual([]);
    const again = await k.request('admin@acme.test', 'POST', `/user/mobile-users/${member}/erase`, {
      confirm: 'ERASE',
    });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'error_member_erased',
    ]);
    const exported = await k.request(
      'admin@acme.test',
      'GET',
      `/user/mobile-users/${member}/export`,
    );
    expect(exported.statusCode).toBe(409);
  }, 120_000);
});
