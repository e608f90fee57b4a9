import type { UnsubscribeResult, UnsubscribeState } from '../../../contract/unsubscribe';
import type { Database } from '../../db/client';
import { createPublicRateLimit } from '../../db/publicRateLimit';
import { notFound, TooManyRequests } from '../../lib/errors';
import { recordOptOut } from '../optOuts/public';
import { createUnsubscribeRepository, type UnsubscribeTarget } from './repository';
import { createUnsubscribeTokens } from './token';

/**
 * Calls allowed per hour. A valid link counts per link, not per address: one-click POSTs come
 * from the mail provider's servers, a few addresses for all of its users. Tokens that are not
 * ours count per address (docs/decisions.md, "Email unsubscribe").
 */
export const UNSUBSCRIBE_RATE_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perLink: 30,
  invalidPerAddress: 30,
} as const;

const rateLimited = (retryAfterSeconds: number) =>
  new TooManyRequests(
    'too_many_attempts',
    'Too many tries from here. Please wait an hour and try again.',
    retryAfterSeconds,
  );

const stateOf = (target: UnsubscribeTarget): UnsubscribeState => ({
  organisation: target.organisation,
  channel: target.channel,
  unsubscribed: target.unsubscribed,
});

/** How the member unsubscribed, as their consent history keeps it. */
export type UnsubscribeWay = 'one-click' | 'link';

export function createUnsubscribeService(db: Database, deps: { secretsKey: Uint8Array }) {
  const tokens = createUnsubscribeTokens(deps.secretsKey);
  const repository = createUnsubscribeRepository(db);
  const throttle = createPublicRateLimit(db, {
    windowMs: UNSUBSCRIBE_RATE_LIMITS.windowMs,
    refusal: rateLimited,
  });

  /** The link's receipt and whom it is for; a token not ours is not found (after its count). */
  async function targetOf(token: string, ip: string): Promise<UnsubscribeTarget> {
    const receiptId = tokens.receiptOf(token);
    const target = receiptId ? await repository.target(receiptId) : null;
    if (!target) {
      await throttle.take([
        { key: `unsubscribe-address:${ip}`, limit: UNSUBSCRIBE_RATE_LIMITS.invalidPerAddress },
      ]);
      throw notFound('Unsubscribe link');
    }
    return target;
  }

  return {
    /** What the page shows; changes nothing, as mail scanners open links before people do. */
    async read(token: string, ip: string): Promise<UnsubscribeState> {
      return stateOf(await targetOf(token, ip));
    },

    /**
     * Records the member's opt-out of email from the message's channel (of the organisation's
     * emails, for a message of no channel), once: a second use answers the same, `changed` false.
     */
    async unsubscribe(token: string, way: UnsubscribeWay, ip: string): Promise<UnsubscribeResult> {
      const target = await targetOf(token, ip);
      await throttle.take([
        {
          key: `unsubscribe-link:${tokens.receiptOf(token) ?? token}`,
          limit: UNSUBSCRIBE_RATE_LIMITS.perLink,
        },
      ]);
      if (target.unsubscribed) return { ...stateOf(target), changed: false };
      const changed = await recordOptOut(db, {
        companyId: target.companyId,
        mobileUserId: target.mobileUserId,
        channelId: target.channelId,
        delivery: 'email',
        source: 'email',
        detail: way,
      });
      return { ...stateOf(target), unsubscribed: true, changed };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof createUnsubscribeService>;
