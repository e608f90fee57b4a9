import { lazy, Suspense, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { LoginBody } from '../../../../contract/auth';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { safeRedirectPath } from '../../../lib/redirect';
import { login } from '../authThunks';
import {
  selectAuthError,
  selectEnrolTicket,
  selectLoginStatus,
  selectOtpMethod,
  selectOtpRequired,
  selectPendingEmail,
  selectResendOtpStatus,
  selectUnverified,
} from '../authSlice';
import { AuthCard, type AuthBrand } from './AuthCard';
import { CredentialsForm, type Credentials } from './CredentialsForm';
import { PasskeySignInButton } from './PasskeySignInButton';

// Only a sign-in that gets past the password loads what comes next.
const SecondStep = lazy(() => import('./SecondStep').then((m) => ({ default: m.SecondStep })));
// Only a sign-in with a passkey loads the browser's side of it.
const passkeyCeremony = () => import('../passkeyCeremony');

interface SignInFlowProps {
  brand?: AuthBrand | null;
  brandLoading?: boolean;
  note?: ReactNode;
  /** Above the password form: the organisation's single sign-on, on its login page. */
  before?: ReactNode;
  /** The organisation signs its admins in through its provider only: no password form. */
  passwordHidden?: boolean;
}

/**
 * Credentials (or a passkey alone), then the second factor the account asks for (SecondStep),
 * then on to the console.
 */
export function SignInFlow({
  brand,
  brandLoading,
  note,
  before,
  passwordHidden = false,
}: SignInFlowProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const loginStatus = useAppSelector(selectLoginStatus);
  const resendStatus = useAppSelector(selectResendOtpStatus);
  const error = useAppSelector(selectAuthError);
  const otpRequired = useAppSelector(selectOtpRequired);
  const pendingEmail = useAppSelector(selectPendingEmail);
  const unverified = useAppSelector(selectUnverified);
  const otpMethod = useAppSelector(selectOtpMethod);
  const enrolTicket = useAppSelector(selectEnrolTicket);
  // The code step re-sends the password, so it stays in this component and never reaches the store.
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  const toConsole = () => navigate(safeRedirectPath(search, '/dashboard'), { replace: true });
  const signIn = async (body: LoginBody) => {
    const result = await dispatch(login(body));
    if (!login.fulfilled.match(result) || !result.payload.token) return undefined;
    await toConsole();
    return result.payload.recoveryCodesLeft;
  };
  const signInWithPasskeyAlone = async () => {
    const ceremony = await passkeyCeremony();
    if (await ceremony.signInWithPasskeyAlone(dispatch)) await toConsole();
  };

  const submitCredentials = async (submitted: Credentials) => {
    setCredentials(submitted);
    await signIn(submitted);
  };

  const showError = loginStatus === 'failed' || resendStatus === 'failed';
  const codeStep = otpRequired && credentials !== null;
  const enrolStep = enrolTicket !== null && credentials !== null;
  const title = enrolStep
    ? 'Set up two-factor sign-in'
    : !codeStep
      ? 'Sign in'
      : otpMethod === 'authenticator'
        ? 'Enter your code'
        : otpMethod === 'passkey'
          ? 'Use your passkey'
          : 'Check your email';
  // The deactivated message already says what to do; an unverified account needs the next step.
  const unverifiedHint =
    unverified && pendingEmail
      ? `Check ${pendingEmail} for the verification email, then sign in again.`
      : null;

  return (
    <AuthCard
      title={title}
      brand={brand}
      brandLoading={brandLoading}
      note={codeStep || enrolStep ? undefined : note}
    >
      {showError && error && (
        <Alert variant="danger" role="alert">
          {error}
          {unverifiedHint && <p className="small mb-0 mt-2">{unverifiedHint}</p>}
        </Alert>
      )}
      {codeStep || enrolStep ? (
        <Suspense>
          <SecondStep
            credentials={credentials}
            email={pendingEmail ?? credentials.email}
            signIn={signIn}
            toConsole={() => void toConsole()}
          />
        </Suspense>
      ) : (
        <>
          {before}
          {passwordHidden ? (
            <p className="small text-center text-body-secondary mb-0">
              Platform admin? <Link to="/login">Sign in with your password</Link>
            </p>
          ) : (
            <>
              <CredentialsForm
                initialEmail={credentials?.email ?? pendingEmail ?? ''}
                loading={loginStatus === 'loading'}
                onSubmit={submitCredentials}
              />
              <PasskeySignInButton
                loading={loginStatus === 'loading'}
                onSignIn={() => void signInWithPasskeyAlone()}
              />
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
