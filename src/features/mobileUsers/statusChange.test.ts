import { describe, expect, it } from 'vitest';
import type { MobileUserSummary } from '../../../contract/mobileUsers';
import { buildMobileUser } from '../../../tests/factories';
import { applyStatusChange } from './statusChange';

const summary = (): MobileUserSummary => ({
  totalUsers: 10,
  totalFilteredUsers: 10,
  registeredCount: 6,
  unregisteredCount: 4,
  activeCount: 8,
  suspendedCount: 2,
  usersForMessagingCount: 8,
  registeredUsersForMessagingCount: 5,
  unregisteredUsersForMessagingCount: 3,
});

describe('applyStatusChange', () => {
  it('on the All tab keeps the row and moves the status and reach counts', () => {
    const list = {
      users: [buildMobileUser({ _id: 'u1', isActive: 1, registered: true })],
      summary: summary(),
    };
    applyStatusChange(list, { userId: 'u1', status: 0, listStatus: 'all' });
    expect(list.users[0]?.isActive).toBe(0);
    expect(list.summary).toMatchObject({
      totalFilteredUsers: 10,
      activeCount: 7,
      suspendedCount: 3,
      usersForMessagingCount: 7,
      registeredUsersForMessagingCount: 4,
      unregisteredUsersForMessagingCount: 3,
    });
  });

  it('on the Active tab takes the suspended user out of the rows and the matching counts', () => {
    const list = {
      users: [buildMobileUser({ _id: 'u1', isActive: 1, registered: false })],
      summary: summary(),
    };
    applyStatusChange(list, { userId: 'u1', status: 0, listStatus: 'active' });
    expect(list.users).toEqual([]);
    expect(list.summary).toMatchObject({
      totalFilteredUsers: 9,
      unregisteredCount: 3,
      registeredCount: 6,
      usersForMessagingCount: 7,
      unregisteredUsersForMessagingCount: 2,
    });
  });

  it('on the Suspended tab an activated user leaves and the tab still reaches nobody', () => {
    const start = { ...summary(), usersForMessagingCount: 0 };
    const list = { users: [buildMobileUser({ _id: 'u1', isActive: 0 })], summary: start };
    applyStatusChange(list, { userId: 'u1', status: 1, listStatus: 'suspended' });
    expect(list.users).toEqual([]);
    expect(list.summary).toMatchObject({
      activeCount: 9,
      suspendedCount: 1,
      usersForMessagingCount: 0,
    });
  });

  it('changes nothing for a user not shown or already in that status', () => {
    const list = { users: [buildMobileUser({ _id: 'u1', isActive: 1 })], summary: summary() };
    applyStatusChange(list, { userId: 'u1', status: 1, listStatus: 'active' });
    applyStatusChange(list, { userId: 'other', status: 0, listStatus: 'active' });
    expect(list.users).toHaveLength(1);
    expect(list.summary).toEqual(summary());
  });
});
