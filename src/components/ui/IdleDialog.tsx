import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useCountdown } from './useCountdown';
import { useIdleTimer } from './useIdleTimer';

/** SPEC.md section 9: 40 minutes without activity, then a 20 s countdown to logout. */
export const IDLE_TIMEOUT_MS = 2_400_000;
export const IDLE_COUNTDOWN_S = 20;

interface IdleDialogProps {
  /** Only a signed-in session times out. */
  enabled: boolean;
  onExpire: () => void;
}

export function IdleDialog({ enabled, onExpire }: IdleDialogProps) {
  const [prompting, setPrompting] = useState(false);
  const prompt = useCallback(() => setPrompting(true), []);
  const expire = useCallback(() => {
    setPrompting(false);
    onExpire();
  }, [onExpire]);

  useIdleTimer(IDLE_TIMEOUT_MS, prompt, enabled && !prompting);
  const secondsLeft = useCountdown(IDLE_COUNTDOWN_S, enabled && prompting, expire);

  return (
    <Modal
      show={enabled && prompting}
      onHide={() => setPrompting(false)}
      backdrop="static"
      centered
      aria-labelledby="idle-dialog-title"
      aria-describedby="idle-dialog-body"
    >
      <Modal.Header>
        <Modal.Title id="idle-dialog-title" as="h2" className="h5">
          Your session has expired
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="idle-dialog-body">
        <p className="mb-0">
          You will be logged out in <strong className="idle-countdown">{secondsLeft}</strong>{' '}
          {secondsLeft === 1 ? 'second' : 'seconds'}.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={() => setPrompting(false)} autoFocus>
          Continue
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
