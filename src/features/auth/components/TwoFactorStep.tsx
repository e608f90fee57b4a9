import { fetchProfile } from '../../../state/profileThunks';
import { sessionStarted, sessionTokenRenewed } from '../../../state/sessionActions';
import { useAppDispatch } from '../../../state/hooks';
import { COOKIE, removeCookie, setCookie } from '../../../lib/cookies';
import { otpCancelled } from '../authSlice';
import { AuthenticatorStep, type SecondFactor } from './AuthenticatorStep';
import { EnrolStep, type EnrolledSession } from './EnrolStep';

interface TwoFactorStepProps {
  /** Set: the organisation requires an authenticator app this admin sets up now. */
  enrolTicket: string | null;
  email: string;
  loading: boolean;
  onVerify: (factor: SecondFactor) => Promise<number | undefined>;
  onSignedIn: () => void;
}

/**
 * The sign-in steps of an authenticator app, in one chunk loaded only when a sign-in needs one
 * (so /login stays small): its code or a recovery code, or setting it up when required.
 */
export function TwoFactorStep({ enrolTicket, email, onSignedIn, ...step }: TwoFactorStepProps) {
  const dispatch = useAppDispatch();
  const cancel = () => dispatch(otpCancelled());

  // The session set up during sign-in starts as a signed-in one does (authThunks' login).
  const enrolled = (session: EnrolledSession) => {
    removeCookie(COOKIE.companyID);
    setCookie(COOKIE.token, session.token);
    dispatch(sessionTokenRenewed(session.token));
    void dispatch(fetchProfile());
    dispatch(sessionStarted({ companyID: session.companyID, userGroup: session.userGroup }));
    dispatch(otpCancelled());
    onSignedIn();
  };

  return enrolTicket ? (
    <EnrolStep ticket={enrolTicket} email={email} onSignedIn={enrolled} onCancel={cancel} />
  ) : (
    <AuthenticatorStep {...step} onCancel={cancel} />
  );
}
