import { describe, expect, it } from 'vitest';
import { buildDashboard, buildProfile } from '../../../tests/factories';
import { sharesOf, statsScopeLabel, statTiles, subscribersDetail } from './dashboardStats';

const allowance = (used: number, allowed: number) => ({
  planCode: 'starter',
  planName: 'Starter',
  includedAppUsers: allowed,
  purchasedAppUsers: 0,
  allowed,
  used,
  wholeCompany: false,
});

describe('subscribersDetail', () => {
  it('splits the subscribers by registration without an allowance', () => {
    expect(
      subscribersDetail(
        buildDashboard({ registeredSubscribers: 1000, unregisteredSubscribers: 250 }),
      ),
    ).toEqual({ detail: '1,000 registered, 250 not registered' });
  });

  it.each([
    [1000, 1000, { detail: '0 of 1,000 available' }],
    [250, 5000, { detail: '4,750 of 5,000 available' }],
    [5001, 5000, { detail: '1 disabled, over the 5,000 allowed', warn: true }],
  ])('%i app users used of %i allowed', (used, allowed, expected) => {
    expect(subscribersDetail(buildDashboard({ appUsers: allowance(used, allowed) }))).toEqual(
      expected,
    );
  });
});

describe('sharesOf', () => {
  it.each([
    [[1, 1, 1], 3, [34, 33, 33]],
    [[700, 520, 30], 1250, [56, 42, 2]],
    [[2, 1, 0], 3, [67, 33, 0]],
    [[0, 0, 0], 0, [0, 0, 0]],
    [[1], 3, [33]],
  ])('%j of %i', (parts, whole, expected) => {
    const shares = sharesOf(parts, whole);
    expect(shares).toEqual(expected);
    if (parts.reduce((a, b) => a + b, 0) === whole && whole > 0) {
      expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    }
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

  it('splits the subscribers by platform into parts that add up, to the value and to 100%', () => {
    const dashboard = buildDashboard({
      subscribers: 10,
      iosSubscribers: 3,
      androidSubscribers: 3,
      otherSubscribers: 4,
    });
    const tiles = statTiles(dashboard, buildProfile());
    const parts = ['iosSubscribers', 'androidSubscribers', 'otherSubscribers'].map((key) =>
      tiles.find((tile) => tile.key === key),
    );
    expect(parts.reduce((sum, tile) => sum + (tile?.value ?? 0), 0)).toBe(dashboard.subscribers);
    expect(parts.map((tile) => tile?.detail)).toEqual([
      '30% of subscribers',
      '30% of subscribers',
      '40% of subscribers',
    ]);
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

  it("counts a channel admin's followers, or a default channel's whole organization", () => {
    const admin = buildProfile({ userGroup: 5, cpName: 'Local 99' });
    expect(statsScopeLabel(admin, none)).toBe('Followers of Local 99');
    expect(statsScopeLabel(admin, none, { ...allowance(10, 100), wholeCompany: true })).toMatch(
      /^All app users of .+ \(Local 99 is its default channel\)$/,
    );
  });
});
