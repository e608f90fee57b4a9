import type {
  AudienceCount,
  DeliveryMode,
  ModeReach,
  NotFollowing,
} from '../../../contract/messages';
import { formatCount, plural } from '../../lib/numbers';

/**
 * The reach in two figures, as compose's reach panel and its confirmation both show it, from the
 * API's `reached` and `notReachable` (docs/decisions.md, "Delivery choices"): never added up here.
 */
export interface ReachFigures {
  /** "12 users reached". */
  reached: string;
  /** "3 not reachable", or null when every user the choice names is reached. */
  notReachable: string | null;
  /**
   * Why: "2 suspended, 1 with no address for this channel, 3 not following the channel, 312
   * opted out of SMS".
   */
  reasons: string | null;
  /** One line per group (or one for picked users) of who does not follow the channel. */
  notFollowing: string[];
}

/**
 * Who does not follow the sending channel, in words: "3 members of Stewards do not follow Acme
 * News", a line per group; for picked users "2 of the chosen users do not follow Acme News".
 */
export function notFollowingLines(notFollowing: NotFollowing | null | undefined): string[] {
  if (!notFollowing || notFollowing.users === 0) return [];
  const channel = notFollowing.channel || 'the channel';
  if (notFollowing.groups.length === 0) {
    const verb = notFollowing.users === 1 ? 'does' : 'do';
    return [`${formatCount(notFollowing.users)} of the chosen users ${verb} not follow ${channel}`];
  }
  return notFollowing.groups.map(
    (group) =>
      `${plural(group.users, 'member')} of ${group.name} ${group.users === 1 ? 'does' : 'do'} not follow ${channel}`,
  );
}

/**
 * Members who opted out of a way the choice would have reached them (AudienceCount.optedOut):
 * "312 opted out of SMS", push, SMS then email. An older answer without the counts says nothing.
 */
export function optedOutReasons(count: Pick<AudienceCount, 'optedOut'>): string[] {
  const optedOut = count.optedOut as AudienceCount['optedOut'] | undefined;
  if (!optedOut) return [];
  return OPTED_OUT_WAYS.filter(({ key }) => optedOut[key] > 0).map(
    ({ key, word }) => `${formatCount(optedOut[key])} opted out of ${word}`,
  );
}

const OPTED_OUT_WAYS = [
  { key: 'push', word: 'push' },
  { key: 'sms', word: 'SMS' },
  { key: 'email', word: 'email' },
] as const;

export function reachFigures(count: AudienceCount): ReachFigures {
  const following = count.notFollowing?.users ?? 0;
  const reasons = [
    count.suspended && `${formatCount(count.suspended)} suspended`,
    count.none && `${formatCount(count.none)} with no address for this channel`,
    following && `${formatCount(following)} not following the channel`,
    ...optedOutReasons(count),
  ].filter(Boolean);
  return {
    reached: `${plural(count.reached, 'user')} reached`,
    notReachable:
      count.notReachable > 0 ? `${formatCount(count.notReachable)} not reachable` : null,
    reasons: reasons.length > 0 ? reasons.join(', ') : null,
    notFollowing: notFollowingLines(count.notFollowing),
  };
}

/** The delivery choices as compose offers them, in order. */
export const DELIVERY_CHOICES: readonly { mode: DeliveryMode; label: string; whom: string }[] = [
  {
    mode: 'fallback',
    label: 'Push with SMS/email fallback',
    whom: 'Push to app users; an SMS, else an email, to members without the app.',
  },
  {
    mode: 'push',
    label: 'Push only',
    whom: 'Only app users; members without the app get nothing.',
  },
  { mode: 'sms', label: 'SMS only', whom: 'A text to everyone with a phone, app users too.' },
  { mode: 'email', label: 'Email only', whom: 'An email to everyone with an address.' },
];

/** Why a choice is off: the channel does not text, or neither it nor its organisation emails. */
export const DELIVERY_REFUSED: Partial<Record<DeliveryMode, string>> = {
  sms: 'This channel does not send SMS.',
  email: 'Neither this channel nor its organisation allows email.',
};

/** One choice's reach: "Reaches 118 · 15 text credits". */
export function choiceReach(reach: ModeReach): string {
  const reached = reach.push + reach.sms + reach.email;
  const credits =
    reach.creditsNeeded === 0 ? 'no text credits' : plural(reach.creditsNeeded, 'text credit');
  return `Reaches ${formatCount(reached)} · ${credits}`;
}
