import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { documentTitleFor } from '../../../lib/branding';
import { ChannelSummary } from '../components/ChannelSummary';
import { InviteCard } from '../components/InviteCard';
import { RegisterForm, type RegisterValues } from '../components/RegisterForm';
import { LinkProblem } from '../components/LinkProblem';
import {
  selectInvitation,
  selectRegisteredEmail,
  selectRegistrationFlow,
} from '../registrationSlice';
import { fetchInvitation, registerInvite } from '../registrationThunks';

/**
 * /{companyID}/{inviteToken} (ChannelInvitationLink): the invitation to become an admin of a
 * channel, its registration form, then "check your email". Reachable signed in or not.
 */
export function InvitationPage() {
  const { companyID = '', inviteToken = '' } = useParams();
  const [search] = useSearchParams();
  const via = search.get('via');
  const dispatch = useAppDispatch();
  const invitation = useAppSelector(selectInvitation);
  const registeredEmail = useAppSelector(selectRegisteredEmail);
  const invitationFlow = useAppSelector((state) => selectRegistrationFlow(state, 'invitation'));
  const registerFlow = useAppSelector((state) => selectRegistrationFlow(state, 'register'));

  useEffect(() => {
    const request = dispatch(fetchInvitation({ token: inviteToken, companyID, via }));
    return () => request.abort();
  }, [dispatch, inviteToken, companyID, via]);

  useEffect(() => {
    if (!invitation) return;
    document.title = documentTitleFor(`Invitation to ${invitation.channel.name}`);
    return () => {
      document.title = documentTitleFor(null);
    };
  }, [invitation]);

  const register = async (values: RegisterValues) => {
    const result = await dispatch(
      registerInvite({
        token: inviteToken,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        password: values.password,
      }),
    );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
  };

  const brand = invitation
    ? {
        name: invitation.company.name,
        logo: invitation.company.logo,
        color: invitation.company.adminColor,
      }
    : null;

  if (invitationFlow.status === 'failed') {
    return (
      <InviteCard title="This invitation does not work" brand={null}>
        <LinkProblem flow={invitationFlow} companyID={companyID} />
      </InviteCard>
    );
  }

  if (!invitation) {
    return (
      <InviteCard title="Opening your invitation…" brand={null}>
        <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          Loading the invitation…
        </div>
      </InviteCard>
    );
  }

  if (registeredEmail) {
    return (
      <InviteCard title="Check your email" brand={brand}>
        <ChannelSummary invitation={invitation} />
        <p role="status">
          We sent a link to <strong>{registeredEmail}</strong>. Open it to confirm your address;
          then you can sign in as an admin of {invitation.channel.name}.
        </p>
        <p className="small text-body-secondary mb-0">
          The link works for seven days. Nothing arrived? Look in your spam folder.
        </p>
      </InviteCard>
    );
  }

  return (
    <InviteCard title={`Join ${invitation.channel.name}`} brand={brand}>
      <p className="text-body-secondary">
        {invitation.company.name} invites you to manage the {invitation.channel.name} channel.
      </p>
      <ChannelSummary invitation={invitation} />
      <RegisterForm loading={registerFlow.status === 'loading'} onSubmit={register} />
      <p className="small text-body-secondary mt-3 mb-0">
        Already have an account? <Link to={`/${encodeURIComponent(companyID)}`}>Sign in</Link>
      </p>
    </InviteCard>
  );
}
