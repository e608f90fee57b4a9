import { describe, expect, it } from 'vitest';
import { buildDashboard, buildProfile } from '../../../tests/factories';
import { statsScopeLabel, statTiles, subscribersDetail } from './dashboardStats';

describe('subscribersDetail', () => {
  it.each([
    [0, 0, { detail: 'Active app users' }],
    [1250, 0, { detail: 'Active app users' }],
    [1000, 1000, { detail: '0 available' }],
    [250, 5000, { detail: '4,750 available' }],
    [5001, 5000, { detail: '1 disabled', warn: true }],
  ])('%i subscribers on a bundle of %i', (subscribers, purchased, expected) => {
    expect(subscribersDetail(subscribers, purchased)).toEqual(expected);
  });
});

describe('statTiles', () => {
  it('lists organizations for platform admins only', () => {
    const dashboard = buildDashboard();
    const keys = (userGroup: number) =>
      statTiles(dashboard, buildProfile({ userGroup })).map((tile) => tile.key);

    expect(keys(1)).toContain('companies');
    for (const group of [2, 4, 5]) expect(keys(group)).not.toContain('companies');
  });

  it('gives shares of no subscribers as 0%', () => {
    const tiles = statTiles(buildDashboard({ subscribers: 0, iosSubscribers: 0 }), buildProfile());
    expect(tiles.find((tile) => tile.key === 'iosSubscribers')?.detail).toBe('0% of subscribers');
  });
});

describe('statsScopeLabel', () => {
  const none = { id: null, name: null };

  it('names the organisation a platform admin chose', () => {
    const admin = buildProfile({ userGroup: 1 });
    expect(statsScopeLabel(admin, none)).toBe('All organizations');
    expect(statsScopeLabel(admin, { id: 'All', name: null })).toBe('All organizations');
    expect(statsScopeLabel(admin, { id: 'navy', name: 'Navy CU' })).toBe('Across Navy CU');
    expect(statsScopeLabel(admin, { id: 'navy', name: null })).toBe(
      'Across the selected organization',
    );
  });

  it("counts a channel admin's followers", () => {
    expect(statsScopeLabel(buildProfile({ userGroup: 5, cpName: 'Local 99' }), none)).toBe(
      'Followers of Local 99',
    );
  });
});
