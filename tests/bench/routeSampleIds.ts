import { randomUUID } from 'node:crypto';
import pg from 'pg';

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

/** The id the query finds, or a random one: its calls are then timed as 404s. */
async function idOrRandom(client: pg.Client, sql: string, params: unknown[] = []) {
  return (await maybeOne(client, sql, params)) ?? randomUUID();
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
    const campaign = await idOrRandom(
      client,
      `select id from messages where company_id = $1 and kind = 'campaign' and not is_deleted
       order by date_created desc limit 1`,
      [acme],
    );
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
    const roleOfAcme = await idOrRandom(
      client,
      `select id from roles where company_id = $1 limit 1`,
      [acme],
    );
    const first = async (table: string) =>
      await idOrRandom(
        client,
        `select id from ${table} where company_id = $1 order by name limit 1`,
        [acme],
      );
    const appUser = await idOrRandom(
      client,
      `select f.mobile_user_id as id from channel_followers f
         join mobile_users u on u.id = f.mobile_user_id
         where f.content_provider_id = $1 and u.is_deleted = 0 and u.has_push_token limit 1`,
      [channel],
    );
    return {
      appUser,
      adminOfAcme,
      roleOfAcme,
      cpCategory: await first('channel_categories'),
      cpType: await first('channel_types'),
      cpGroup: await first('channel_groups'),
      unionType: await first('channel_union_types'),
      benefitPackage: await idOrRandom(
        client,
        `select id from packages where company_id = $1 order by package_name limit 1`,
        [acme],
      ),
      unionLink: await idOrRandom(
        client,
        `select id from union_links where company_id = $1 order by name limit 1`,
        [acme],
      ),
      messageTemplate: await idOrRandom(
        client,
        `select id from message_templates where company_id = $1 and deleted_at is null
           order by name limit 1`,
        [acme],
      ),
      upload: await idOrRandom(
        client,
        `select id from uploads where company_id = $1 and content_provider_id = $2
           order by created_at limit 1`,
        [acme, channel],
      ),
      replicaBuild: await idOrRandom(
        client,
        `select id from replica_builds where company_id = $1 limit 1`,
        [acme],
      ),
      invitationLink: await idOrRandom(
        client,
        `select id from invitation_links where company_id = $1 order by date_created limit 1`,
        [acme],
      ),
      pricePlan: await idOrRandom(
        client,
        `select id from price_plans order by amount_minor limit 1`,
      ),
      product: await idOrRandom(
        client,
        `select id from billing_products where company_id = $1 order by name limit 1`,
        [acme],
      ),
      subscription: await idOrRandom(
        client,
        `select id from billing_subscriptions where company_id = $1 order by date_created limit 1`,
        [acme],
      ),
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
