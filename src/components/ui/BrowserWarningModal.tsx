import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import {
  BROWSER_WARNING_DAYS,
  BROWSER_WARNING_DISMISSED,
  needsBrowserWarning,
} from '../../lib/browser';
import { COOKIE, getCookie, setCookie } from '../../lib/cookies';

export function BrowserWarningModal() {
  const [show, setShow] = useState(() =>
    needsBrowserWarning(navigator.userAgent, getCookie(COOKIE.browserWarning)),
  );

  const close = () => {
    setCookie(COOKIE.browserWarning, BROWSER_WARNING_DISMISSED, {
      expiresInDays: BROWSER_WARNING_DAYS,
    });
    setShow(false);
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="browser-warning-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="browser-warning-title" as="h2" className="h5">
          <i className="bi bi-browser-chrome me-2" aria-hidden="true" />
          Browser notice
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>For best results please use latest version of Chrome browser</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
