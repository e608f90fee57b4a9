import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  SIGNUP_LIMITS,
  type SkipReason,
  type SmsSignupSendBody,
  type SmsSignupSent,
} from '../../../contract/signup';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { deliveryOutbox } from '../../db/schema/messages';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { signupLinks } from '../../db/schema/signup';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { writeLedger } from '../pricing/public';
import { scopeCondition } from '../mobileUsers/public';
import { hashToken, newSignupToken } from './tokens';

interface Recipient {
  id: string;
  firstName: string;
  phone: string | null;
  registered: boolean;
}

/** The SMS the member gets: short, naming who sends it, the link last. */
export function signupSms(company: string, channel: string, firstName: string, link: string) {
  const hello = firstName.trim() ? `Hi ${firstName.trim()}, ` : '';
  return `${company}: ${hello}finish signing up for ${channel} here: ${link}`;
}

/**
 * Sends SMS sign-up links to unregistered app users: one single-use link each, texted through
 * the delivery engine's SMS outbox (the dispatcher takes it when a real SMS provider is set) and
 * paid from the channel's off-app text credits, all in the request's transaction, so a send
 * refused for want of credits leaves no link and no SMS.
 */
export function createSmsSendService(
  db: Database,
  config: Config,
  now: () => Date = () => new Date(),
) {
  const smsState = config.delivery.twilio ? 'queued' : 'stored';

  async function channelFor(scope: Scope, cpId: string | undefined) {
    const where = [eq(contentProviders.isDeleted, 0)];
    // A channel admin's own channel is inScope's; others name one or take the default.
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
    else if (!cpId) {
      throw new AppError('validation_error', 'Choose an organisation or a channel first.', [
        { field: 'cpId', message: 'Choose the channel whose text credits pay.' },
      ]);
    }
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
    if (!channel) throw notFound('Channel');
    return channel;
  }

  async function recipients(scope: Scope, companyId: string, ids: string[]): Promise<Recipient[]> {
    const rows = await db
      .select({
        id: mobileUsers.id,
        firstName: mobileUsers.firstName,
        phone: mobileUsers.phone,
        registered: mobileUsers.registered,
      })
      .from(mobileUsers)
      .where(
        and(
          inArray(mobileUsers.id, ids),
          eq(mobileUsers.companyId, companyId),
          scopeCondition(scope),
        ),
      );
    // One id out of reach answers as if none existed: another tenant's users are not confirmed.
    if (rows.length !== ids.length) throw notFound('App user');
    return rows;
  }

  return {
    async send(scope: Scope, body: SmsSignupSendBody): Promise<SmsSignupSent> {
      const channel = await channelFor(scope, body.cpId);
      const users = await recipients(scope, channel.companyId, body.userIds);
      const skipped: { _id: string; reason: SkipReason }[] = [];
      const sendable = users.filter((user) => {
        const reason: SkipReason | null = user.registered
          ? 'registered'
          : !user.phone?.trim()
            ? 'no_phone'
            : null;
        if (reason) skipped.push({ _id: user.id, reason });
        return reason === null;
      });
      if (sendable.length === 0) {
        throw new AppError(
          'error_no_recipients',
          'None of these users can get a sign-up link: they are registered or have no phone number.',
        );
      }
      const at = now();
      // Credits first: a channel without enough refuses the whole send (error_no_text_credits).
      const { entry } = await writeLedger(
        db,
        {
          channelId: channel.id,
          companyId: channel.companyId,
          adminId: scope.adminId,
          reason: 'send',
          paid: false,
          priceMinor: 0,
          currency: 'usd',
          idempotencyKey: null,
          now: at,
        },
        { kind: 'text_credits', change: -sendable.length },
      );
      const ids = sendable.map((user) => user.id);
      // A new link replaces any earlier one still open for the same user.
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
      const base = `${config.consoleUrl.replace(/\/+$/, '')}/${channel.companySlug}/register/sms/`;
      const issued = sendable.map((user) => ({ user, token: newSignupToken() }));
      const links = await db
        .insert(signupLinks)
        .values(
          issued.map(({ user, token }) => ({
            tokenHash: hashToken(token),
            companyId: channel.companyId,
            channelId: channel.id,
            mobileUserId: user.id,
            phone: user.phone ?? '',
            sentBy: scope.adminId,
            createdAt: at,
            expiresAt: new Date(at.getTime() + SIGNUP_LIMITS.linkTtlMs),
          })),
        )
        .returning({ id: signupLinks.id, userId: signupLinks.mobileUserId });
      const linkOf = new Map(links.map((l) => [l.userId, l.id]));
      await db.insert(deliveryOutbox).values(
        issued.map(({ user, token }) => ({
          // The outbox row is keyed by the link's id: it has no message receipt.
          receiptId: linkOf.get(user.id) ?? '',
          channel: 'sms',
          address: user.phone ?? '',
          title: `${channel.companyName} sign-up`,
          body: signupSms(channel.companyName, channel.name, user.firstName, `${base}${token}`),
          state: smsState,
          createdAt: at,
          nextAttemptAt: at,
        })),
      );
      return { sent: sendable.length, skipped, creditsLeft: entry.balanceAfter };
    },
  };
}
