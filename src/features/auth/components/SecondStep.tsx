import type { LoginBody } from '../../../../contract/auth';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { resendOtp } from '../authThunks';
import {
  otpCancelled,
  otpMethodChosen,
  selectAuthenticatorToo,
  selectEnrolTicket,
  selectLoginStatus,
  selectOtpMethod,
  selectPasskeyChallenge,
  selectResendOtpStatus,
} from '../authSlice';
import type { SecondFactor } from './AuthenticatorStep';
import { OtpForm } from './OtpForm';
import { PasskeyStep } from './PasskeyStep';
import { TwoFactorStep } from './TwoFactorStep';

interface SecondStepProps {
  credentials: LoginBody;
  email: string;
  /** Resolves with the recovery codes left when one signed in. */
  signIn: (body: LoginBody) => Promise<number | undefined>;
  toConsole: () => void;
}

/**
 * What follows a right password when it is not enough: the emailed code, the authenticator
 * app's code, a passkey, or setting up the authenticator the organisation requires. One chunk,
 * loaded only when a sign-in gets this far, so /login stays small.
 */
export function SecondStep({ credentials, email, signIn, toConsole }: SecondStepProps) {
  const dispatch = useAppDispatch();
  const loginStatus = useAppSelector(selectLoginStatus);
  const resendStatus = useAppSelector(selectResendOtpStatus);
  const otpMethod = useAppSelector(selectOtpMethod);
  const enrolTicket = useAppSelector(selectEnrolTicket);
  const passkeyChallenge = useAppSelector(selectPasskeyChallenge);
  const authenticatorToo = useAppSelector(selectAuthenticatorToo);
  const loading = loginStatus === 'loading';
  const cancel = () => dispatch(otpCancelled());

  if (enrolTicket !== null || otpMethod === 'authenticator') {
    return (
      <TwoFactorStep
        enrolTicket={enrolTicket}
        email={email}
        loading={loading}
        onVerify={(factor: SecondFactor) => signIn({ ...credentials, ...factor })}
        onSignedIn={toConsole}
      />
    );
  }
  if (otpMethod === 'passkey' && passkeyChallenge) {
    return (
      <PasskeyStep
        key={passkeyChallenge.challengeId}
        email={email}
        loading={loading}
        failed={loginStatus === 'failed'}
        authenticatorToo={authenticatorToo}
        onUse={() =>
          // The WebAuthn helpers load only for the admins who use a passkey.
          void import('../passkeyCeremony')
            .then((m) => m.finishWithPasskey(dispatch, credentials, passkeyChallenge))
            .then((signedIn) => signedIn && toConsole())
        }
        onRetry={() => void signIn(credentials)}
        onUseApp={() => dispatch(otpMethodChosen('authenticator'))}
        onCancel={cancel}
      />
    );
  }
  return (
    <OtpForm
      email={email}
      loading={loading}
      resending={resendStatus === 'loading'}
      resent={resendStatus === 'succeeded'}
      onVerify={async (otp) => {
        await signIn({ ...credentials, otp });
      }}
      onResend={() => void dispatch(resendOtp(email))}
      onCancel={cancel}
    />
  );
}
