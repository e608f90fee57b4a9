import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { InviteCard } from '../components/InviteCard';
import { LinkProblem } from '../components/LinkProblem';
import { selectConfirmedInvite, selectRegistrationFlow } from '../registrationSlice';
import { confirmInvite } from '../registrationThunks';

/**
 * /{companyID}/{hashID}/confirm (ChannelInvitationLinkConfirmation): confirms the registration
 * from the emailed link, then offers to sign in.
 */
export function InvitationConfirmPage() {
  const { companyID = '', hashID = '' } = useParams();
  const dispatch = useAppDispatch();
  const confirmed = useAppSelector(selectConfirmedInvite);
  const flow = useAppSelector((state) => selectRegistrationFlow(state, 'confirm'));

  // Confirming is a write: once per link, even when an effect runs twice (React's strict mode).
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === hashID) return;
    asked.current = hashID;
    void dispatch(confirmInvite(hashID));
  }, [dispatch, hashID]);

  const signInTo = `/${encodeURIComponent(confirmed?.companyID ?? companyID)}`;

  if (flow.status === 'failed') {
    // Confirmed already (a second click on the emailed link): nothing is wrong.
    if (flow.code === 'user_already_verified') {
      return (
        <InviteCard title="Your account is already confirmed" brand={null}>
          <p>You can sign in with your email address and password.</p>
          <Link className="btn btn-primary w-100" to={signInTo}>
            Sign in
          </Link>
        </InviteCard>
      );
    }
    return (
      <InviteCard title="We could not confirm your account" brand={null}>
        <LinkProblem flow={flow} companyID={companyID} />
      </InviteCard>
    );
  }

  if (!confirmed) {
    return (
      <InviteCard title="Confirming your account…" brand={null}>
        <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          One moment…
        </div>
      </InviteCard>
    );
  }

  return (
    <InviteCard
      title="Your account is confirmed"
      brand={{
        name: confirmed.company.name,
        logo: confirmed.company.logo,
        color: confirmed.company.adminColor,
      }}
    >
      <p role="status">
        Welcome! You are now an admin of <strong>{confirmed.channelName}</strong>. Sign in with{' '}
        <strong>{confirmed.email}</strong> and the password you chose.
      </p>
      <Link className="btn btn-primary w-100" to={signInTo}>
        Sign in
      </Link>
    </InviteCard>
  );
}
