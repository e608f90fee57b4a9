import type { Dashboard, Profile } from '../../../contract/auth';
import type { AccessKey } from '../../../contract/accessKeys';
import {
  ALL_COMPANIES,
  isChannelAdmin,
  isPlatformAdmin,
  ownChannelOf,
  roleOf,
  type RoleHolder,
} from '../../app/session';

export interface StatTile {
  key: keyof Dashboard;
  label: string;
  icon: string;
  value: number;
  /** The third line: available or disabled app users, a share, or what is counted. */
  detail: string;
  /** The detail needs attention (app users over the purchased bundle). */
  warn?: boolean;
}

export const countFormat = new Intl.NumberFormat('en-US');

const share = (part: number, whole: number) =>
  `${whole > 0 ? Math.round((part / whole) * 100) : 0}% of subscribers`;

/**
 * purchased_app_users is the channel's bundle of app users. Under it, the rest of the bundle is
 * available; over it, the extra users cannot be served and count as disabled. Without a bundle
 * (organisation and platform admins) the line says what is counted.
 */
export function subscribersDetail(
  subscribers: number,
  purchased: number,
): Pick<StatTile, 'detail' | 'warn'> {
  if (purchased <= 0) return { detail: 'Active app users' };
  const left = purchased - subscribers;
  if (left >= 0) return { detail: `${countFormat.format(left)} available` };
  return { detail: `${countFormat.format(-left)} disabled`, warn: true };
}

type ViewerFields = Pick<Profile, 'userGroup' | 'purchased_app_users'>;

export function statTiles(dashboard: Dashboard, user: ViewerFields): StatTile[] {
  const { subscribers } = dashboard;
  const tiles: (StatTile | null)[] = [
    {
      key: 'subscribers',
      label: 'Subscribers',
      icon: 'bi-people',
      value: subscribers,
      ...subscribersDetail(subscribers, user.purchased_app_users),
    },
    {
      key: 'iosSubscribers',
      label: 'iOS subscribers',
      icon: 'bi-apple',
      value: dashboard.iosSubscribers,
      detail: share(dashboard.iosSubscribers, subscribers),
    },
    {
      key: 'androidSubscribers',
      label: 'Android subscribers',
      icon: 'bi-android2',
      value: dashboard.androidSubscribers,
      detail: share(dashboard.androidSubscribers, subscribers),
    },
    {
      key: 'paidSubscribers',
      label: 'Paid subscribers',
      icon: 'bi-credit-card',
      value: dashboard.paidSubscribers,
      detail: share(dashboard.paidSubscribers, subscribers),
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

/** The stats card footer: whose app users the counters cover. */
export function statsScopeLabel(
  user: Pick<Profile, 'userGroup' | 'cpName' | 'company'>,
  selected: SelectedCompany,
): string {
  if (isChannelAdmin(user)) return `Followers of ${user.cpName ?? 'your channel'}`;
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
