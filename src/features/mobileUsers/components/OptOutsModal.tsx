import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { OPT_OUTS_MEMBER_ONLY, optOutLabel, optOutOrigin } from '../optOutText';
import { displayName } from '../userDisplay';

/**
 * What a member opted out of, read-only: an admin sees the member's choices and never sets or
 * lifts one (docs/decisions.md, "Opt-outs as the console shows them").
 */
export function OptOutsModal({ user, onClose }: { user: MobileUser; onClose: () => void }) {
  const name = displayName(user);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="opt-outs-title">
      <Modal.Header closeButton>
        <Modal.Title id="opt-outs-title" as="h2" className="h5">
          Opt-outs of {name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {user.optOuts.length === 0 ? (
          <p className="mb-3">
            {name} has not opted out of anything: they get what their channels send them.
          </p>
        ) : (
          <ul className="list-unstyled opt-outs-list mb-3" aria-label={`Opt-outs of ${name}`}>
            {user.optOuts.map((optOut) => (
              <li
                key={`${optOut.channelId ?? 'all'}-${optOut.delivery}`}
                className="d-flex flex-wrap align-items-baseline gap-2 py-2 border-bottom"
              >
                <span className="badge opt-out-badge">
                  <i className="bi bi-bell-slash me-1" aria-hidden="true" />
                  {optOutLabel(optOut)}
                </span>
                <span className="small text-body-secondary">{optOutOrigin(optOut)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="small text-body-secondary mb-0">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {OPT_OUTS_MEMBER_ONLY}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
