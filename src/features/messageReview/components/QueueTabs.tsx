import { Link } from 'react-router-dom';
import { formatCount } from '../../../lib/numbers';
import type { ReviewQueueState } from '../messageReviewApi';
import { APPROVALS_PATH } from './reviewPaths';

export const QUEUE_TABS: readonly { state: ReviewQueueState; label: string }[] = [
  { state: 'pending', label: 'Awaiting approval' },
  { state: 'returned', label: 'Sent back' },
  { state: 'mine', label: 'Submitted by me' },
];

/** The queue's tab named by `?state=`: awaiting approval unless another is named. */
export const queueStateOf = (params: URLSearchParams): ReviewQueueState =>
  QUEUE_TABS.find((tab) => tab.state === params.get('state'))?.state ?? 'pending';

interface QueueTabsProps {
  active: ReviewQueueState;
  /** How many await this admin's approval, beside the first tab once known. */
  awaitingMe: number | null;
}

/** The approvals page's three lists, as links: each tab has its own address. */
export function QueueTabs({ active, awaitingMe }: QueueTabsProps) {
  return (
    <nav aria-label="Approval lists" className="w-100">
      <ul className="nav nav-tabs">
        {QUEUE_TABS.map((tab) => {
          const current = tab.state === active;
          return (
            <li key={tab.state} className="nav-item">
              <Link
                to={
                  tab.state === 'pending' ? APPROVALS_PATH : `${APPROVALS_PATH}?state=${tab.state}`
                }
                className={`nav-link${current ? ' active' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                {tab.label}
                {tab.state === 'pending' && awaitingMe ? (
                  <span className="badge rounded-pill text-bg-danger ms-2">
                    {formatCount(awaitingMe)}
                    <span className="visually-hidden"> awaiting you</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
