import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/ui/PageLoading';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { checkResetToken, resetPassword } from '../passwordResetThunks';
import {
  passwordResetCleared,
  selectResetError,
  selectResetStatus,
  selectTokenEmail,
  selectTokenError,
  selectTokenStatus,
} from '../passwordResetSlice';

/** /password/reset/{type}/{token}: the page a reset email links to. */
export function PasswordResetTokenPage() {
  const { type = 'admin', token = '' } = useParams();
  const dispatch = useAppDispatch();
  const tokenStatus = useAppSelector(selectTokenStatus);
  const email = useAppSelector(selectTokenEmail);
  const tokenError = useAppSelector(selectTokenError);
  const resetStatus = useAppSelector(selectResetStatus);
  const resetError = useAppSelector(selectResetError);

  useEffect(() => {
    void dispatch(checkResetToken(token));
    return () => {
      dispatch(passwordResetCleared());
    };
  }, [dispatch, token]);

  // An invitation from an admin (/password/reset/invite/{token}) sets a first password.
  const invite = type === 'invite';
  const requestNewLink = (
    <Link to={`/password/reset/${encodeURIComponent(type)}`}>Request a new link</Link>
  );

  if (tokenStatus === 'failed') {
    return (
      <AuthCard title="This link cannot be used">
        <Alert variant="danger" role="alert">
          {tokenError}
        </Alert>
        <p className="mb-0">
          {invite
            ? 'Invitation links work once, for seven days. Ask your administrator for a new one, or '
            : 'Reset links work once, for one hour. '}
          {requestNewLink}.
        </p>
      </AuthCard>
    );
  }

  if (resetStatus === 'succeeded') {
    return (
      <AuthCard title={invite ? 'Password set' : 'Password changed'}>
        <Alert variant="success" role="status">
          {invite
            ? 'Your password is set. Sign in with your email address and this password.'
            : 'Your password has been changed and every earlier session has been signed out.'}
        </Alert>
        <Link to="/login" className="btn btn-primary w-100">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={invite ? 'Choose your password' : 'Choose a new password'}>
      {tokenStatus !== 'succeeded' || !email ? (
        <PageLoading label="Checking your link…" />
      ) : (
        <>
          {resetStatus === 'failed' && resetError && (
            <Alert variant="danger" role="alert">
              {resetError}
            </Alert>
          )}
          <NewPasswordForm
            email={email}
            loading={resetStatus === 'loading'}
            onSubmit={async (password) => {
              await dispatch(resetPassword({ token, password }));
            }}
          />
        </>
      )}
      <p className="mt-3 mb-0 text-center">
        {resetStatus === 'failed' ? requestNewLink : <Link to="/login">Back to sign in</Link>}
      </p>
    </AuthCard>
  );
}
