import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useCountdown } from './useCountdown';
import { useIdleTimer, type EventsType, type ITimers } from 'react-idle-timer';

/** SPEC.md section 9: 40 minutes without activity, then a 20 s countdown to logout. */
export const IDLE_TIMEOUT_MS = 2_400_000;
export const IDLE_COUNTDOWN_S = 20;

/** What counts as activity: pointer, keyboard, wheel and scroll, as before the library. */
const ACTIVITY_EVENTS: EventsType[] = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'pointerdown',
];

// The library binds window's timers when it loads; looking them up at each call lets a fake clock
// installed later (vitest, Playwright) drive the idle timeout as it drives the countdown.
const CURRENT_TIMERS: ITimers = {
  setTimeout: (run, delay) => window.setTimeout(run, delay),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (run, delay) => window.setInterval(run, delay),
  clearInterval: (id) => window.clearInterval(id),
};

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

  // Off while the dialog shows: only Continue (or the countdown) ends the prompt, and turning it
  // back on starts the 40 minutes again.
  useIdleTimer({
    timeout: IDLE_TIMEOUT_MS,
    onIdle: prompt,
    disabled: !enabled || prompting,
    events: ACTIVITY_EVENTS,
    timers: CURRENT_TIMERS,
  });
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
