import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { object, string } from 'yup';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { CrudForm } from '../../../components/form/CrudForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { selectSendingEmail, selectSignupFlow, signupCleared } from '../signupSlice';
import '../components/Signup.css';
import { fetchSendingEmail, requestSendingEmail } from '../signupThunks';

const schema = object({
  email: string()
    .trim()
    .required('Enter the address to send from.')
    .email('Enter a valid email address.'),
});

/** /settings/sending-email: the address the organisation's email goes out from, verified by a link. */
export function SendingEmailPage() {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectCompanyInView);
  const current = useAppSelector(selectSendingEmail);
  const load = useAppSelector((state) => selectSignupFlow(state, 'sendingEmail'));
  const save = useAppSelector((state) => selectSignupFlow(state, 'requestEmail'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchSendingEmail());
    return () => request.abort();
  }, [dispatch, company, reloads]);

  useEffect(() => () => void dispatch(signupCleared()), [dispatch]);

  const submit = async ({ email }: { email: string }) => {
    const result = await dispatch(requestSendingEmail(email.trim()));
    const failure = failureOf(result);
    if (!failure) notify.success(`A verification link is on its way to ${email.trim()}.`);
    return failure;
  };

  let status = null;
  if (current?.email) {
    status = current.verified ? (
      <p className="mb-3">
        <Badge bg="success" className="me-2">
          Verified
        </Badge>
        {current.email}
        {current.verifiedAt && (
          <span className="text-body-secondary"> since {formatDate(current.verifiedAt)}</span>
        )}
      </p>
    ) : (
      <p className="mb-3">
        <Badge bg="warning" text="dark" className="me-2">
          Waiting for verification
        </Badge>
        {current.email}
        <span className="d-block small text-body-secondary mt-1">
          {current.pendingSince
            ? `A link was sent on ${formatDate(current.pendingSince)}. Open it from that mailbox, or send a new one.`
            : 'The last link has expired. Send a new one.'}
        </span>
      </p>
    );
  }

  let body;
  if (load.status === 'failed') {
    body = <LoadError message={load.error} onRetry={() => setReloads((count) => count + 1)} />;
  } else if (!current) {
    body = <PageLoading label="Loading the sending email…" />;
  } else {
    body = (
      <>
        {status ?? <p className="text-body-secondary">No sending email is set yet.</p>}
        <CrudForm<{ email: string }>
          initialValues={{ email: current.email ?? '' }}
          enableReinitialize
          validationSchema={schema}
          codeFields={{ user_already_verified: 'email' }}
          label="Sending email"
          onSubmit={submit}
        >
          <TextField
            name="email"
            label="Send email from"
            type="email"
            autoComplete="email"
            maxLength={254}
            help="We email this address a link; it is used once it is opened."
          />
          <SubmitButton
            loading={save.status === 'loading'}
            label="Send verification"
            loadingLabel="Sending…"
          />
        </CrudForm>
      </>
    );
  }

  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="Sending email"
        description="The address members see your organization's email come from. It must be confirmed from its own mailbox."
        actions={
          <Link to="/settings" className="btn btn-outline-secondary">
            Company settings
          </Link>
        }
      />
      <Card className="shadow-sm signup-panel">
        <Card.Body>{body}</Card.Body>
      </Card>
    </div>
  );
}
