import Button from 'react-bootstrap/Button';

/**
 * The sign-in with a passkey in the password's place, offered where the browser can use
 * passkeys at all.
 */
export function PasskeySignInButton({
  loading,
  onSignIn,
}: {
  loading: boolean;
  onSignIn: () => void;
}) {
  if (typeof window.PublicKeyCredential === 'undefined') return null;
  return (
    <>
      <p className="text-center text-body-secondary small my-2">or</p>
      <Button variant="outline-primary" className="w-100" disabled={loading} onClick={onSignIn}>
        <i className="bi bi-fingerprint me-2" aria-hidden="true" />
        Use a passkey
      </Button>
    </>
  );
}
