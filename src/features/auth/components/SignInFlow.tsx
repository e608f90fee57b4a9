import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '../../../../contract/auth';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { safeRedirectPath } from '../../../lib/redirect';
import { login, resendOtp } from '../authThunks';
import {
  otpCancelled,
  selectAuthError,
  selectLoginStatus,
  selectOtpRequired,
  selectPendingEmail,
  selectResendOtpStatus,
  selectUnverified,
} from '../authSlice';
import { AuthCard, type AuthBrand } from './AuthCard';
import { CredentialsForm, type Credentials } from './CredentialsForm';
import { OtpForm } from './OtpForm';

interface SignInFlowProps {
  brand?: AuthBrand | null;
  brandLoading?: boolean;
  note?: ReactNode;
}

/** Credentials, then the emailed code when the account asks for one, then on to the console. */
export function SignInFlow({ brand, brandLoading, note }: SignInFlowProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const loginStatus = useAppSelector(selectLoginStatus);
  const resendStatus = useAppSelector(selectResendOtpStatus);
  const error = useAppSelector(selectAuthError);
  const otpRequired = useAppSelector(selectOtpRequired);
  const pendingEmail = useAppSelector(selectPendingEmail);
  const unverified = useAppSelector(selectUnverified);
  // The code step re-sends the password, so it stays in this component and never reaches the store.
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
  // The deactivated message already says what to do; an unverified account needs the next step.
  const unverifiedHint =
    unverified && pendingEmail
      ? `Check ${pendingEmail} for the verification email, then sign in again.`
      : null;

  return (
    <AuthCard
      title={codeStep ? 'Check your email' : 'Sign in'}
      brand={brand}
      brandLoading={brandLoading}
      note={codeStep ? undefined : note}
    >
      {showError && error && (
        <Alert variant="danger" role="alert">
          {error}
          {unverifiedHint && <p className="small mb-0 mt-2">{unverifiedHint}</p>}
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
