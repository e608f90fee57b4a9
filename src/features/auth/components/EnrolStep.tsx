import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { AuthenticatorSetup, EnrolConfirmResponse } from '../../../../contract/twoFactor';
import { AuthenticatorSetupPanel } from '../../../components/twoFactor/AuthenticatorSetupPanel';
import { RecoveryCodesPanel } from '../../../components/twoFactor/RecoveryCodesPanel';
import { apiFailure } from '../../../lib/apiErrors';
import { confirmEnrolment, startEnrolment } from '../enrolApi';

export type EnrolledSession = Omit<EnrolConfirmResponse['data'], 'recoveryCodes'>;

interface EnrolStepProps {
  ticket: string;
  email: string;
  onSignedIn: (session: EnrolledSession) => void;
  onCancel: () => void;
}

/**
 * Sign-in for an admin whose organisation requires an authenticator app they have yet to set up:
 * the app first, its recovery codes shown once, then the console. Loaded only for them.
 */
export function EnrolStep({ ticket, email, onSignedIn, onCancel }: EnrolStepProps) {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<EnrolConfirmResponse['data'] | null>(null);

  useEffect(() => {
    let live = true;
    startEnrolment(ticket).then(
      (started) => live && setSetup(started),
      (err: unknown) => live && setFailure(apiFailure(err).message),
    );
    return () => {
      live = false;
    };
  }, [ticket]);

  const confirm = async (code: string) => {
    setConfirming(true);
    try {
      setDone(await confirmEnrolment(ticket, code));
      return null;
    } catch (err) {
      return apiFailure(err).message;
    } finally {
      setConfirming(false);
    }
  };

  if (done) {
    const { recoveryCodes, ...session } = done;
    return (
      <RecoveryCodesPanel
        codes={recoveryCodes}
        email={email}
        doneLabel="Continue"
        onDone={() => onSignedIn(session)}
      />
    );
  }
  return (
    <div>
      <p>Your organisation requires an authenticator app to sign in. Set it up now to continue.</p>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : !setup ? (
        <p role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
          Preparing your key…
        </p>
      ) : (
        <AuthenticatorSetupPanel {...setup} confirming={confirming} onConfirm={confirm} />
      )}
      <Button variant="link" className="p-0 mt-3" onClick={onCancel}>
        Use another account
      </Button>
    </div>
  );
}
