import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatCount, plural } from '../../../lib/numbers';
import { usePollWhileVisible } from '../../../lib/usePollWhileVisible';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { selectAwaitingMe } from '../messageReviewSlice';
import { fetchAwaitingMe } from '../messageReviewThunks';
import './ApprovalsBell.css';
import { APPROVALS_PATH } from './reviewPaths';

/** Often enough that an approver hears of a message within a minute, rarely enough to cost nothing. */
export const AWAITING_POLL_MS = 60_000;

/**
 * The console's notice of messages awaiting this admin's approval: a link to the approvals
 * page in the navbar with their count, asked again every minute while the tab is visible.
 * Nothing shows while none await (or the organisation reviews nothing).
 */
export function ApprovalsBell() {
  const dispatch = useAppDispatch();
  const awaitingMe = useAppSelector(selectAwaitingMe);
  const companyInView = useAppSelector(selectCompanyInView);
  // One question at a time: a tab waking from sleep fires missed intervals together.
  const asking = useRef(false);
  const poll = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    void dispatch(fetchAwaitingMe()).finally(() => {
      asking.current = false;
    });
  }, [dispatch]);

  useEffect(() => {
    const request = dispatch(fetchAwaitingMe());
    return () => request.abort();
  }, [dispatch, companyInView]);
  usePollWhileVisible(poll, AWAITING_POLL_MS);

  if (!awaitingMe) return null;
  return (
    <Link
      to={APPROVALS_PATH}
      className="btn app-navbar-approvals position-relative"
      title="Approvals"
      aria-label={`Approvals: ${plural(awaitingMe, 'message')} awaiting your approval`}
    >
      <i className="bi bi-bell" aria-hidden="true" />
      <span className="position-absolute top-0 start-100 translate-middle badge rounded-pill text-bg-danger">
        {formatCount(awaitingMe)}
      </span>
    </Link>
  );
}
