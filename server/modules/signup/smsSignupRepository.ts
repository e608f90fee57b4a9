import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SIGNUP_LIMITS } from '../../../contract/signup';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { deliveryOutbox } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { signupLinks } from '../../db/schema/signup';
import type { Scope } from '../../plugins/tenancy';
import { scopeCondition } from '../mobileUsers/public';
import { optedOutSql } from '../optOuts/public';

export interface SmsSignupRecipient {
  id: string;
  firstName: string;
  phone: string | null;
  registered: boolean;
  /** Opted out of SMS (a STOP texted back, or the app): never texted, not even a sign-up link. */
  optedOut: boolean;
}

export interface SmsSignupChannel {
  id: string;
  name: string;
  companyId: string;
  companySlug: string;
  companyName: string;
}

/** One link to issue: who gets it, its token's hash, and the SMS that carries it. */
export interface SmsSignupLink {
  user: SmsSignupRecipient;
  tokenHash: string;
  sms: { title: string; body: string };
}

/** The channel that pays, the users who get links, and the links with their outbox rows. */
export function createSmsSignupRepository(db: Database) {
  return {
    /**
     * The channel whose text credits pay: a channel admin's own; otherwise the one named, or the
     * organisation's default. 'no_scope': a platform admin named none and chose no organisation.
     */
    async payingChannel(
      scope: Scope,
      cpId: string | undefined,
    ): Promise<SmsSignupChannel | 'no_scope' | null> {
      const where = [eq(contentProviders.isDeleted, 0)];
      if (scope.kind !== 'channel') {
        where.push(
          cpId ? eq(contentProviders.id, cpId) : eq(contentProviders.isCompanyDefault, true),
        );
      }
      const held = inScope(scope, {
        company: contentProviders.companyId,
        channel: contentProviders.id,
      });
      if (held) where.push(held);
      else if (!cpId) return 'no_scope';
      const [channel] = await db
        .select({
          id: contentProviders.id,
          name: contentProviders.clientName,
          companyId: contentProviders.companyId,
          companySlug: companies.companyId,
          companyName: companies.name,
        })
        .from(contentProviders)
        .innerJoin(companies, eq(companies.id, contentProviders.companyId))
        .where(and(...where))
        .limit(1);
      return channel ?? null;
    },

    /** The users of these ids in the company and the scope; null when any is out of reach. */
    async recipients(
      scope: Scope,
      companyId: string,
      channelId: string,
      ids: string[],
    ): Promise<SmsSignupRecipient[] | null> {
      const rows = await db
        .select({
          id: mobileUsers.id,
          firstName: mobileUsers.firstName,
          phone: mobileUsers.phone,
          registered: mobileUsers.registered,
          optedOut: sql<boolean>`${optedOutSql(sql`${mobileUsers.id}`, channelId, 'sms')}`,
        })
        .from(mobileUsers)
        .where(
          and(
            inArray(mobileUsers.id, ids),
            eq(mobileUsers.companyId, companyId),
            scopeCondition(scope),
          ),
        );
      return rows.length === ids.length ? rows : null;
    },

    /**
     * Ends any link still open for these users, stores the new ones and queues their SMS in
     * the delivery outbox, each row keyed by its link's id (it has no message receipt).
     */
    async issue(
      channel: SmsSignupChannel,
      sentBy: string,
      links: SmsSignupLink[],
      smsState: 'queued' | 'stored',
      at: Date,
    ): Promise<void> {
      const ids = links.map(({ user }) => user.id);
      await db
        .update(signupLinks)
        .set({ expiresAt: at })
        .where(
          and(
            inArray(signupLinks.mobileUserId, ids),
            isNull(signupLinks.usedAt),
            sql`${signupLinks.expiresAt} > ${at.toISOString()}::timestamptz`,
          ),
        );
      const stored = await db
        .insert(signupLinks)
        .values(
          links.map(({ user, tokenHash }) => ({
            tokenHash,
            companyId: channel.companyId,
            channelId: channel.id,
            mobileUserId: user.id,
            phone: user.phone ?? '',
            sentBy,
            createdAt: at,
            expiresAt: new Date(at.getTime() + SIGNUP_LIMITS.linkTtlMs),
          })),
        )
        .returning({ id: signupLinks.id, userId: signupLinks.mobileUserId });
      const linkOf = new Map(stored.map((link) => [link.userId, link.id]));
      await db.insert(deliveryOutbox).values(
        links.map(({ user, sms }) => ({
          receiptId: linkOf.get(user.id) ?? '',
          channel: 'sms',
          address: user.phone ?? '',
          title: sms.title,
          body: sms.body,
          state: smsState,
          createdAt: at,
          nextAttemptAt: at,
        })),
      );
    },
  };
}
