import type { AccessKey } from '../../../contract/accessKeys';
import { keysWithinCeiling } from '../../../contract/roles';
import { AppError, forbidden } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { AuthenticatedAdmin } from '../auth/public';
import type { ManagedSet } from './adminRepository';

/* Who asks, whom they manage, and how far the roles they give may reach: admins' and roles' rule. */

/** Who is asking: the scope the tenancy plugin resolved and the signed-in admin. */
export interface Caller {
  scope: Scope;
  admin: Pick<AuthenticatedAdmin, 'id' | 'userGroup' | 'isChannelSubAdmin' | 'accessKeys'>;
}

/**
 * Who manages whom: the platform admin any admin (of the company chosen, when one is); a company
 * admin the admins of its company but platform admins; a channel admin the sub-admins of its own
 * channel; a sub-admin nobody (the routes do not admit one).
 */
export function managedSetOf({ scope, admin }: Caller): ManagedSet {
  if (scope.kind === 'platform') return { kind: 'platform', companyId: scope.companyId };
  if (scope.kind === 'company') return { kind: 'company', companyId: scope.companyId };
  if (admin.isChannelSubAdmin === 1) throw forbidden('A sub-admin manages no admins.');
  return { kind: 'channel', companyId: scope.companyId, channelId: scope.channelId };
}

/**
 * The keys a caller may give. Message sequences are a channel's kind of messages: the built-in
 * organisation roles leave the key out only because the menu shows the screen to channel admins
 * (SPEC.md section 2), so whoever holds messages may give it.
 */
export function ceilingOf(keys: readonly AccessKey[]): readonly AccessKey[] {
  return keys.includes('messages') && !keys.includes('messagesSequence')
    ? [...keys, 'messagesSequence']
    : keys;
}

/** Refuses keys beyond what the caller's own role allows. */
export function assertCeiling(caller: Caller, keys: readonly AccessKey[]): void {
  if (!keysWithinCeiling(keys, ceilingOf(caller.admin.accessKeys))) {
    throw new AppError(
      'error_role_above_ceiling',
      'This role allows more than your own role does.',
    );
  }
}

export const invalid = (field: string, message: string) =>
  new AppError('validation_error', message, [{ field, message }]);
