import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { documentTitleFor } from '../../../lib/branding';
import { AppOffer } from '../components/AppOffer';
import { PublicFrame } from '../components/PublicFrame';
import { SignupForm } from '../components/SignupForm';
import {
  selectCompleted,
  selectDeepLink,
  selectInvite,
  selectSignupFlow,
  signupCleared,
} from '../signupSlice';
import { fetchDeepLink, fetchInvite } from '../signupThunks';

/** What a link that cannot sign anyone up says, by the server's code, and what to do next. */
const LINK_PROBLEMS: Record<string, { icon: string; title: string; next: string }> = {
  token_error: {
    icon: 'bi-hourglass-bottom',
    title: 'This sign-up link has expired',
    next: 'Links work for 7 days, and only the newest one sent to you. Ask your organization to text you a new sign-up link.',
  },
  user_already_verified: {
    icon: 'bi-check2-circle',
    title: 'You are already signed up',
    next: 'This link has been used. Open the app and sign in with your phone number.',
  },
  jwt_malformed: {
    icon: 'bi-link-45deg',
    title: 'This link is incomplete',
    next: 'Open the whole link from the text message. If it still fails, ask your organization for a new one.',
  },
  too_many_attempts: {
    icon: 'bi-stopwatch',
    title: 'Too many tries',
    next: 'Please wait a few minutes, then open the link again.',
  },
};

/** /{companyID}/register/sms/{token}: a member finishes signing up from the link texted to them. */
export function SmsSignupPage() {
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const invite = useAppSelector(selectInvite);
  const completed = useAppSelector(selectCompleted);
  const deepLink = useAppSelector(selectDeepLink);
  const flow = useAppSelector((state) => selectSignupFlow(state, 'invite'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const read = dispatch(fetchInvite(token));
    // Only an offer: without it the page simply shows no "Open in the app".
    const link = dispatch(fetchDeepLink(token));
    return () => {
      read.abort();
      link.abort();
    };
  }, [dispatch, token, reloads]);

  useEffect(() => () => void dispatch(signupCleared()), [dispatch]);

  const company = invite?.company ?? completed?.company ?? null;
  useEffect(() => {
    document.title = company ? `Sign up · ${company.name}` : documentTitleFor(null);
  }, [company]);

  const problem = flow.code ? LINK_PROBLEMS[flow.code] : undefined;
  let body;
  if (completed) {
    body = (
      <div role="status">
        <EmptyState icon="bi-patch-check" title={`You're signed up, ${completed.firstName}!`}>
          {`Welcome to ${invite?.channel.name ?? completed.company.name}. Open the app to get your messages.`}
        </EmptyState>
        {deepLink && <AppOffer deepLink={deepLink} lead="Have the app? Open it now:" />}
      </div>
    );
  } else if (flow.status === 'failed') {
    body = problem ? (
      <EmptyState icon={problem.icon} title={problem.title}>
        {problem.next}
      </EmptyState>
    ) : (
      <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
    );
  } else if (!invite) {
    body = <PageLoading label="Opening your sign-up…" />;
  } else {
    body = (
      <>
        <h1 className="h4 mb-1">{invite.firstName ? `Welcome, ${invite.firstName}` : 'Welcome'}</h1>
        <p className="text-body-secondary mb-4">
          Finish signing up for <strong>{invite.channel.name}</strong>. We texted this link to{' '}
          <span className="text-nowrap">{invite.phone}</span>.
        </p>
        {deepLink && (
          <AppOffer
            deepLink={deepLink}
            lead="Already have the app on this phone? Finish there instead:"
          />
        )}
        <SignupForm token={token} firstName={invite.firstName} lastName={invite.lastName} />
      </>
    );
  }

  return (
    <PublicFrame company={company} subtitle="Member sign-up">
      <Card className="signup-card shadow-sm">
        <Card.Body className="p-4">{body}</Card.Body>
      </Card>
    </PublicFrame>
  );
}
