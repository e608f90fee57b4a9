import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView, selectIsChannelAdmin } from '../../../state/session';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { fetchChannelNames, type ChannelName } from '../../../lib/channelChoices';
import { formatCount, plural } from '../../../lib/numbers';
import { selectSignupFlow, selectSmsSent, smsSendCleared } from '../signupSlice';
import '../components/Signup.css';
import { sendSmsSignup } from '../signupThunks';

/** The users page hands over the ids of the rows picked there. */
function chosenIds(state: unknown): string[] {
  if (!state || typeof state !== 'object' || !('userIds' in state)) return [];
  const ids = state.userIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * /users/sms-signup: texts a sign-up link to each of the app users picked on the users page
 * who is unregistered and has a phone, one off-app text credit each.
 */
export function SmsSignupSendPage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const ids = chosenIds(location.state);
  const sent = useAppSelector(selectSmsSent);
  const flow = useAppSelector((state) => selectSignupFlow(state, 'sendSms'));
  const channelAdmin = useAppSelector(selectIsChannelAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  // An organisation's admin picks the channel whose credits pay; a channel admin's always does.
  const [channels, setChannels] = useState<ChannelName[] | null>(null);
  const [payingChannel, setPayingChannel] = useState('');

  useEffect(() => () => void dispatch(smsSendCleared()), [dispatch]);
  useEffect(() => {
    if (channelAdmin) return;
    const controller = new AbortController();
    fetchChannelNames(companyInView, controller.signal).then(setChannels, () => setChannels([]));
    return () => controller.abort();
  }, [channelAdmin, companyInView]);

  const header = (
    <PageHeader
      title="Send sign-up links"
      description="Unregistered app users get a text with a link to finish signing up. Each link works once, for 7 days."
      actions={
        <Link to="/users" className="btn btn-outline-secondary">
          Back to users
        </Link>
      }
    />
  );

  if (ids.length === 0) {
    return (
      <div className="container-fluid py-4">
        {header}
        <Card className="shadow-sm">
          <EmptyState
            icon="bi-phone"
            title="No users chosen"
            action={
              <Link to="/users?type=unregistered" className="btn btn-primary">
                Choose unregistered users
              </Link>
            }
          >
            Tick the unregistered users to text on the users page, then choose Send sign-up SMS.
          </EmptyState>
        </Card>
      </div>
    );
  }

  const skippedFor = (reason: string) =>
    sent?.skipped.filter((s) => s.reason === reason).length ?? 0;
  const skippedReasons = [
    [skippedFor('registered'), 'already registered'],
    [skippedFor('no_phone'), 'without a phone number'],
    [skippedFor('opted_out'), 'opted out of SMS'],
  ] as const;
  const skipped = skippedReasons
    .filter(([count]) => count > 0)
    .map(([count, why]) => `${plural(count, 'user')} ${why}`);

  return (
    <div className="container-fluid py-4">
      {header}
      <Card className="shadow-sm signup-panel">
        <Card.Body>
          {sent ? (
            <div role="status">
              <h2 className="h5">
                <i className="bi bi-check-circle text-success me-2" aria-hidden="true" />
                {plural(sent.sent, 'sign-up link')} sent
              </h2>
              {skipped.length > 0 && <p className="mb-2">Skipped: {skipped.join(', ')}.</p>}
              <p className="text-body-secondary">
                {formatCount(sent.creditsLeft)} off-app text credits left on the channel.
              </p>
              <Link to="/users" className="btn btn-primary">
                Back to users
              </Link>
            </div>
          ) : (
            <>
              <p>
                <strong>{plural(ids.length, 'user')}</strong> chosen. Those who are unregistered and
                have a phone number get a text; the others are skipped.
              </p>
              {!channelAdmin && (
                <Form.Group className="mb-3 signup-paying-channel" controlId="sms-paying-channel">
                  <Form.Label>Paid from</Form.Label>
                  <Form.Select
                    value={payingChannel}
                    disabled={channels === null}
                    onChange={(event) => setPayingChannel(event.target.value)}
                  >
                    <option value="">The organization&rsquo;s default channel</option>
                    {(channels ?? []).map((channel) => (
                      <option key={channel._id} value={channel._id}>
                        {channel.clientName}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              )}
              <p className="text-body-secondary small">
                Each text spends one off-app text credit of{' '}
                {channelAdmin ? 'your channel' : 'the channel it is paid from'}. Nothing is sent
                when there are too few.
              </p>
              {flow.status === 'failed' && (
                <Alert variant="danger" role="alert">
                  {flow.error}
                </Alert>
              )}
              <Button
                disabled={flow.status === 'loading'}
                onClick={() =>
                  void dispatch(
                    sendSmsSignup({
                      userIds: ids,
                      ...(payingChannel ? { cpId: payingChannel } : {}),
                    }),
                  )
                }
              >
                <i className="bi bi-send me-2" aria-hidden="true" />
                {flow.status === 'loading' ? 'Sending…' : `Send ${plural(ids.length, 'text')}`}
              </Button>
            </>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
