import type { AudienceCount } from '../../../contract/messages';
import { formatCount, plural } from '../../lib/numbers';
import type { ComposeValues } from './composeForm';
import type { GroupChoice } from './composeApi';

/** The audience in words, for the confirmation: who the admin chose. */
export function describeAudience(
  values: Pick<ComposeValues, 'audienceKind' | 'groups' | 'users'>,
  groups: readonly GroupChoice[],
  channelName: string,
): string {
  if (values.audienceKind === 'all') return `All users of ${channelName}`;
  if (values.audienceKind === 'groups') {
    const names = values.groups.map((id) => groups.find((g) => g._id === id)?.name ?? 'a group');
    return `${names.length === 1 ? 'The group' : 'The groups'} ${names.join(', ')}`;
  }
  if (values.audienceKind === 'segment') return 'The members of the chosen saved segment';
  if (values.users.mode === 'ids') return `${plural(values.users.userIds.length, 'chosen user')}`;
  return 'Users matching the chosen filters';
}

/** The reach by way: "100 by push, 15 by SMS, 4 by email", or "" when nobody is reached. */
export function describeReach(count: AudienceCount): string {
  const parts = [
    count.push && `${formatCount(count.push)} by push`,
    count.sms && `${formatCount(count.sms)} by SMS`,
    count.email && `${formatCount(count.email)} by email`,
  ].filter(Boolean);
  return parts.join(', ');
}
