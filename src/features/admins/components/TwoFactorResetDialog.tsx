import { ConfirmModal } from '../../../components/ui/ConfirmModal';

interface TwoFactorResetDialogProps {
  /** The email of the admin whose second factor is to go; the dialog is open while there is one. */
  email: string | null;
  /** The reset is under way: both buttons wait and the dialog stays open. */
  pending: boolean;
  /** Why the reset failed, shown in the dialog; a second try stays possible. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before removing another admin's second factor. Worded for the authenticator app, its
 * recovery codes and passkeys, so it stays true when the API removes passkeys on the same call.
 */
export function TwoFactorResetDialog({
  email,
  pending,
  error,
  onConfirm,
  onCancel,
}: TwoFactorResetDialogProps) {
  return (
    <ConfirmModal
      show={email !== null}
      title={`Reset two-factor sign-in for ${email ?? 'this admin'}?`}
      confirmLabel="Reset"
      busy={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="mb-0">
        Their authenticator app, recovery codes and passkeys are removed. At their next sign-in they
        use their password (and the emailed code if it is on); if your organization requires
        two-factor sign-in they set up a new authenticator then.
      </p>
    </ConfirmModal>
  );
}
