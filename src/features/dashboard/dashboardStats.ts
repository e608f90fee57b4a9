import type { Dashboard, Profile } from '../../../contract/auth';
import type { AccessKey } from '../../../contract/accessKeys';
import {
  ALL_COMPANIES,
  isChannelAdmin,
  isPlatformAdmin,
  ownChannelOf,
  roleOf,
  type RoleHolder,
} from '../../state/session';
import { formatCount } from '../../lib/numbers';

export interface StatTile {
  key: keyof Dashboard;
  label: string;
  icon: string;
  value: number;
  /** The third line: available or disabled app users, a share, or what is counted. */
  detail: string;
  /** The detail needs attention (app users over the channel's allowance). */
  warn?: boolean;
}

/** Counts in the reader's locale. */
export const countFormat = { format: (value: number) => formatCount(value) };

/**
 * Whole percentages of `whole` for parts that together make it, adding up to 100 (largest
 * remainder): iOS, Android and the rest never read 34% + 33% + 32%.
 */
export function sharesOf(parts: readonly number[], whole: number): number[] {
  if (whole <= 0) return parts.map(() => 0);
  const exact = parts.map((part) => (part / whole) * 100);
  const shares = exact.map(Math.floor);
  const missing =
    Math.round(exact.reduce((sum, value) => sum + value, 0)) - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, Math.max(0, missing))) {
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}

const shareText = (share: number) => `${share}% of subscribers`;

/**
 * The subscribers' third line. A channel admin's: the channel's allowance from the server (its
 * pricing panel's figures), available under it and disabled past it. Anyone else's: the
 * subscribers split by registration, which adds up to them.
 */
export function subscribersDetail(
  dashboard: Pick<Dashboard, 'appUsers' | 'registeredSubscribers' | 'unregisteredSubscribers'>,
): Pick<StatTile, 'detail' | 'warn'> {
  const { appUsers } = dashboard;
  if (!appUsers) {
    const registered = countFormat.format(dashboard.registeredSubscribers);
    const unregistered = countFormat.format(dashboard.unregisteredSubscribers);
    return { detail: `${registered} registered, ${unregistered} not registered` };
  }
  const left = appUsers.allowed - appUsers.used;
  const allowed = countFormat.format(appUsers.allowed);
  if (left >= 0) return { detail: `${countFormat.format(left)} of ${allowed} available` };
  return {
    detail: `${countFormat.format(-left)} disabled, over the ${allowed} allowed`,
    warn: true,
  };
}

type ViewerFields = Pick<Profile, 'userGroup'>;

export function statTiles(dashboard: Dashboard, user: ViewerFields): StatTile[] {
  const { subscribers } = dashboard;
  const [ios = 0, android = 0, other = 0] = sharesOf(
    [dashboard.iosSubscribers, dashboard.androidSubscribers, dashboard.otherSubscribers],
    subscribers,
  );
  const [paid = 0] = sharesOf([dashboard.paidSubscribers], subscribers);
  const tiles: (StatTile | null)[] = [
    {
      key: 'subscribers',
      label: 'Subscribers',
      icon: 'bi-people',
      value: subscribers,
      ...subscribersDetail(dashboard),
    },
    {
      key: 'iosSubscribers',
      label: 'iOS subscribers',
      icon: 'bi-apple',
      value: dashboard.iosSubscribers,
      detail: shareText(ios),
    },
    {
      key: 'androidSubscribers',
      label: 'Android subscribers',
      icon: 'bi-android2',
      value: dashboard.androidSubscribers,
      detail: shareText(android),
    },
    {
      key: 'otherSubscribers',
      label: 'Web or unknown',
      icon: 'bi-globe2',
      value: dashboard.otherSubscribers,
      detail: shareText(other),
    },
    {
      key: 'paidSubscribers',
      label: 'Paid subscribers',
      icon: 'bi-credit-card',
      value: dashboard.paidSubscribers,
      detail: shareText(paid),
    },
    {
      key: 'recoveredUsers',
      label: 'Re-registered',
      icon: 'bi-arrow-repeat',
      value: dashboard.recoveredUsers,
      detail: 'Came back after leaving',
    },
    isPlatformAdmin(user)
      ? {
          key: 'companies',
          label: 'Organizations',
          icon: 'bi-buildings',
          value: dashboard.companies,
          detail: 'Active organizations',
        }
      : null,
    {
      key: 'channels',
      label: 'Channels',
      icon: 'bi-broadcast',
      value: dashboard.channels,
      detail: 'Active channels',
    },
    {
      key: 'admins',
      label: 'Admins',
      icon: 'bi-person-badge',
      value: dashboard.admins,
      detail: 'With console access',
    },
    {
      key: 'coopFunds',
      label: 'Co-op funds',
      icon: 'bi-piggy-bank',
      value: dashboard.coopFunds,
      detail: 'Funded by a co-op provider',
    },
  ];
  return tiles.filter((tile) => tile !== null);
}

interface SelectedCompany {
  id: string | null;
  name: string | null;
}

/**
 * The stats card footer: whose app users the counters cover. A default channel serves its whole
 * organization (the server's allowance says so), so its admin's counters cover every app user.
 */
export function statsScopeLabel(
  user: Pick<Profile, 'userGroup' | 'cpName' | 'company'>,
  selected: SelectedCompany,
  appUsers: Dashboard['appUsers'] = null,
): string {
  if (isChannelAdmin(user)) {
    const channel = user.cpName ?? 'your channel';
    if (appUsers?.wholeCompany) {
      return `All app users of ${user.company?.name ?? 'your organization'} (${channel} is its default channel)`;
    }
    return `Followers of ${channel}`;
  }
  if (isPlatformAdmin(user)) {
    if (!selected.id || selected.id === ALL_COMPANIES) return 'All organizations';
    return `Across ${selected.name ?? 'the selected organization'}`;
  }
  return `Across ${user.company?.name ?? 'your organization'}`;
}

/** The keys that open the pricing panel (the API's pricing calls take the same). */
const PRICING_KEYS: readonly AccessKey[] = ['contentProvider', 'settings'];

/**
 * Channel admins buy app users and text credits on their channel's pricing panel. Sub-admins
 * may not, nor a role without the panel's keys (docs/decisions.md, "Channel pricing").
 */
export function pricingPanelPath(user: Pick<Profile, 'contentProviderID'> & RoleHolder) {
  const channelID = ownChannelOf(user);
  if (!channelID || user.isChannelSubAdmin === 1) return null;
  if (!roleOf(user).keys.some((key) => PRICING_KEYS.includes(key))) return null;
  return `/content-provider/pricing-panel/${encodeURIComponent(channelID)}`;
}
