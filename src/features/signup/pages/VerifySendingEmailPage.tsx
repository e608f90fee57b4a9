import { useEffect, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { PublicFrame } from '../components/PublicFrame';
import { selectSignupFlow, selectVerified, signupCleared } from '../signupSlice';
import { verifySendingEmail } from '../signupThunks';

const OUTCOMES: Record<string, { icon: string; title: string; next: string }> = {
  user_already_verified: {
    icon: 'bi-check2-circle',
    title: 'This address is already verified',
    next: 'The link was used before, so there is nothing more to do.',
  },
  token_error: {
    icon: 'bi-hourglass-bottom',
    title: 'This verification link has expired',
    next: 'Links work for 3 days, and only the newest one. An admin can send a new one from Company Settings, Sending email.',
  },
  too_many_attempts: {
    icon: 'bi-stopwatch',
    title: 'Too many tries',
    next: 'Please wait a few minutes, then open the link again.',
  },
};

/** /{companyID}/verify-sending-email/{messageID}: confirms the address a company sends from. */
export function VerifySendingEmailPage() {
  const dispatch = useAppDispatch();
  const { companyID = '', messageID = '' } = useParams();
  const verified = useAppSelector(selectVerified);
  const flow = useAppSelector((state) => selectSignupFlow(state, 'verifyEmail'));
  const [tries, setTries] = useState(0);
  // The link works once: a second run of the effect (a remount) must not spend it again.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${companyID}/${messageID}/${tries}`;
    if (sent.current === key) return;
    sent.current = key;
    void dispatch(verifySendingEmail({ companyID, messageID }));
  }, [dispatch, companyID, messageID, tries]);

  useEffect(() => () => void dispatch(signupCleared()), [dispatch]);

  useEffect(() => {
    document.title = 'Account verification';
  }, []);

  const outcome = flow.code ? OUTCOMES[flow.code] : undefined;
  let body;
  if (verified) {
    body = (
      <div role="status">
        <EmptyState icon="bi-envelope-check" title="Email address verified">
          {`${verified.company.name} can now send email from ${verified.email}.`}
        </EmptyState>
      </div>
    );
  } else if (flow.status === 'failed') {
    body = outcome ? (
      <EmptyState icon={outcome.icon} title={outcome.title}>
        {outcome.next}
      </EmptyState>
    ) : (
      <LoadError message={flow.error} onRetry={() => setTries((count) => count + 1)} />
    );
  } else {
    body = <PageLoading label="Verifying the address…" />;
  }

  return (
    <PublicFrame company={verified?.company ?? null} subtitle="Account verification">
      <Card className="signup-card shadow-sm">
        <Card.Body className="p-4">
          <h1 className="visually-hidden">Account verification</h1>
          {body}
        </Card.Body>
      </Card>
    </PublicFrame>
  );
}
