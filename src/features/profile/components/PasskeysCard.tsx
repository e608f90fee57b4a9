import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { Passkey } from '../../../../contract/passkeys';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import type { ApiFailure } from '../../../lib/apiErrors';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import { guessPasskeyName, platformHints } from '../passkeyName';
import { addPasskey, fetchPasskeys, removePasskey, startPasskey } from '../passkeyThunks';
import { AddPasskeyDialog, type AddPasskeyStep, type NewPasskeyValues } from './AddPasskeyDialog';
import { PasskeyRow } from './PasskeyRow';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';

/** WebAuthn is there to make passkeys with (jsdom and old browsers lack it). */
const canMakePasskeys = () => 'PublicKeyCredential' in window;

/** The profile's passkeys: the list, adding one with the browser's prompt, removing one. */
export function PasskeysCard() {
  const dispatch = useAppDispatch();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [adding, setAdding] = useState(false);
  const [step, setStep] = useState<AddPasskeyStep>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = canMakePasskeys();
  const suggestedName = useMemo(() => guessPasskeyName(platformHints()), []);

  useEffect(() => {
    const request = dispatch(fetchPasskeys());
    void request.then((result) => {
      const failure = failureOf(result);
      if (failure) setLoadError(failure.message);
      else if (fetchPasskeys.fulfilled.match(result)) setPasskeys(result.payload);
    });
    return () => request.abort();
  }, [dispatch, reloads]);
  const reload = () => setReloads((count) => count + 1);

  const add = async ({
    passkeyName,
    passkeyPassword,
  }: NewPasskeyValues): Promise<ApiFailure | null> => {
    setStep('checking');
    const started = await dispatch(startPasskey({ password: passkeyPassword }));
    if (!startPasskey.fulfilled.match(started)) {
      setStep(null);
      return failureOf(started);
    }
    setStep('device');
    const added = await dispatch(addPasskey({ setup: started.payload, name: passkeyName.trim() }));
    setStep(null);
    if (!addPasskey.fulfilled.match(added)) return failureOf(added);
    setAdding(false);
    notify.success('Passkey added.');
    reload();
    return null;
  };

  const remove = async (password: string) => {
    if (!removing) return null;
    setBusy(true);
    const result = await dispatch(removePasskey({ id: removing.id, proof: { password } }));
    setBusy(false);
    if (!removePasskey.fulfilled.match(result)) return failureOf(result)?.message ?? null;
    notify.success('Passkey removed.');
    reload();
    return null;
  };

  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="passkeys-title">
      <Card.Header className="bg-body py-3">
        <h2 id="passkeys-title" className="h5 mb-0">
          Passkeys
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary">
          Sign in with your fingerprint, face or device PIN instead of your password. Once you have
          a passkey, signing in with your password asks for it too.
        </p>
        {loadError ? (
          <LoadError
            message={loadError}
            onRetry={() => {
              setLoadError(null);
              reload();
            }}
          />
        ) : !passkeys ? (
          <PageLoading label="Loading your passkeys…" />
        ) : passkeys.length === 0 ? (
          <EmptyState icon="bi-fingerprint" title="No passkeys yet">
            Passkeys you add show here.
          </EmptyState>
        ) : (
          <ul className="list-group list-group-flush mb-3" aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemove={setRemoving} />
            ))}
          </ul>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button
            variant="primary"
            disabled={!supported}
            aria-describedby={supported ? undefined : 'passkeys-unsupported'}
            onClick={() => setAdding(true)}
          >
            Add a passkey
          </Button>
          {!supported && (
            <span id="passkeys-unsupported" className="small text-body-secondary">
              This browser cannot make passkeys.
            </span>
          )}
        </div>
      </Card.Body>
      <AddPasskeyDialog
        show={adding}
        suggestedName={suggestedName}
        step={step}
        onSubmit={add}
        onClose={() => setAdding(false)}
      />
      <RemovePasskeyDialog
        passkey={removing}
        busy={busy}
        onRemove={remove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
