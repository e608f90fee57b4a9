import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelListItem } from '../../../contract/channels';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { brandingBody } from '../company/testKit';
import { channelForm, channelsTestKit } from './testKit';

let t: TestApp;
let kit: ReturnType<typeof channelsTestKit>;
const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const SUPER = 'super@tidings.test';

beforeAll(async () => {
  t = await createTestApp();
  kit = channelsTestKit(t);
});
afterAll(() => t.close());

async function create(data: object, withImage = false, email = ADMIN) {
  const response = await kit.call(email, 'POST', '/content-provider', channelForm(data, withImage));
  return { ...response, channel: () => response.json<{ data: Channel }>().data };
}

async function item(id: string, email = ADMIN) {
  return kit.call(email, 'GET', `/content-provider/item/${id}`);
}

async function page(query: string, email = ADMIN) {
  const response = await kit.call(email, 'GET', `/content-provider/acme?${query}`);
  return response.json<{ data: ChannelListItem[]; total?: number }>();
}

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  const [row] = await selectRows<T>(t.db, query);
  if (!row) throw new Error('no row');
  return row;
}

describe('POST /content-provider', () => {
  it('creates a channel with its image, the next number and its creator', async () => {
    const before = await one<{ n: unknown }>(
      sql`select max(channel_number) as n from content_providers p join companies c
        on c.id = p.company_id where c.company_id = 'acme'`,
    );
    const created = await create(
      {
        clientName: 'Acme Safety Alerts',
        contactName: 'Dana Ruiz',
        email: 'Safety@Acme.test',
        unregisteredMemberMessaging: true,
        links: [{ name: 'Safety manual', url: 'https://example.com/safety' }],
        selectedExternalApis: ['weather'],
      },
      true,
    );
    expect(created.status).toBe(201);
    const channel = created.channel();
    expect(channel).toMatchObject({
      clientName: 'Acme Safety Alerts',
      email: 'safety@acme.test',
      companyID: 'acme',
      channelNumber: Number(before.n) + 1,
      unregisteredMemberMessaging: true,
      isCompanyDefault: false,
      channelType: 'SECONDARY',
      userCount: 0,
      sentSms: 0,
      selectedExternalApis: ['weather'],
    });
    const admin = await one<{ id: string }>(sql`select id from admin_users where email = ${ADMIN}`);
    expect(channel.userid).toBe(admin.id);
    expect(channel.image).toMatch(/^\/files\//);
    const file = await t.app.inject({ method: 'GET', url: channel.image ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('refuses a name the company has (any case) and a second default channel', async () => {
    const same = await create({ clientName: 'acme safety ALERTS' });
    expect(same.status).toBe(409);
    expect(same.code()).toBe('error_cp_already_exist');
    const second = await create({ clientName: 'Another default', isCompanyDefault: true });
    expect(second.status).toBe(409);
    expect(second.code()).toBe('error_already_have_default_channel');
    // Another company may use the name.
    const globex = await create({ clientName: 'Acme Safety Alerts' }, false, GLOBEX);
    expect(globex.status).toBe(201);
    expect(globex.channel().companyID).toBe('globex');
  });

  it('refuses an image that is no image, and a platform admin without an organisation', async () => {
    const response = await kit.call(
      ADMIN,
      'POST',
      '/content-provider',
      brandingBody({ clientName: 'Bad image' }, [
        { field: 'image', name: 'x.png', type: 'image/png', content: 'not an image' },
      ]),
    );
    expect(response.status).toBe(400);
    expect(response.code()).toBe('error_image_type');
    const platform = await create({ clientName: 'Nowhere' }, false, SUPER);
    expect(platform.status).toBe(400);
    const named = await create({ clientName: 'Platform made', companyID: 'acme' }, false, SUPER);
    expect(named.status).toBe(201);
    expect(named.channel().companyID).toBe('acme');
  });
});

describe('reading channels', () => {
  it('gives one channel to its company and its own admin, never to another tenant', async () => {
    const own = await t.channelOfAdmin('channel@acme.test');
    expect((await item(own)).status).toBe(200);
    expect((await item(own, 'channel@acme.test')).status).toBe(200);
    expect((await item(own, 'channel5@acme.test')).status).toBe(404);
    expect((await item(own, GLOBEX)).status).toBe(404);
    expect((await item(own, SUPER)).status).toBe(200);
  });

  it("finds an admin's channel by the admin's id", async () => {
    const own = await t.channelOfAdmin('channel@acme.test');
    const admin = await one<{ id: string }>(
      sql`select id from admin_users where email = 'channel@acme.test'`,
    );
    const mine = await kit.call(
      'channel@acme.test',
      'GET',
      `/content-provider/by-user-id/${admin.id}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.json<{ data: Channel }>().data._id).toBe(own);
    const globex = await kit.call(GLOBEX, 'GET', `/content-provider/by-user-id/${admin.id}`);
    expect(globex.status).toBe(404);
    const company = await one<{ id: string }>(
      sql`select id from admin_users where email = ${ADMIN}`,
    );
    expect(
      (await kit.call(ADMIN, 'GET', `/content-provider/by-user-id/${company.id}`)).status,
    ).toBe(404);
  });

  it('pages, sorts and searches the list, with a total', async () => {
    const all = await page('');
    expect(all.total).toBeUndefined();
    const first = await page('limit=2&offset=0&sort=followers&order=desc');
    expect(first.data).toHaveLength(2);
    expect(first.total).toBe(all.data.length);
    const counts = all.data.map((c) => c.userCount ?? 0).sort((a, b) => b - a);
    expect(first.data.map((c) => c.userCount)).toEqual(counts.slice(0, 2));
    const second = await page('limit=2&offset=2&sort=followers&order=desc');
    expect(second.data.map((c) => c.userCount)).toEqual(counts.slice(2, 4));
    const found = await page('limit=10&search=SAFETY');
    expect(found.data.map((c) => c.clientName)).toEqual(['Acme Safety Alerts']);
    expect(found.total).toBe(1);
    const literal = await page('limit=10&search=%25');
    expect(literal.total).toBe(0);
    expect(all.data.every((c) => c.companyName === undefined)).toBe(true);
    expect(all.data.every((c) => typeof c.offAppTextCreditsRemaining === 'number')).toBe(true);
  });

  it('names the organisation of each channel for a platform admin listing every one', async () => {
    const response = await kit.call(SUPER, 'GET', '/content-provider/All?limit=50&sort=name');
    const { data } = response.json<{ data: ChannelListItem[] }>();
    expect(new Set(data.map((c) => c.companyName))).toEqual(
      new Set(['Acme Workers Union', 'Globex Teachers Association']),
    );
  });
});

describe('changing channels', () => {
  it('changes a channel with PUT and replaces its image', async () => {
    const made = (await create({ clientName: 'Acme Retirees' }, true)).channel();
    const response = await kit.call(
      ADMIN,
      'PUT',
      `/content-provider/${made._id}`,
      channelForm({ contactName: 'Lee Park', allowPushcastEmail: true }, true),
    );
    expect(response.status).toBe(200);
    const changed = response.json<{ data: Channel }>().data;
    expect(changed).toMatchObject({ contactName: 'Lee Park', allowPushcastEmail: true });
    expect(changed.image).not.toBe(made.image);
    const old = await t.app.inject({ method: 'GET', url: made.image ?? '' });
    expect(old.statusCode).toBe(404);
    const taken = await kit.call(
      ADMIN,
      'PUT',
      `/content-provider/${made._id}`,
      channelForm({ clientName: 'Acme Safety Alerts' }),
    );
    expect(taken.code()).toBe('error_cp_already_exist');
    const globex = await kit.call(
      GLOBEX,
      'PUT',
      `/content-provider/${made._id}`,
      channelForm({ contactName: 'Hijack' }),
    );
    expect(globex.status).toBe(404);
  });

  it("lets a channel admin change its own channel's links, not another's nor its plan", async () => {
    const own = await t.channelOfAdmin('channel@acme.test');
    const other = await t.channelOfAdmin('channel5@acme.test');
    const links = [{ name: 'Rota', url: 'https://example.com/rota' }];
    const mine = await kit.call('channel@acme.test', 'PUT', `/content-provider/update/${own}`, {
      payload: { featuredLinks: links },
    });
    expect(mine.status).toBe(200);
    expect(mine.json<{ data: Channel }>().data.featuredLinks).toEqual(links);
    const theirs = await kit.call('channel@acme.test', 'PUT', `/content-provider/update/${other}`, {
      payload: { featuredLinks: links },
    });
    expect(theirs.status).toBe(404);
    // Fields beyond its own settings are dropped: the plan stays as it was.
    const before = (await item(own)).json<{ data: Channel }>().data.pricePlan;
    const plan = await kit.call('channel@acme.test', 'PUT', `/content-provider/update/${own}`, {
      payload: { pricePlan: 'gold', contactName: 'Dana' },
    });
    expect(plan.status).toBe(200);
    expect(plan.json<{ data: Channel }>().data).toMatchObject({
      pricePlan: before,
      contactName: 'Dana',
    });
    const write = await kit.call(
      'channel@acme.test',
      'PUT',
      `/content-provider/${own}`,
      channelForm({ contactName: 'x' }),
    );
    expect(write.status).toBe(403);
  });

  it('duplicates settings and links, never followers, credits or the default flag', async () => {
    const source = await one<{ id: string }>(
      sql`select p.id from content_providers p join companies c on c.id = p.company_id
        where c.company_id = 'acme' and p.is_company_default`,
    );
    const response = await kit.call(ADMIN, 'POST', '/content-provider/duplicate', {
      payload: { id: source.id },
    });
    expect(response.status).toBe(201);
    const copy = response.json<{ data: Channel }>().data;
    const original = (await item(source.id)).json<{ data: Channel }>().data;
    expect(copy.clientName).toBe(`${original.clientName} (copy)`);
    expect(copy).toMatchObject({
      isCompanyDefault: false,
      isActive: 1,
      links: original.links,
      enablePrivateVideo: original.enablePrivateVideo,
      userCount: 0,
      off_app_text_credits_month: 0,
      purchased_off_app_text_credits_remaining: 0,
      sentSms: 0,
    });
    expect(copy.channelNumber).toBeGreaterThan(original.channelNumber);
    const again = await kit.call(ADMIN, 'POST', '/content-provider/duplicate', {
      payload: { id: source.id },
    });
    expect(again.json<{ data: Channel }>().data.clientName).toBe(`${original.clientName} (copy 2)`);
    const named = await kit.call(ADMIN, 'POST', '/content-provider/duplicate', {
      payload: { id: source.id, clientName: 'Acme Safety Alerts' },
    });
    expect(named.code()).toBe('error_cp_already_exist');
    const globex = await kit.call(GLOBEX, 'POST', '/content-provider/duplicate', {
      payload: { id: source.id, clientName: 'Stolen' },
    });
    expect(globex.status).toBe(404);
  });

  it('changes the status, and only in its own company', async () => {
    const made = (await create({ clientName: 'Acme Night Shift' })).channel();
    const off = await kit.call(ADMIN, 'PUT', `/content-provider/status/${made._id}`, {
      payload: { status: 0 },
    });
    expect(off.json<{ data: Channel }>().data.isActive).toBe(0);
    const globex = await kit.call(GLOBEX, 'PUT', `/content-provider/status/${made._id}`, {
      payload: { status: 1 },
    });
    expect(globex.status).toBe(404);
    expect((await item(made._id)).json<{ data: Channel }>().data.isActive).toBe(0);
  });
});

describe("a channel's places in the catalogues", () => {
  const catalogue = (table: string, company: string) =>
    one<{ id: string }>(
      sql`select t.id from ${sql.raw(table)} t join companies c on c.id = t.company_id
        where c.company_id = ${company} order by t.name limit 1`,
    );

  it("sets the company's own category, group, type and union type, and the copy keeps them", async () => {
    const [category, group, type, unionType] = await Promise.all([
      catalogue('channel_categories', 'acme'),
      catalogue('channel_groups', 'acme'),
      catalogue('channel_types', 'acme'),
      catalogue('channel_union_types', 'acme'),
    ]);
    const places = {
      category: category.id,
      group: group.id,
      type: type.id,
      unionType: unionType.id,
    };
    const created = await create({ clientName: 'Acme Placed', ...places });
    expect(created.status).toBe(201);
    expect(created.channel()).toMatchObject(places);
    const copy = await kit.call(ADMIN, 'POST', '/content-provider/duplicate', {
      payload: { id: created.channel()._id, clientName: 'Acme Placed copy' },
    });
    expect(copy.json<{ data: Channel }>().data).toMatchObject(places);
    const cleared = await kit.call(
      ADMIN,
      'PUT',
      `/content-provider/${created.channel()._id}`,
      channelForm({ category: null, type: null }),
    );
    expect(cleared.json<{ data: Channel }>().data).toMatchObject({
      category: null,
      type: null,
      group: group.id,
    });
  });

  it("refuses another organisation's catalogue entry and changes nothing", async () => {
    const theirs = await catalogue('channel_categories', 'globex');
    const refused = await create({ clientName: 'Acme Misplaced', category: theirs.id });
    expect(refused.status).toBe(400);
    expect(refused.json<{ code: string; details: { field: string }[] }>()).toMatchObject({
      code: 'validation_error',
      details: [expect.objectContaining({ field: 'category' })],
    });
    const made = await one<{ n: unknown }>(
      sql`select count(*) as n from content_providers where client_name = 'Acme Misplaced'`,
    );
    expect(Number(made.n)).toBe(0);
  });
});

describe('DELETE /content-provider/{id}', () => {
  it('refuses the default channel and an active one in use; deletes a deactivated one', async () => {
    const acme = await t.companyIdOf('acme');
    const defaultChannel = await one<{ id: string }>(
      sql`select id from content_providers where company_id = ${acme} and is_company_default`,
    );
    const refusedDefault = await kit.call(
      ADMIN,
      'DELETE',
      `/content-provider/${defaultChannel.id}`,
    );
    expect(refusedDefault.status).toBe(409);
    expect(refusedDefault.code()).toBe('error_default_channel_delete');

    const own = await t.channelOfAdmin('channel@acme.test');
    const inUse = await kit.call(ADMIN, 'DELETE', `/content-provider/${own}`);
    expect(inUse.status).toBe(409);
    expect(inUse.code()).toBe('error_channel_in_use');
    expect((await kit.call(GLOBEX, 'DELETE', `/content-provider/${own}`)).status).toBe(404);

    const messages = await one<{ n: unknown }>(
      sql`select count(*) as n from messages where content_provider_id = ${own}`,
    );
    await kit.call(ADMIN, 'PUT', `/content-provider/status/${own}`, { payload: { status: 0 } });
    const deleted = await kit.call(ADMIN, 'DELETE', `/content-provider/${own}`);
    expect(deleted.status).toBe(200);
    expect((await item(own)).status).toBe(404);
    const follows = await one<{ n: unknown }>(
      sql`select count(*) as n from channel_followers where content_provider_id = ${own}`,
    );
    expect(Number(follows.n)).toBe(0);
    const kept = await one<{ n: unknown }>(
      sql`select count(*) as n from messages where content_provider_id = ${own}`,
    );
    expect(Number(kept.n)).toBe(Number(messages.n));
    const followers = await one<{ followers: unknown }>(
      sql`select followers from channel_usage_counters where content_provider_id = ${own}`,
    );
    expect(Number(followers.followers)).toBe(0);
  });

  it('deletes an active channel nobody follows at once', async () => {
    const made = (await create({ clientName: 'Acme Empty' })).channel();
    expect((await kit.call(ADMIN, 'DELETE', `/content-provider/${made._id}`)).status).toBe(200);
    // Its name is free again.
    expect((await create({ clientName: 'Acme Empty' })).status).toBe(201);
  });
});

describe('the kept counters', () => {
  it('keep followers equal to a real count through follows, unfollows and user changes', async () => {
    const acme = await t.companyIdOf('acme');
    const channel = (await create({ clientName: 'Acme Counted' })).channel()._id;
    await t.db.execute(sql`insert into channel_followers (mobile_user_id, content_provider_id)
      select id, ${channel} from mobile_users where company_id = ${acme} and is_deleted = 0
      order by id limit 7`);
    await t.db.execute(sql`update mobile_users set registered = not registered
      where id in (select mobile_user_id from channel_followers where content_provider_id = ${channel} limit 2)`);
    await t.db.execute(sql`delete from channel_followers where content_provider_id = ${channel}
      and mobile_user_id in (select mobile_user_id from channel_followers where content_provider_id = ${channel} limit 1)`);
    const kept = await one<{ followers: unknown; registered: unknown }>(
      sql`select followers, registered_followers as registered from channel_usage_counters
        where content_provider_id = ${channel}`,
    );
    const real = await one<{ followers: unknown; registered: unknown }>(
      sql`select count(*) as followers, count(*) filter (where u.registered) as registered
        from channel_followers f join mobile_users u on u.id = f.mobile_user_id
        where f.content_provider_id = ${channel} and u.is_deleted = 0 and u.company_id = ${acme}`,
    );
    expect([Number(kept.followers), Number(kept.registered)]).toEqual([
      Number(real.followers),
      Number(real.registered),
    ]);
    expect(Number(kept.followers)).toBe(6);
    const listed = (await page('limit=100')).data.find((c) => c._id === channel);
    expect(listed?.userCount).toBe(6);
  });

  it("counts a channel admin's sign-ins and the deliveries of the channel's messages", async () => {
    const own = await t.channelOfAdmin('channel5@acme.test');
    const before = (await item(own)).json<{ data: Channel }>().data;
    await t.tokenFor('channel5@acme.test');
    const occurrence = await one<{ id: string }>(
      sql`select o.id from message_occurrences o join messages m on m.id = o.message_id
        where m.content_provider_id = ${own} limit 1`,
    ).catch(async () => {
      const message = await one<{ id: string }>(
        sql`insert into messages (company_id, content_provider_id, kind, type, title, push_message, message)
          select company_id, id, 'message', 'Regular Message', 'Counted', 'Counted', '<p>Counted</p>'
          from content_providers where id = ${own} returning id`,
      );
      return one<{ id: string }>(
        sql`insert into message_occurrences (message_id, due_at) values (${message.id}, now()) returning id`,
      );
    });
    await t.db.execute(sql`insert into message_receipts (occurrence_id, mobile_user_id, channel)
      select ${occurrence.id}, id, case when row_number() over (order by id) <= 2 then 'sms'
        when row_number() over (order by id) = 3 then 'none' else 'push' end
      from mobile_users where id not in (select mobile_user_id from message_receipts
        where occurrence_id = ${occurrence.id}) order by id limit 5`);
    const after = (await item(own)).json<{ data: Channel }>().data;
    expect(after.adminLoginsMonth - before.adminLoginsMonth).toBe(1);
    expect(after.sentSms - before.sentSms).toBe(2);
    expect(after.messagesSentMonth - before.messagesSentMonth).toBe(4);
  });

  it("reads last month's counts as last month's once the month has turned", async () => {
    const own = await t.channelOfAdmin('channel5@acme.test');
    await t.db
      .execute(sql`update channel_usage_counters set month = (channel_usage_month() - interval '1 month')::date,
      messages_sent_month = 40, sms_sent_month = 9, admin_logins_month = 3
      where content_provider_id = ${own}`);
    const rolled = (await item(own)).json<{ data: Channel }>().data;
    expect(rolled).toMatchObject({
      total_messages_sent_last_month: 40,
      off_app_text_credits_used_last_month: 9,
      messagesSentMonth: 0,
      adminLoginsMonth: 0,
    });
    await t.tokenFor('channel5@acme.test');
    const signedIn = (await item(own)).json<{ data: Channel }>().data;
    expect(signedIn).toMatchObject({ total_messages_sent_last_month: 40, adminLoginsMonth: 1 });
  });
});

describe('the audit of channel writes', () => {
  it('records a refused delete against the channel, and a duplicate against its copy', async () => {
    const own = await t.channelOfAdmin('channel5@acme.test');
    const refused = await kit.call('channel5@acme.test', 'DELETE', `/content-provider/${own}`);
    expect(refused.status).toBe(403);
    const entry = await one<{ target_type: string; target_id: string; outcome: string }>(
      sql`select target_type, target_id, outcome from audit_log
        where method = 'DELETE' and route = '/content-provider/:id' order by id desc limit 1`,
    );
    expect(entry).toEqual({ target_type: 'channel', target_id: own, outcome: 'refused' });

    const copy = await kit.call(ADMIN, 'POST', '/content-provider/duplicate', {
      payload: { id: own, clientName: 'Audited copy' },
    });
    const copyId = copy.json<{ data: Channel }>().data._id;
    const written = await one<{ target_type: string; target_id: string }>(
      sql`select target_type, target_id from audit_log
        where route = '/content-provider/duplicate' and outcome <> 'refused' order by id desc limit 1`,
    );
    expect(written).toEqual({ target_type: 'channel', target_id: copyId });
  });
});
