import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_INVITATION_TOKENS } from '../../server/db/seed/invitations';

/** Who makes the timed calls: one admin of each kind, all looking at acme. */
export type Actor = 'platform' | 'company' | 'channel';
export const ACTORS: Actor[] = ['platform', 'company', 'channel'];
export const ACTOR_EMAIL: Record<Actor, string> = {
  platform: 'super@tidings.test',
  company: 'admin@acme.test',
  channel: 'channel@acme.test',
};

/** Ids from acme's data that the sample requests put in their paths. */
export interface SampleIds {
  /** A signed playback link of `upload`, read from its detail answer once the server is up. */
  uploadPlayback?: string;
  channelOfChannelAdmin: string;
  largestGroup: string;
  channelGroup: string;
  message: string;
  messageChannel: string;
  campaign: string;
  receipt: string;
  conversation: string;
  /** The stored file of acme's logo. */
  logoFile: string | undefined;
  // Admins and roles.
  adminOfAcme: string;
  roleOfAcme: string;
  // Channel catalogues and packages (a random id, timed as 404, on a database without them).
  cpCategory: string;
  cpType: string;
  cpGroup: string;
  unionType: string;
  benefitPackage: string;
  // Union links and screen banners.
  unionLink: string;
  // Message templates (a random id, timed as 404, on a database without them).
  messageTemplate: string;
  // Uploads (a random id, timed as 404, on a database without them).
  upload: string;
  // App builds (a random id, timed as 404, on a database without them).
  replicaBuild: string;
  // Invitation links (a random id, timed as 404, on a database without them).
  invitationLink: string;
  // Billing (a random id, timed as 404, on a database without them).
  pricePlan: string;
  product: string;
  subscription: string;
  /** A follower of the channel admin's channel with a push token: every actor sees them. */
  appUser: string;
}

async function maybeOne(client: pg.Client, sql: string, params: unknown[] = []) {
  const { rows } = await client.query<{ id: string }>(sql, params);
  return rows[0]?.id;
}

async function one(client: pg.Client, sql: string, params: unknown[] = []): Promise<string> {
  const id = await maybeOne(client, sql, params);
  if (!id) throw new Error(`the bench database has no row for: ${sql}`);
  return id;
}

export async function harvestIds(databaseUrl: string): Promise<SampleIds> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const acme = await one(client, `select id from companies where company_id = 'acme'`);
    const channel = await one(
      client,
      `select content_provider_id as id from admin_users where email = $1`,
      [ACTOR_EMAIL.channel],
    );
    const largestGroup = await one(
      client,
      `select g.id from user_groups g join user_group_members m on m.group_id = g.id
       where g.company_id = $1 and g.name like 'Large group %'
       group by g.id order by count(*) desc limit 1`,
      [acme],
    );
    // A group of the channel admin's own channel; the demo seeds one.
    const channelGroup = await one(
      client,
      `select id from user_groups where content_provider_id = $1 order by date_created limit 1`,
      [channel],
    );
    const message = await one(
      client,
      `select id from messages where company_id = $1 and kind = 'message' and not is_deleted
       and content_provider_id = $2 order by date_created desc limit 1`,
      [acme, channel],
    );
    // The demo has no award campaign; without one the route is timed answering 404.
    const campaign =
      (await maybeOne(
        client,
        `select id from messages where company_id = $1 and kind = 'campaign' and not is_deleted
       order by date_created desc limit 1`,
        [acme],
      )) ?? randomUUID();
    const receipt = await one(
      client,
      `select r.id from message_receipts r join message_occurrences o on o.id = r.occurrence_id
       where o.message_id = $1 limit 1`,
      [message],
    );
    const conversation = await one(
      client,
      `select id from chat_conversations where content_provider_id = $1
       order by last_message_at desc limit 1`,
      [channel],
    );
    // Admins and roles: an acme admin the actors manage, and acme's own role.
    const adminOfAcme = await one(client, `select id from admin_users where email = $1`, [
      'twofactor@acme.test',
    ]);
    const roleOfAcme =
      (await maybeOne(client, `select id from roles where company_id = $1 limit 1`, [acme])) ??
      randomUUID();
    const first = async (table: string) =>
      (await maybeOne(
        client,
        `select id from ${table} where company_id = $1 order by name limit 1`,
        [acme],
      )) ?? randomUUID();
    const appUser =
      (await maybeOne(
        client,
        `select f.mobile_user_id as id from channel_followers f
         join mobile_users u on u.id = f.mobile_user_id
         where f.content_provider_id = $1 and u.is_deleted = 0 and u.has_push_token limit 1`,
        [channel],
      )) ?? randomUUID();
    return {
      appUser,
      adminOfAcme,
      roleOfAcme,
      cpCategory: await first('channel_categories'),
      cpType: await first('channel_types'),
      cpGroup: await first('channel_groups'),
      unionType: await first('channel_union_types'),
      benefitPackage:
        (await maybeOne(
          client,
          `select id from packages where company_id = $1 order by package_name limit 1`,
          [acme],
        )) ?? randomUUID(),
      unionLink:
        (await maybeOne(
          client,
          `select id from union_links where company_id = $1 order by name limit 1`,
          [acme],
        )) ?? randomUUID(),
      messageTemplate:
        (await maybeOne(
          client,
          `select id from message_templates where company_id = $1 and deleted_at is null
           order by name limit 1`,
          [acme],
        )) ?? randomUUID(),
      upload:
        (await maybeOne(
          client,
          `select id from uploads where company_id = $1 and content_provider_id = $2
           order by created_at limit 1`,
          [acme, channel],
        )) ?? randomUUID(),
      replicaBuild:
        (await maybeOne(client, `select id from replica_builds where company_id = $1 limit 1`, [
          acme,
        ])) ?? randomUUID(),
      invitationLink:
        (await maybeOne(
          client,
          `select id from invitation_links where company_id = $1 order by date_created limit 1`,
          [acme],
        )) ?? randomUUID(),
      pricePlan:
        (await maybeOne(client, `select id from price_plans order by amount_minor limit 1`)) ??
        randomUUID(),
      product:
        (await maybeOne(
          client,
          `select id from billing_products where company_id = $1 order by name limit 1`,
          [acme],
        )) ?? randomUUID(),
      subscription:
        (await maybeOne(
          client,
          `select id from billing_subscriptions where company_id = $1 order by date_created limit 1`,
          [acme],
        )) ?? randomUUID(),
      channelOfChannelAdmin: channel,
      largestGroup,
      channelGroup,
      message,
      messageChannel: channel,
      campaign,
      receipt,
      conversation,
      // Seeded logos are stored files; a database seeded before them has none (timed as 404).
      logoFile: await maybeOne(
        client,
        `select substring(logo from 8) as id from companies where id = $1 and logo like '/files/%'`,
        [acme],
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * The request each GET route of the OpenAPI document is timed with, for an actor. A route
 * missing here fails the bench, so a new route cannot be left out of it. A route an actor may
 * not call is still timed: its refusal should be as quick as any answer.
 */
export function sampleGet(
  path: string,
  actor: Actor,
  ids: SampleIds,
  userGroupOf: Record<Actor, number>,
): string {
  const groupOfActor = actor === 'channel' ? ids.channelGroup : ids.largestGroup;
  // The funnel over its longest range, a year up to today.
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const samples: Record<string, string> = {
    '/user/forgot-password/{token}': '/user/forgot-password/not-a-real-token',
    '/user/reset-password/id/{id}': '/user/reset-password/id/not-a-real-token',
    '/user/profile': '/user/profile',
    '/user/two-factor': '/user/two-factor',
    '/user/dashboard/{companyID}/{userGroup}': `/user/dashboard/acme/${userGroupOf[actor]}`,
    '/public/company/{id}': '/public/company/acme',
    '/company': '/company',
    '/content-provider/{companyId}': '/content-provider/acme',
    '/content-provider/pricing/{id}': `/content-provider/pricing/${ids.channelOfChannelAdmin}`,
    '/content-provider/ledger/{id}': `/content-provider/ledger/${ids.channelOfChannelAdmin}?limit=10&offset=0`,
    '/content-provider/item/{id}': `/content-provider/item/${ids.channelOfChannelAdmin}`,
    // A company admin has no channel of its own: timed answering 404 for the others.
    '/content-provider/by-user-id/{id}': `/content-provider/by-user-id/${ids.adminOfAcme}`,
    '/settings/menu-color/{cpId}': `/settings/menu-color/${ids.channelOfChannelAdmin}`,
    '/user/mobile-users/recovered/{id}': '/user/mobile-users/recovered/acme?offset=0&limit=10',
    '/user/mobile-users/{userID}/devices': `/user/mobile-users/${ids.appUser}/devices`,
    // A member's data export; the app's own (no app token here: timed answering 401).
    '/user/mobile-users/{userID}/export': `/user/mobile-users/${ids.appUser}/export?format=json`,
    '/app/data-export': '/app/data-export',
    '/user/groups/': '/user/groups/',
    '/user/groups/{cpId}/0': `/user/groups/${ids.channelOfChannelAdmin}/0`,
    '/user/groups/{id}': `/user/groups/${groupOfActor}`,
    '/api/chat/getUsersMessageList': '/api/chat/getUsersMessageList?skipAmount=0&limitAmount=20',
    '/user/mobile-users/download-conversation-audit': `/user/mobile-users/download-conversation-audit?chatMessageID=${ids.conversation}&count=50`,
    '/messages/{cpId}': actor === 'channel' ? `/messages/${ids.messageChannel}` : '/messages/all',
    '/messages/senders/{cpId}':
      actor === 'channel' ? `/messages/senders/${ids.messageChannel}` : '/messages/senders/all',
    '/messages/{companyId}/message/{id}': `/messages/acme/message/${ids.message}?limit=10&offset=0`,
    '/messages/{companyId}/message/{id}/board': `/messages/acme/message/${ids.message}/board`,
    '/messages/{companyId}/message/{id}/board/people': `/messages/acme/message/${ids.message}/board/people?limit=50`,
    '/message/delivery/{messageId}': `/message/delivery/${ids.message}`,
    '/api/channel/sms/{id}': `/api/channel/sms/${ids.receipt}`,
    '/api/channel/pushcast/{id}': `/api/channel/pushcast/${ids.receipt}`,
    // Reading these marks the receipt; timing them repeatedly is still a read of one row.
    '/api/channel/sms/update/status/{id}': `/api/channel/sms/update/status/${ids.receipt}`,
    '/api/channel/sms/update/read-response/{id}': `/api/channel/sms/update/read-response/${ids.receipt}`,
    '/api/channel/file/{id}': `/api/channel/file/${ids.receipt}`,
    '/messages/campaigns/{companyId}': '/messages/campaigns/acme',
    '/messages/campaign/{id}': `/messages/campaign/${ids.campaign}`,
    '/messages/sequence/{cpId}': `/messages/sequence/${ids.channelOfChannelAdmin}`,
    // Review before sending: the queue, and a message under none (timed answering 404).
    '/messages/reviews': '/messages/reviews?state=pending',
    '/messages/{id}/review': `/messages/${ids.message}/review`,
    // ---- Organisations, company settings and branding images ----
    '/company/number/last_company_number': '/company/number/last_company_number',
    '/company/{id}': '/company/acme',
    '/company-settings/{id}': '/company-settings/acme',
    '/delivery-rules': '/delivery-rules',
    '/two-factor-policy': '/two-factor-policy',
    '/files/{id}': `/files/${ids.logoFile ?? '00000000-0000-4000-8000-000000000000'}`,
    // Admins and roles.
    '/user/admins': '/user/admins?status=all&page=1&limit=10',
    '/user/admins/{id}': '/user/admins/acme?status=active&search=a&sort=email',
    '/user/admins/admin/{id}': `/user/admins/admin/${ids.adminOfAcme}`,
    '/user/roles': '/user/roles',
    '/user/roles/users/admin': '/user/roles/users/admin',
    '/user/roles/{id}': `/user/roles/${ids.roleOfAcme}`,
    '/user/set-role/{id}': `/user/set-role/${ids.adminOfAcme}`,

    // Channel catalogues, packages and channel settings.
    '/content-provider/categories/{id}': '/content-provider/categories/acme',
    '/content-provider/categories/category/{id}': `/content-provider/categories/category/${ids.cpCategory}`,
    '/content-provider/types/{id}': '/content-provider/types/acme',
    '/content-provider/types/type/{id}': `/content-provider/types/type/${ids.cpType}`,
    '/content-provider/types/cpByType/{id}': `/content-provider/types/cpByType/${ids.cpType}`,
    '/content-provider/groups/{id}': '/content-provider/groups/acme',
    '/content-provider/groups/group/{id}': `/content-provider/groups/group/${ids.cpGroup}`,
    '/content-provider/union-type/{id}': '/content-provider/union-type/acme',
    '/content-provider/union-type/type/{id}': `/content-provider/union-type/type/${ids.unionType}`,
    '/content-provider/packages/{id}': '/content-provider/packages/acme',
    '/content-provider/packages/package/{id}': `/content-provider/packages/package/${ids.benefitPackage}`,
    '/settings/channel/usergroups/group-field/{id}': `/settings/channel/usergroups/group-field/${ids.channelOfChannelAdmin}`,
    '/settings/channel/pre-approval/{id}': `/settings/channel/pre-approval/${ids.channelOfChannelAdmin}`,
    // App settings and the published configuration.
    '/settings/all/company/{id}': '/settings/all/company/acme',
    '/settings/{name}/params/{param}/{cpId}/{companyId}': `/settings/color-selection/params/primary/${ids.channelOfChannelAdmin}/acme`,
    '/settings/{name}/{cpId}': `/settings/home-screen-layout/${ids.channelOfChannelAdmin}`,
    '/settings/custom-fields/cp-custom-fields/{id}': `/settings/custom-fields/cp-custom-fields/${ids.channelOfChannelAdmin}`,
    '/settings/external-apis/all-apis': '/settings/external-apis/all-apis',
    '/settings/app-config/{level}': `/settings/app-config/${ids.channelOfChannelAdmin}`,
    '/settings/app-config/{level}/versions': `/settings/app-config/${ids.channelOfChannelAdmin}/versions`,
    '/app-config/{companyID}': '/app-config/acme',
    '/app-config/{companyID}/{cpId}': `/app-config/acme/${ids.channelOfChannelAdmin}`,
    // Union links and screen banners.
    '/union-link/{id}': '/union-link/acme',
    '/union-link/link/{id}': `/union-link/link/${ids.unionLink}`,
    '/union-link/linktype/{id}': `/union-link/linktype/${ids.channelOfChannelAdmin}`,
    // Message templates.
    '/message-templates': '/message-templates?search=ballot&sort=name',
    '/message-templates/{id}': `/message-templates/${ids.messageTemplate}`,
    // Billing. The cancel route writes: it is timed on an id that names nothing (404).
    '/subscriptions/cancel/{id}': '/subscriptions/cancel/00000000-0000-4000-8000-000000000000',
    '/price_plans/{id}': '/price_plans/acme',
    '/price_plans/plan/{id}': `/price_plans/plan/${ids.pricePlan}`,
    '/products/{id}': '/products/acme',
    '/products/item/{id}': `/products/item/${ids.product}`,
    '/subscriptions/{id}': '/subscriptions/acme',
    '/payments/stripe/settings': '/payments/stripe/settings',
    '/user/subscription': '/user/subscription',
    '/user/subscription/{id}': `/user/subscription/${ids.subscription}`,
    '/user/subscription/userid/items': `/user/subscription/userid/items?subscriptionID=${ids.subscription}`,
    // Uploads.
    '/upload': '/upload?type=audio&limit=25',
    '/upload/{id}': `/upload/${ids.upload}`,
    '/upload/{id}/content': `/upload/${ids.upload}/content`,
    '/upload/{id}/play': ids.uploadPlayback ?? `/upload/${ids.upload}/play`,

    // --- The audit log ---
    '/audit-log': '/audit-log?limit=25',
    '/audit-log/people': '/audit-log/people',
    '/audit-log/csv': '/audit-log/csv?method=DELETE',
    // App builds.
    '/settings/replica-builds/all/company/{id}': '/settings/replica-builds/all/company/acme',
    '/settings/replica-builds/params/id/{id}': `/settings/replica-builds/params/id/${ids.replicaBuild}`,
    '/settings/auxiliary-builds/all/company/{id}': '/settings/auxiliary-builds/all/company/acme',
    '/settings/provisioning/all/company/{id}': '/settings/provisioning/all/company/acme',
    // Sign-up.
    '/api/user/register/invite/{type}': `/api/user/register/invite/sms?token=${'n'.repeat(43)}`,
    '/api/user/register/deepLinkInsteadOfSms':
      '/api/user/register/deepLinkInsteadOfSms?company=acme',
    '/company/sending-email': '/company/sending-email',
    '/public/app-links/{companyID}': '/public/app-links/acme',
    // The member's app inbox: the bench holds no app token (timed answering 401; its own bench,
    // npm run bench:inbox, times it with one).
    '/app/inbox': '/app/inbox?limit=20',
    '/app/inbox/unread-count': '/app/inbox/unread-count',
    // The member's preferences, likewise without an app token.
    '/app/preferences': '/app/preferences',
    // Analytics: a year of the organisation's rollups, and a sent message's curve.
    '/analytics/engagement': `/analytics/engagement?from=${yearAgo}&to=${today}&interval=week`,
    '/analytics/engagement.csv': `/analytics/engagement.csv?from=${yearAgo}&to=${today}`,
    '/analytics/credits': `/analytics/credits?from=${yearAgo}&to=${today}`,
    '/analytics/messages/{messageId}/curve': `/analytics/messages/${ids.message}/curve`,
    // Invitation links.
    '/invitation-links': '/invitation-links',
    '/invitation-links/funnel': `/invitation-links/funnel?from=${yearAgo}&to=${today}`,
    '/invitation-links/funnel.csv': `/invitation-links/funnel.csv?from=${yearAgo}&to=${today}`,
    '/invitation-links/{id}/qr.{format}': `/invitation-links/${ids.invitationLink}/qr.svg`,
    '/api/user/register/channel/{id}': `/api/user/register/channel/${DEMO_INVITATION_TOKENS.active}`,
    '/api/user/register/invite/confirm/web/{token}':
      '/api/user/register/invite/confirm/web/not-a-confirmation-link',
    // A message email's unsubscribe page: a link not ours (timed answering 404, then 429).
    '/unsubscribe/{token}': `/unsubscribe/${'A'.repeat(43)}`,
    // The development mailbox (the local route answers 401 without the data folder's key).
    '/mailbox': '/mailbox?limit=10',
    '/mailbox/local': '/mailbox/local?limit=10',
    // API keys: the organisation's keys.
    '/api-keys': '/api-keys',
    // Single sign-on: the settings, what the login page offers, and two navigations (acme has
    // no provider in the bench: start answers 404, a return with no state goes back refused).
    '/company/sso': '/company/sso',
    '/auth/sso/{companyID}': '/auth/sso/acme',
    '/auth/sso/{companyID}/start': '/auth/sso/acme/start',
    '/auth/sso/callback': '/auth/sso/callback?error=access_denied',
    // Webhooks out: acme's endpoints, and the log of one not there (timed answering 404).
    '/webhooks': '/webhooks',
    '/webhooks/{id}/deliveries': `/webhooks/${randomUUID()}/deliveries`,
  };
  const url = samples[path];
  if (!url)
    throw new Error(`no sample request for GET ${path}: add one to tests/bench/routeSamples.ts`);
  return url;
}

/**
 * Names the large seed gives (lower-cased), each held by one user in sixteen or twenty: a
 * search for each is a common search nobody has counted yet.
 */
const SEED_NAMES = [
  ...['ava', 'ben', 'cara', 'dev', 'eli', 'fay', 'gil', 'hana', 'ivo', 'jun', 'kai', 'lena'],
  ...['milo', 'nia', 'omar', 'pia', 'quinn', 'rosa', 'sam', 'tess', 'alvarez', 'brooks'],
  ...['chen', 'diaz', 'evans', 'fischer', 'garcia', 'hughes', 'ito', 'jones', 'khan'],
  ...['lopez', 'moreau', 'novak', 'okafor', 'park'],
];

/**
 * The POST reads the screens make, with their bodies; `bodyFor`, when set, gives each call its
 * own body (the warm-up call is call -1).
 */
export function samplePostReads(
  actor: Actor,
  ids: SampleIds,
): { name: string; path: string; body: unknown; bodyFor?: (call: number) => unknown }[] {
  const cpId = actor === 'channel' ? {} : { cpId: ids.messageChannel };
  const group = actor === 'channel' ? ids.channelGroup : ids.largestGroup;
  return [
    { name: 'users list, first page', path: '/user/mobile-users/new', body: { limit: 10 } },
    {
      name: 'users list, search',
      path: '/user/mobile-users/new',
      body: { limit: 10, searchString: 'hughes' },
    },
    {
      name: 'users list, a common name searched for the first time',
      path: '/user/mobile-users/new',
      body: {},
      // Each kind of admin searches its own spelling (the whole name, without its first letter,
      // without its last), as counts are shared by admins who see the same users.
      bodyFor: (call: number) => {
        const name = SEED_NAMES[(call + 1) % SEED_NAMES.length] ?? 'ava';
        const spelling = [name, name.slice(1), name.slice(0, -1)][ACTORS.indexOf(actor)];
        return { limit: 10, searchString: spelling };
      },
    },
    {
      name: 'users list, two letters searched for the first time',
      path: '/user/mobile-users/new',
      body: {},
      // Two letters out of a seeded name: thousands of matches, which no trigram index serves.
      bodyFor: (call: number) => {
        const name = SEED_NAMES[(call + 7) % SEED_NAMES.length] ?? 'ava';
        const from = ACTORS.indexOf(actor) % (name.length - 1);
        return { limit: 10, searchString: name.slice(from, from + 2) };
      },
    },
    {
      name: 'users list, one group, active',
      path: '/user/mobile-users/new',
      body: { limit: 10, userStatus: 'active', groups: [group] },
    },
    {
      name: 'users picker for sending (active only)',
      path: '/user/mobile-users/new',
      body: { limit: 10, onlyActiveUsers: true },
    },
    {
      name: 'compose reach of a large group',
      path: '/messages/audience',
      body: { ...cpId, device: 'all', audience: { kind: 'groups', groups: [group] } },
    },
    {
      name: 'compose reach of everyone',
      path: '/messages/audience',
      body: { ...cpId, device: 'all', audience: { kind: 'all' } },
    },
  ];
}
