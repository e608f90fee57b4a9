import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { requestPasswordReset } from '../passwordResetThunks';
import {
  passwordResetCleared,
  selectRequestError,
  selectRequestMessage,
  selectRequestStatus,
} from '../passwordResetSlice';

const FALLBACK_CONFIRMATION =
  'If that email belongs to an account, a link to reset its password is on its way.';

/** /password/reset/{type}: asks for a reset link by email. */
export function PasswordResetPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectRequestStatus);
  const message = useAppSelector(selectRequestMessage);
  const error = useAppSelector(selectRequestError);

  useEffect(
    () => () => {
      dispatch(passwordResetCleared());
    },
    [dispatch],
  );

  const sent = status === 'succeeded';

  return (
    <AuthCard title={sent ? 'Check your email' : 'Reset your password'}>
      {sent ? (
        <Alert variant="success" role="status">
          {message ?? FALLBACK_CONFIRMATION}
          <p className="small mb-0 mt-2">The link works once, for one hour.</p>
        </Alert>
      ) : (
        <>
          {status === 'failed' && error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <ForgotPasswordForm
            loading={status === 'loading'}
            onSubmit={async (email) => {
              await dispatch(requestPasswordReset(email));
            }}
          />
        </>
      )}
      <p className="mt-3 mb-0 text-center">
        <Link to="/login">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
