import type { UserGroup } from '../../../contract/userGroups';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { GroupWrite } from './groupRepository';
import type { BulkChange, BulkResult } from './memberRepository';

/** The group the repository found, or the 404 for none in scope. */
export function groupFound<T extends UserGroup | { _id: string }>(item: T | undefined): T {
  if (!item) throw notFound('Group');
  return item;
}

/** The groups of a channel, or the 404 for a channel the scope may not see. */
export function channelGroups(groups: UserGroup[] | null): UserGroup[] {
  if (!groups) throw notFound('Channel');
  return groups;
}

const chooseOrganisation = () =>
  new AppError('validation_error', 'Choose an organization before creating a group.');

/** A platform admin must have chosen an organisation before creating a group. */
export function assertCompanyChosen(scope: Scope): void {
  if (!scope.companyId) throw chooseOrganisation();
}

/** Names differ by more than padding: ' Night shift ' and 'Night shift' are one name. */
export function cleanGroupName<T extends { name: string }>(body: T): T {
  const name = body.name.trim();
  if (!name) throw new AppError('validation_error', 'name must not be blank');
  return { ...body, name };
}

/**
 * A write's answer: the group, or 409 for a name taken, 404 for a channel or group not found,
 * 400 for no organisation chosen.
 */
export function groupWritten(write: GroupWrite): UserGroup {
  if (write && 'refused' in write) {
    if (write.refused === 'name_taken')
      throw new AppError('error_group_name_already_exist', 'Group name already exists.');
    if (write.refused === 'channel_missing') throw notFound('Channel');
    throw chooseOrganisation();
  }
  return groupFound(write);
}

/** Either userIds or a filter, never both or neither. */
export function assertOneSelection(body: { userIds?: unknown; filter?: unknown }): void {
  if ((body.userIds === undefined) === (body.filter === undefined)) {
    throw new AppError('validation_error', 'Send either userIds or filter.');
  }
}

/** A bulk change's answer, or the 404 for the group or a user not in scope. */
export function bulkChanged(change: BulkChange): BulkResult {
  if ('refused' in change)
    throw notFound(change.refused === 'group_missing' ? 'Group' : 'App user');
  return change;
}
