import {
  type SkipReason,
  type SmsSignupSendBody,
  type SmsSignupSent,
} from '../../../contract/signup';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { ledgerRefusalError, writeLedger } from '../pricing/public';
import { createSmsSignupRepository } from './smsSignupRepository';
import { hashToken, newSignupToken } from './tokens';

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

  const repository = createSmsSignupRepository(db);

  async function channelFor(scope: Scope, cpId: string | undefined) {
    const channel = await repository.payingChannel(scope, cpId);
    if (channel === 'no_scope') {
      throw new AppError('validation_error', 'Choose an organisation or a channel first.', [
        { field: 'cpId', message: 'Choose the channel whose text credits pay.' },
      ]);
    }
    if (!channel) throw notFound('Channel');
    return channel;
  }

  return {
    async send(scope: Scope, body: SmsSignupSendBody): Promise<SmsSignupSent> {
      const channel = await channelFor(scope, body.cpId);
      const users = await repository.recipients(scope, channel.companyId, channel.id, body.userIds);
      // One id out of reach answers as if none existed: another tenant's users are not confirmed.
      if (!users) throw notFound('App user');
      const skipped: { _id: string; reason: SkipReason }[] = [];
      const sendable = users.filter((user) => {
        const reason: SkipReason | null = user.registered
          ? 'registered'
          : !user.phone?.trim()
            ? 'no_phone'
            : user.optedOut
              ? 'opted_out'
              : null;
        if (reason) skipped.push({ _id: user.id, reason });
        return reason === null;
      });
      if (sendable.length === 0) {
        throw new AppError(
          'error_no_recipients',
          'None of these users can get a sign-up link: they are registered, have no phone number or opted out of SMS.',
        );
      }
      const at = now();
      // Credits first: a channel without enough refuses the whole send (error_no_text_credits).
      const spent = await writeLedger(
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
      if ('refused' in spent) throw ledgerRefusalError(spent);
      const base = `${config.consoleUrl.replace(/\/+$/, '')}/${channel.companySlug}/register/sms/`;
      // A new link replaces any earlier one still open for the same user.
      await repository.issue(
        channel,
        scope.adminId,
        sendable.map((user) => {
          const token = newSignupToken();
          return {
            user,
            tokenHash: hashToken(token),
            sms: {
              title: `${channel.companyName} sign-up`,
              body: signupSms(channel.companyName, channel.name, user.firstName, `${base}${token}`),
            },
          };
        }),
        smsState,
        at,
      );
      return { sent: sendable.length, skipped, creditsLeft: spent.entry.balanceAfter };
    },
  };
}
