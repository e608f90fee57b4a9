import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '../../../../contract/auth';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { safeRedirectPath } from '../../../lib/redirect';
import {
  login,
  otpCancelled,
  resendOtp,
  selectAuthError,
  selectLoginStatus,
  selectOtpRequired,
  selectPendingEmail,
  selectResendOtpStatus,
} from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { CredentialsForm, type Credentials } from '../components/CredentialsForm';
import { OtpForm } from '../components/OtpForm';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const loginStatus = useAppSelector(selectLoginStatus);
  const resendStatus = useAppSelector(selectResendOtpStatus);
  const error = useAppSelector(selectAuthError);
  const otpRequired = useAppSelector(selectOtpRequired);
  const pendingEmail = useAppSelector(selectPendingEmail);
  // The code step re-sends the password, so it stays in this page and never reaches the store.
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  const signIn = async (body: LoginBody) => {
    const result = await dispatch(login(body));
    if (login.fulfilled.match(result) && result.payload.token) {
      await navigate(safeRedirectPath(search, '/dashboard'), { replace: true });
    }
  };

  const submitCredentials = async (submitted: Credentials) => {
    setCredentials(submitted);
    await signIn(submitted);
  };

  const showError = loginStatus === 'failed' || resendStatus === 'failed';
  const codeStep = otpRequired && credentials !== null;

  return (
    <AuthCard title={codeStep ? 'Check your email' : 'Sign in'}>
      {showError && error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {codeStep ? (
        <OtpForm
          email={pendingEmail ?? credentials.email}
          loading={loginStatus === 'loading'}
          resending={resendStatus === 'loading'}
          resent={resendStatus === 'succeeded'}
          onVerify={(otp) => signIn({ ...credentials, otp })}
          onResend={() => void dispatch(resendOtp(pendingEmail ?? credentials.email))}
          onCancel={() => dispatch(otpCancelled())}
        />
      ) : (
        <CredentialsForm
          initialEmail={credentials?.email ?? pendingEmail ?? ''}
          loading={loginStatus === 'loading'}
          onSubmit={submitCredentials}
        />
      )}
    </AuthCard>
  );
}
