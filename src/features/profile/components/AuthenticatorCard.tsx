import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type {
  AuthenticatorSetup,
  TwoFactorProof,
  TwoFactorStatus,
} from '../../../../contract/twoFactor';
import { AuthenticatorSetupPanel } from '../../../components/twoFactor/AuthenticatorSetupPanel';
import { RecoveryCodesPanel } from '../../../components/twoFactor/RecoveryCodesPanel';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import {
  confirmAuthenticator,
  fetchTwoFactorStatus,
  newRecoveryCodes,
  removeAuthenticator,
  startAuthenticator,
} from '../authenticatorThunks';
import { AuthenticatorProofModal } from './AuthenticatorProofModal';

type Asking = 'replace' | 'regenerate' | 'remove' | null;

const ASKS = {
  replace: {
    title: 'Set up a new authenticator app?',
    explanation: 'The app you use now keeps working until the new one is confirmed.',
    confirmLabel: 'Continue',
    variant: 'primary',
    passwordAllowed: true,
  },
  regenerate: {
    title: 'Make new recovery codes?',
    explanation: 'Your current recovery codes stop working. Enter a code from your app.',
    confirmLabel: 'Make new codes',
    variant: 'primary',
    passwordAllowed: false,
  },
  remove: {
    title: 'Remove your authenticator app?',
    explanation:
      'Sign-in then asks for a passkey if you have one, else the emailed code if that is on, or your password alone. Your recovery codes stop working.',
    confirmLabel: 'Remove',
    variant: 'danger',
    passwordAllowed: true,
  },
} as const;

/** The profile's authenticator app: set up, new recovery codes, replace, remove. */
export function AuthenticatorCard({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const request = dispatch(fetchTwoFactorStatus());
    void request.then((result) => {
      const failure = failureOf(result);
      if (failure) setLoadError(failure.message);
      else if (fetchTwoFactorStatus.fulfilled.match(result)) setStatus(result.payload);
    });
    return () => request.abort();
  }, [dispatch, reloads]);
  const reload = () => setReloads((count) => count + 1);

  const start = async (proof: TwoFactorProof) => {
    setBusy(true);
    setError(null);
    const result = await dispatch(startAuthenticator(proof));
    setBusy(false);
    if (startAuthenticator.fulfilled.match(result)) setSetup(result.payload);
    return failureOf(result)?.message ?? null;
  };

  const confirm = async (code: string) => {
    setBusy(true);
    const result = await dispatch(confirmAuthenticator(code));
    setBusy(false);
    if (!confirmAuthenticator.fulfilled.match(result)) return failureOf(result)?.message ?? null;
    setSetup(null);
    setCodes(result.payload);
    notify.success('Your authenticator app is set up.');
    return null;
  };

  const regenerate = async (proof: TwoFactorProof) => {
    setBusy(true);
    const result = await dispatch(newRecoveryCodes(proof.code ?? ''));
    setBusy(false);
    if (newRecoveryCodes.fulfilled.match(result)) setCodes(result.payload);
    return failureOf(result)?.message ?? null;
  };

  const remove = async (proof: TwoFactorProof) => {
    setBusy(true);
    const result = await dispatch(removeAuthenticator(proof));
    setBusy(false);
    if (!removeAuthenticator.fulfilled.match(result)) return failureOf(result)?.message ?? null;
    notify.success('Your authenticator app is removed.');
    reload();
    return null;
  };

  const actions = { replace: start, regenerate, remove };
  const on = status?.authenticator ?? false;

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="authenticator-title">
      <Card.Header className="bg-body py-3">
        <h2 id="authenticator-title" className="h5 mb-0">
          Authenticator app
        </h2>
      </Card.Header>
      <Card.Body>
        {loadError ? (
          <LoadError
            message={loadError}
            onRetry={() => {
              setLoadError(null);
              reload();
            }}
          />
        ) : !status ? (
          <PageLoading label="Loading your two-factor settings…" />
        ) : codes ? (
          <RecoveryCodesPanel
            codes={codes}
            email={email}
            doneLabel="I have saved them"
            onDone={() => {
              setCodes(null);
              reload();
            }}
          />
        ) : setup ? (
          <>
            <AuthenticatorSetupPanel {...setup} confirming={busy} onConfirm={confirm} />
            <Button variant="link" className="p-0 mt-3" onClick={() => setSetup(null)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <p className="text-body-secondary">
              {on
                ? `Sign-in asks for a code from your authenticator app. ${status.recoveryCodesLeft} of your recovery codes are left.`
                : 'Sign in with a code from an app on your phone instead of an emailed one. It works without email, and each code lasts only 30 seconds.'}
            </p>
            {status.requiredByCompany && (
              <Alert variant="info">
                Your organisation requires an authenticator app for every admin.
              </Alert>
            )}
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <div className="d-flex flex-wrap gap-2">
              {on ? (
                <>
                  <Button variant="outline-primary" onClick={() => setAsking('regenerate')}>
                    New recovery codes
                  </Button>
                  <Button variant="outline-secondary" onClick={() => setAsking('replace')}>
                    Use another phone
                  </Button>
                  {!status.requiredByCompany && (
                    <Button variant="outline-danger" onClick={() => setAsking('remove')}>
                      Remove
                    </Button>
                  )}
                </>
              ) : (
                <Button
                  variant="primary"
                  disabled={busy}
                  onClick={() => void start({}).then(setError)}
                >
                  Set up an authenticator app
                </Button>
              )}
            </div>
          </>
        )}
      </Card.Body>
      {asking && (
        <AuthenticatorProofModal
          show
          {...ASKS[asking]}
          busy={busy}
          onSubmit={actions[asking]}
          onCancel={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
