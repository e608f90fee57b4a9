import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';

interface PasskeyStepProps {
  email: string;
  loading: boolean;
  /** The sign-in failed or the prompt was dismissed: the way back is a fresh challenge. */
  failed: boolean;
  /** The admin has an authenticator app too. */
  authenticatorToo: boolean;
  /** Opens the browser's passkey prompt for this sign-in's challenge. */
  onUse: () => void;
  /** Asks the sign-in for a fresh challenge (the last one was spent or has expired). */
  onRetry: () => void;
  onUseApp: () => void;
  onCancel: () => void;
}

/**
 * The sign-in step of an admin with a passkey, after their password: the browser's prompt opens
 * by itself once, and again from the button. Loaded only when a sign-in asks for it.
 */
export function PasskeyStep({
  email,
  loading,
  failed,
  authenticatorToo,
  onUse,
  onRetry,
  onUseApp,
  onCancel,
}: PasskeyStepProps) {
  const prompted = useRef(false);
  useEffect(() => {
    if (prompted.current) return;
    prompted.current = true;
    onUse();
  }, [onUse]);

  return (
    <div aria-label="Verify with a passkey" role="group">
      <p>
        Finish signing in as <strong>{email}</strong> with your passkey: your fingerprint, face or
        device PIN.
      </p>
      <Button
        className="w-100"
        disabled={loading}
        onClick={failed ? onRetry : onUse}
        aria-busy={loading}
      >
        <i className="bi bi-fingerprint me-2" aria-hidden="true" />
        {loading ? 'Waiting for your passkey…' : 'Use your passkey'}
      </Button>
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        {authenticatorToo && (
          <Button variant="link" className="p-0" onClick={onUseApp}>
            Use your authenticator app instead
          </Button>
        )}
        <Button variant="link" className="p-0" onClick={onCancel}>
          Use another account
        </Button>
      </div>
      {!authenticatorToo && (
        <p className="small text-body-secondary mt-3 mb-0">
          Lost your passkey? Ask an administrator of your organization to reset your two-factor
          sign-in.
        </p>
      )}
    </div>
  );
}
