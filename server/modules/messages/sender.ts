import type { MessageAudience } from '../../../contract/messages';
import type { MobileUserFilter } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import type { StoredAudience } from '../../db/schema/messages';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { loadSendingChannel, type SendingChannel } from '../delivery/public';
import { filterSegment } from '../mobileUsers/public';
import { countGroupsInScope } from './sendRepository';
import { fieldError } from '../../lib/errors';

export const chooseOrganisation = () =>
  new AppError('validation_error', 'Choose an organization first.');

/**
 * The channel a message goes out through. A channel admin sends through its own channel (a
 * different cpId is another tenant's: 404); company and platform admins name a channel of the
 * company in scope, and a platform admin must have chosen a company.
 */
export async function resolveSendingChannel(
  db: Database,
  scope: Scope,
  cpId: string | undefined,
): Promise<SendingChannel> {
  if (scope.kind === 'channel' && cpId !== undefined && cpId !== scope.channelId)
    throw notFound('Channel');
  if (!scope.companyId) throw chooseOrganisation();
  const channelId = scope.kind === 'channel' ? scope.channelId : cpId;
  if (!channelId) throw fieldError('cpId', 'is required: choose the channel to send through');
  const channel = await loadSendingChannel(db, scope.companyId, channelId);
  if (!channel) throw notFound('Channel');
  return channel;
}

/** The audience as it may arrive: the schema checks its fields, not which go with which kind. */
interface AudienceInput {
  kind: MessageAudience['kind'];
  groups?: string[] | undefined;
  filter?: MobileUserFilter | undefined;
}

/**
 * The audience as stored, keeping only what its kind uses. Groups must be ones the sender may use
 * (the company's, or a channel admin's channel's): a group of another tenant answers 404 rather
 * than silently reaching nobody.
 */
export async function checkedAudience(
  db: Database,
  scope: Scope,
  audience: MessageAudience,
): Promise<StoredAudience> {
  const input: AudienceInput = audience;
  if (input.kind === 'all') return { kind: 'all' };
  if (input.kind === 'users') {
    if (!input.filter) throw fieldError('audience.filter', 'is required for the kind users');
    // A saved segment must be one the sender may use (404 otherwise); its rule is read again
    // when the message goes out, so only its id is kept.
    await filterSegment(db, scope, input.filter);
    return { kind: 'users', filter: input.filter };
  }
  if (!input.groups) throw fieldError('audience.groups', 'is required for the kind groups');
  const wanted = [...new Set(input.groups)];
  if ((await countGroupsInScope(db, scope, wanted)) !== wanted.length) throw notFound('Group');
  return { kind: 'groups', groups: wanted };
}
