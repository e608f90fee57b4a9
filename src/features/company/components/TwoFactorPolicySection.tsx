import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { TwoFactorPolicy } from '../../../../contract/twoFactor';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import { fetchTwoFactorPolicy, saveTwoFactorPolicy } from '../twoFactorPolicyThunks';

/**
 * Company Settings: whether every admin of the company signs in with an authenticator app.
 * Loaded and saved on its own, keyed by the company as the delivery rules are.
 */
export function TwoFactorPolicySection() {
  const dispatch = useAppDispatch();
  const [policy, setPolicy] = useState<TwoFactorPolicy | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [asking, setAsking] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const request = dispatch(fetchTwoFactorPolicy());
    void request.then((result) => {
      const failure = failureOf(result);
      if (failure) setLoadError(failure.message);
      else if (fetchTwoFactorPolicy.fulfilled.match(result)) setPolicy(result.payload);
    });
    return () => request.abort();
  }, [dispatch, reloads]);

  const save = async (requireTwoFactor: boolean) => {
    setSaving(true);
    const result = await dispatch(saveTwoFactorPolicy({ requireTwoFactor }));
    setSaving(false);
    const failure = failureOf(result);
    setError(failure?.message ?? null);
    if (saveTwoFactorPolicy.fulfilled.match(result)) {
      setPolicy(result.payload);
      setAsking(null);
      notify.success(
        requireTwoFactor
          ? 'Every admin now needs an authenticator app to sign in.'
          : 'An authenticator app is no longer required.',
      );
    }
  };

  return (
    <Card className="shadow-sm mt-4" as="section" aria-labelledby="two-factor-policy-title">
      <Card.Body>
        <h2 className="h5" id="two-factor-policy-title">
          Two-factor sign-in
        </h2>
        {loadError ? (
          <LoadError
            message={loadError}
            onRetry={() => {
              setLoadError(null);
              setReloads((count) => count + 1);
            }}
          />
        ) : !policy ? (
          <PageLoading label="Loading the sign-in policy…" />
        ) : (
          <>
            <Form.Check
              type="switch"
              id="require-two-factor"
              role="switch"
              label="Require an authenticator app for every admin"
              checked={policy.requireTwoFactor}
              disabled={saving}
              onChange={() => setAsking(!policy.requireTwoFactor)}
              aria-describedby="require-two-factor-help"
            />
            <p className="small text-body-secondary mt-2 mb-0" id="require-two-factor-help">
              Admins without one set it up at their next sign-in before they can do anything else.
              The emailed code no longer counts as a second factor for them.
            </p>
            {error && asking === null && (
              <Alert variant="danger" role="alert" className="mt-3 mb-0">
                {error}
              </Alert>
            )}
          </>
        )}
      </Card.Body>
      <ConfirmModal
        show={asking !== null}
        title={asking ? 'Require an authenticator app?' : 'Stop requiring an authenticator app?'}
        confirmLabel={asking ? 'Require it' : 'Stop requiring it'}
        variant={asking ? 'primary' : 'warning'}
        busy={saving}
        error={error}
        onConfirm={() => void save(asking ?? false)}
        onCancel={() => {
          setAsking(null);
          setError(null);
        }}
      >
        {asking
          ? 'Every admin of this company will need a code from an authenticator app at each sign-in. Those without one set it up at their next sign-in.'
          : 'Admins may then remove their authenticator app and sign in with their password and, if they chose it, an emailed code.'}
      </ConfirmModal>
    </Card>
  );
}
