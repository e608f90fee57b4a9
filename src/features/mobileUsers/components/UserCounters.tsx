import Placeholder from 'react-bootstrap/Placeholder';
import type { MobileUserSummary } from '../../../../contract/mobileUsers';
import { formatCount, formatCountOrEstimate } from '../../../lib/numbers';

interface Counter {
  label: string;
  icon: string;
  value: (summary: MobileUserSummary) => number;
  detail?: (summary: MobileUserSummary) => string | undefined;
  /** The total of the scope is always exact; the filtered counts may be estimates. */
  exact?: boolean;
}

const COUNTERS: readonly Counter[] = [
  { label: 'Total users', icon: 'bi-people', value: (s) => s.totalUsers, exact: true },
  {
    label: 'Matching filters',
    icon: 'bi-funnel',
    value: (s) => s.totalFilteredUsers,
    detail: (s) => (s.countsEstimated ? 'Estimated from a sample of the users' : undefined),
  },
  { label: 'Active', icon: 'bi-check-circle', value: (s) => s.activeCount },
  { label: 'Suspended', icon: 'bi-pause-circle', value: (s) => s.suspendedCount },
  { label: 'Registered', icon: 'bi-person-check', value: (s) => s.registeredCount },
  { label: 'Unregistered', icon: 'bi-person-dash', value: (s) => s.unregisteredCount },
  {
    label: 'Reachable for messaging',
    icon: 'bi-broadcast',
    value: (s) => s.usersForMessagingCount,
    detail: (s) =>
      `${formatCountOrEstimate(s.registeredUsersForMessagingCount, s.countsEstimated)} registered · ${formatCountOrEstimate(s.unregisteredUsersForMessagingCount, s.countsEstimated)} unregistered`,
  },
];

/** The list summary: each count applies every filter but its own (contract/mobileUsers.ts). */
export function UserCounters({ summary }: { summary: MobileUserSummary | null }) {
  return (
    <ul className="user-counters list-unstyled shadow-sm" aria-label="User counts">
      {COUNTERS.map((counter) => (
        <li key={counter.label} className="user-counter">
          <span className="user-counter-label">
            <i className={`bi ${counter.icon}`} aria-hidden="true" />
            {counter.label}
          </span>
          {summary ? (
            <span className="user-counter-value">
              {counter.exact
                ? formatCount(counter.value(summary))
                : formatCountOrEstimate(counter.value(summary), summary.countsEstimated)}
            </span>
          ) : (
            <Placeholder as="span" animation="glow" className="user-counter-value">
              <Placeholder xs={6} />
            </Placeholder>
          )}
          {summary && counter.detail?.(summary) && (
            <span className="user-counter-detail">{counter.detail(summary)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
