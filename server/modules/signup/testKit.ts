import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';

/**
 * Unregistered, live app users of a company with a phone, optionally following a channel; none
 * the demo gave an opt-out, so a sign-up link is texted to them.
 */
export async function unregisteredUsers(
  db: Database,
  companySlug: string,
  options: { channelId?: string; limit?: number } = {},
): Promise<{ id: string; phone: string }[]> {
  const follows = options.channelId
    ? sql`and exists (select 1 from channel_followers f where f.mobile_user_id = u.id
        and f.content_provider_id = ${options.channelId})`
    : sql``;
  return selectRows<{ id: string; phone: string }>(
    db,
    sql`select u.id::text as id, u.phone from mobile_users u join companies c on c.id = u.company_id
      where c.company_id = ${companySlug} and not u.registered and u.is_deleted = 0
        and coalesce(u.phone, '') <> '' ${follows}
        and not exists (select 1 from member_opt_outs o where o.mobile_user_id = u.id)
      order by u.id limit ${options.limit ?? 5}`,
  );
}

/** The sign-up link texted to a phone, read from the SMS outbox (newest first). */
export async function signupLinkSentTo(db: Database, phone: string): Promise<string | null> {
  const [row] = await selectRows<{ body: string }>(
    db,
    sql`select body from delivery_outbox where channel = 'sms' and address = ${phone}
      and body like '%/register/sms/%' order by created_at desc limit 1`,
  );
  return row?.body.match(/https?:\/\/\S+\/register\/sms\/[A-Za-z0-9_-]+/)?.[0] ?? null;
}

export const tokenOfLink = (link: string) => link.slice(link.lastIndexOf('/') + 1);
