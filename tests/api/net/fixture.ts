import { sql, type SQL } from 'drizzle-orm';
import { selectRows } from '../../../server/db/rows';
import { bearer, type TestApp } from '../harness';
import { wavTone } from '../../../server/db/seed/uploadSamples';
import { multipartBody } from '../../../server/modules/messages/testKit';
import { giveDevice, issueAppToken } from '../../../server/modules/devices/testKit';
import { ACTORS, type Actor } from './actors';

/** Ids from acme's demo data that the sample requests put in their paths and bodies. */
export interface SampleIds {
  companyA: string;
  /** channel@acme.test's channel (and subadmin@acme.test's); B is channel5@acme.test's. */
  channelA: string;
  channelB: string;
  /** A group of channel A. */
  groupA: string;
  /** An active app user who follows channel A and not B. */
  userA: string;
  /** An app user of acme who follows neither A nor B. */
  userElsewhere: string;
  /** A message of channel A, one of its receipts, and a conversation of channel A. */
  messageA: string;
  receiptA: string;
  conversationA: string;
  /** An admin of acme that acme's admins manage. */
  adminOfAcme: string;
  /** channel@acme.test, channel A's admin. */
  channelAdminA: string;
  /** An award campaign for acme and a sequence step of channel A, made for the samples. */
  campaign: string;
  sequenceStep: string;
  /** The stored file id of acme's logo (GET /files/{id}). */
  logoFile: string;
  // Admins and roles.
  /** Acme's own role (Content editor). */
  roleOfAcme: string;
  // Channel catalogues, member-benefit packages and channel settings.
  /** Acme's 'News' category, 'Newsletter' type, 'Member services' group, a union type. */
  cpCategory: string;
  cpType: string;
  cpGroup: string;
  unionType: string;
  /** One of acme's member-benefit packages. */
  benefitPackage: string;
  /** A pre-approval of channel A. */
  preApproval: string;
  // Union links and screen banners.
  /** One of acme's links, and channel A's banners in their order. */
  unionLink: string;
  bannersA: string[];
  // Message templates.
  /** acme's 'Shift change' template (the organisation's). */
  messageTemplate: string;
  // Saved segments.
  /** Channel A's 'News followers on iPhone' segment. */
  segmentA: string;
  // Uploads.
  /** An audio file of channel A, uploaded for the samples (the demo's have no bytes in tests). */
  uploadA: string;
  // Webhooks out.
  /** An endpoint of acme's and one delivery in its log, made for the samples. */
  webhookA: string;
  webhookDeliveryA: string;
  // App builds.
  /** Acme's replica build, auxiliary build and provisioning request. */
  replicaBuild: string;
  auxiliaryBuild: string;
  provisioningRequest: string;
  // Billing.
  /** The cheapest price plan (the platform's), and acme's first product and a live subscription. */
  pricePlan: string;
  product: string;
  subscription: string;
  // App settings.
  /** A number of channel A's auto-phone-number setting. */
  autoPhoneNumberA: string;
  // Invitation links.
  /** An invitation link of channel A, made for the samples (its token sealed by the test app). */
  invitationLinkA: string;
  // App users' devices.
  /** An app token of userA, as the app holds it, and a device of userA's. */
  appTokenA: string;
  deviceA: string;
  /** An app token of userA for each actor to sign out with (signing out ends it). */
  signOutTokens: Record<Actor, string>;
  /** Another of channel A's own users, whom admins sign out of the app everywhere. */
  userSignedOut: string;
  /**
   * A receipt of userA's, in their app inbox: of a live message, one asking for feedback, not
   * messageA's (a sample deletes messageA).
   */
  inboxReceiptA: string;
}

/**
 * What acme's data (and channel A's within it) is recognised by in an answer: every id of its
 * rows, and names no other company's data holds.
 */
export interface DataMarks {
  ids: ReadonlySet<string>;
  texts: readonly string[];
}

async function ids(t: TestApp, query: SQL): Promise<string[]> {
  return (await selectRows<{ id: string }>(t.db, query)).map((row) => row.id);
}

async function one(t: TestApp, query: SQL): Promise<string> {
  const [id] = await ids(t, query);
  if (!id) throw new Error('the demo data has no row for a sample');
  return id;
}

const followsChannel = (channel: string) =>
  sql`exists (select 1 from channel_followers f where f.mobile_user_id = u.id and f.content_provider_id = ${channel})`;

/** The demo has no award campaign and no sequence step: the samples make one of each. */
async function madeForSamples(t: TestApp) {
  const create = async (email: string, url: string, payload: object, company?: string) => {
    const token = await t.tokenFor(email, undefined, '10.89.0.1');
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...bearer(token), ...(company ? { companyid: company } : {}) },
    });
    const id = response.json<{ data?: { _id?: string } }>().data?._id;
    if (!id) throw new Error(`could not make a sample at ${url}: ${response.body}`);
    return id;
  };
  const uploadForm = multipartBody(
    { kind: 'audio', title: 'Sample tone' },
    { name: 'tone.wav', type: 'audio/wav', content: wavTone(0.5) },
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/upload',
    payload: uploadForm.payload,
    headers: {
      ...uploadForm.headers,
      ...bearer(await t.tokenFor('channel@acme.test', undefined, '10.89.0.1')),
    },
  });
  const uploadA = uploaded.json<{ data?: { _id?: string } }>().data?._id;
  if (!uploadA) throw new Error(`could not make a sample upload: ${uploaded.body}`);
  return {
    uploadA,
    invitationLinkA: await create('channel@acme.test', '/invitation-links', {
      channelID: await t.channelOfAdmin('channel@acme.test'),
      validDays: 30,
      maxUses: null,
    }),
    campaign: await create(
      'super@tidings.test',
      '/messages/campaign/acme',
      {
        title: 'Sample award',
        message: 'Well done',
        schedule_date: '2099-01-01',
        schedule_time: '09:00',
        repeat: false,
        target: ['all'],
      },
      'acme',
    ),
    sequenceStep: await create('channel@acme.test', '/messages/sequence', {
      label: 'Sample step',
      interval: 2,
      module: '',
      title: 'Day two',
      pushMessage: 'Welcome, day two',
      message: '<p>Day two</p>',
      isActive: false,
    }),
  };
}

/** The demo has no webhook endpoint: the samples make one of acme's, with one delivery. */
async function webhookForSamples(t: TestApp, companyA: string) {
  const webhookA = await one(
    t,
    sql`insert into webhook_endpoints (company_id, url, events, secret_sealed)
      values (${companyA}, 'https://93.184.216.34/hooks', '{member.opted_out}', 'v1.samples')
      returning id`,
  );
  const webhookDeliveryA = await one(
    t,
    sql`insert into webhook_deliveries (endpoint_id, event_id, event_type, payload, status)
      values (${webhookA}, gen_random_uuid(), 'webhook.test', '{}', 'failed') returning id`,
  );
  return { webhookA, webhookDeliveryA };
}

/** userA's app token and a device of theirs (userA is the first of channel A's own users). */
async function devicesForSamples(t: TestApp, companyA: string, onlyA: SQL, messageA: string) {
  const userA = await one(
    t,
    sql`select u.id from mobile_users u where ${onlyA} and u.is_active = 1 order by u.id limit 1`,
  );
  const userSignedOut = await one(
    t,
    sql`select u.id from mobile_users u where ${onlyA} and u.is_active = 1 and u.id > ${userA}
      order by u.id limit 1`,
  );
  const signOutTokens = Object.fromEntries(
    await Promise.all(
      ACTORS.map(
        async (actor) =>
          [actor, await issueAppToken(t.db, { mobileUserId: userA, companyId: companyA })] as const,
      ),
    ),
  ) as Record<Actor, string>;
  return {
    appTokenA: await issueAppToken(t.db, { mobileUserId: userA, companyId: companyA }),
    deviceA: await giveDevice(t.db, userA, { pushToken: 'sample-device-of-user-a' }),
    signOutTokens,
    userSignedOut,
    inboxReceiptA: await one(
      t,
      sql`select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
        join messages m on m.id = o.message_id and not m.is_deleted
        where r.mobile_user_id = ${userA} and m.id <> ${messageA}
        order by m.enable_feedback desc, r.sent_at desc limit 1`,
    ),
  };
}

export async function harvest(t: TestApp) {
  const companyA = await t.companyIdOf('acme');
  const channelA = await t.channelOfAdmin('channel@acme.test');
  const channelB = await t.channelOfAdmin('channel5@acme.test');
  const onlyA = sql`u.company_id = ${companyA} and u.is_deleted = 0 and ${followsChannel(channelA)} and not ${followsChannel(channelB)}`;
  const messageA = await one(
    t,
    sql`select id from messages where content_provider_id = ${channelA} and kind = 'message' order by enable_feedback desc, date_created limit 1`,
  );
  const sample: SampleIds = {
    companyA,
    channelA,
    channelB,
    groupA: await one(t, sql`select id from user_groups where content_provider_id = ${channelA}`),
    userA: await one(
      t,
      sql`select u.id from mobile_users u where ${onlyA} and u.is_active = 1 order by u.id limit 1`,
    ),
    userElsewhere: await one(
      t,
      sql`select u.id from mobile_users u where u.company_id = ${companyA} and u.is_deleted = 0
        and not ${followsChannel(channelA)} and not ${followsChannel(channelB)} order by u.id limit 1`,
    ),
    messageA,
    receiptA: await one(
      t,
      sql`select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
        where o.message_id = ${messageA} order by r.id limit 1`,
    ),
    conversationA: await one(
      t,
      sql`select id from chat_conversations where content_provider_id = ${channelA} order by id limit 1`,
    ),
    adminOfAcme: await one(t, sql`select id from admin_users where email = 'twofactor@acme.test'`),
    channelAdminA: await one(t, sql`select id from admin_users where email = 'channel@acme.test'`),
    roleOfAcme: await one(t, sql`select id from roles where company_id = ${companyA} limit 1`),
    cpCategory: await one(
      t,
      sql`select id from channel_categories where company_id = ${companyA} and name = 'News'`,
    ),
    cpType: await one(
      t,
      sql`select id from channel_types where company_id = ${companyA} and name = 'Newsletter'`,
    ),
    cpGroup: await one(
      t,
      sql`select id from channel_groups where company_id = ${companyA} and name = 'Member services'`,
    ),
    unionType: await one(
      t,
      sql`select id from channel_union_types where company_id = ${companyA} order by name limit 1`,
    ),
    benefitPackage: await one(
      t,
      sql`select id from packages where company_id = ${companyA} order by package_name limit 1`,
    ),
    preApproval: await one(
      t,
      sql`select id from channel_pre_approvals where channel_id = ${channelA} order by created_at limit 1`,
    ),
    unionLink: await one(
      t,
      sql`select id from union_links where company_id = ${companyA} order by name limit 1`,
    ),
    bannersA: await ids(
      t,
      sql`select id from link_types where content_provider_id = ${channelA} order by position`,
    ),
    messageTemplate: await one(
      t,
      sql`select id from message_templates where company_id = ${companyA} and name = 'Shift change'`,
    ),
    segmentA: await one(
      t,
      sql`select id from segments where content_provider_id = ${channelA} order by name limit 1`,
    ),
    replicaBuild: await one(t, sql`select id from replica_builds where company_id = ${companyA}`),
    auxiliaryBuild: await one(
      t,
      sql`select id from auxiliary_builds where company_id = ${companyA} order by date_created limit 1`,
    ),
    provisioningRequest: await one(
      t,
      sql`select id from provisioning_requests where company_id = ${companyA} order by date_created limit 1`,
    ),
    pricePlan: await one(t, sql`select id from price_plans order by amount_minor, name limit 1`),
    product: await one(
      t,
      sql`select id from billing_products where company_id = ${companyA} order by name limit 1`,
    ),
    subscription: await one(
      t,
      sql`select id from billing_subscriptions where company_id = ${companyA}
        and status = 'active' order by client_name limit 1`,
    ),
    autoPhoneNumberA: await one(
      t,
      sql`select n->>'_id' as id from app_settings s, jsonb_array_elements(s.value->'numbers') n
        where s.channel_id = ${channelA} and s.name = 'auto-phone-number' order by n->>'phone' limit 1`,
    ),
    ...(await madeForSamples(t)),
    ...(await webhookForSamples(t, companyA)),
    ...(await devicesForSamples(t, companyA, onlyA, messageA)),
    logoFile: await one(
      t,
      sql`select substring(logo from 8) as id from companies where id = ${companyA} and logo like '/files/%'`,
    ),
  };

  const acme: DataMarks = {
    ids: new Set([
      ...(await ids(t, sql`select id from companies where id = ${companyA}`)),
      ...(await ids(t, sql`select id from content_providers where company_id = ${companyA}`)),
      ...(await ids(t, sql`select id from user_groups where company_id = ${companyA}`)),
      ...(await ids(t, sql`select id from mobile_users where company_id = ${companyA}`)),
      ...(await ids(t, sql`select id from messages where company_id = ${companyA}`)),
      ...(await ids(t, sql`select id from admin_users where company_id = ${companyA}`)),
      ...(await ids(
        t,
        sql`select id from channel_categories where company_id = ${companyA}
          union all select id from channel_types where company_id = ${companyA}
          union all select id from channel_groups where company_id = ${companyA}
          union all select id from channel_union_types where company_id = ${companyA}
          union all select id from packages where company_id = ${companyA}`,
      )),
      ...(await ids(
        t,
        sql`select id from union_links where company_id = ${companyA}
          union all select l.id from link_types l join content_providers p
            on p.id = l.content_provider_id where p.company_id = ${companyA}`,
      )),
      ...(await ids(
        t,
        sql`select c.id from chat_conversations c join content_providers p on p.id = c.content_provider_id where p.company_id = ${companyA}`,
      )),
      ...(await ids(t, sql`select id from uploads where company_id = ${companyA}`)),
      ...(await ids(t, sql`select id from message_templates where company_id = ${companyA}`)),
      ...(await ids(t, sql`select id from webhook_endpoints where company_id = ${companyA}`)),
      ...(await ids(
        t,
        sql`select id from replica_builds where company_id = ${companyA}
          union all select id from auxiliary_builds where company_id = ${companyA}
          union all select id from provisioning_requests where company_id = ${companyA}
          union all select id from billing_products where company_id = ${companyA}
          union all select id from billing_subscriptions where company_id = ${companyA}
          union all select id from billing_payments where company_id = ${companyA}`,
      )),
    ]),
    texts: [
      'Acme Workers Union',
      '@acme-members.test',
      '@acme.test',
      'Acme News',
      'Acme Community',
    ],
  };
  const channelOnlyA: DataMarks = {
    ids: new Set([
      channelA,
      ...(await ids(t, sql`select id from user_groups where content_provider_id = ${channelA}`)),
      ...(await ids(t, sql`select id from messages where content_provider_id = ${channelA}`)),
      ...(await ids(
        t,
        sql`select id from chat_conversations where content_provider_id = ${channelA}`,
      )),
      ...(await ids(t, sql`select u.id from mobile_users u where ${onlyA}`)),
      ...(await ids(t, sql`select id from channel_pre_approvals where channel_id = ${channelA}`)),
      ...(await ids(t, sql`select id from uploads where content_provider_id = ${channelA}`)),
    ]),
    texts: [
      'Acme News',
      ...(
        await selectRows<{ email: string }>(
          t.db,
          sql`select u.email from mobile_users u where ${onlyA} and u.email is not null`,
        )
      ).map((row) => row.email),
    ],
  };
  return { sample, acme, channelOnlyA };
}

export type Fixture = Awaited<ReturnType<typeof harvest>>;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The first mark of the data found in a body, or null. */
export function markIn(body: string, marks: DataMarks): string | null {
  for (const id of body.match(UUID) ?? []) if (marks.ids.has(id.toLowerCase())) return id;
  return marks.texts.find((text) => body.includes(text)) ?? null;
}
