import { useFormikContext } from 'formik';
import Spinner from 'react-bootstrap/Spinner';
import type { AudienceCount } from '../../../../contract/messages';
import { useAppSelector } from '../../../state/hooks';
import { formatCount } from '../../../lib/numbers';
import type { ComposeValues } from '../composeForm';
import { sendTimeOfInstant } from '../sendTimes';
import { selectAudience, selectChannelChoices, selectMessagesFlow } from '../messagesSlice';
import { audienceUnready, useAudienceCount } from '../useAudienceCount';
import { ReachSummary } from './ReachSummary';

const LINES = [
  ['push', 'Push'],
  ['sms', 'SMS'],
  ['email', 'Email'],
] as const;

/** What the chosen channel allows beside push; unknown (a channel admin's own) shows all. */
interface Allows {
  sms?: boolean;
  email?: boolean;
}

/** A local-time send's spread: how many zones, and when the first and the last of them get it. */
export function zonesLine(zones: NonNullable<AudienceCount['zones']>): string {
  const spans = `Spans ${formatCount(zones.count)} time ${zones.count === 1 ? 'zone' : 'zones'}`;
  if (!zones.firstAt || !zones.lastAt) return `${spans}.`;
  const first = sendTimeOfInstant(zones.firstAt);
  const last = sendTimeOfInstant(zones.lastAt);
  return first === last
    ? `${spans}: it goes at ${first} your time.`
    : `${spans}: the first get it at ${first}, the last at ${last} your time.`;
}

function ReachFigures({ count, allows }: { count: AudienceCount; allows: Allows }) {
  const short = count.creditsNeeded > count.creditsRemaining;
  return (
    <>
      <ReachSummary count={count} className="mb-2" />
      {count.zones && <p className="audience-zones small mb-2">{zonesLine(count.zones)}</p>}
      {count.capped > 0 && (
        <p className="audience-capped small mb-2 text-warning-emphasis">
          {formatCount(count.capped)} {count.capped === 1 ? 'user is' : 'users are'} over the
          frequency cap and will be skipped if it goes now.
        </p>
      )}
      <dl className="audience-lines mb-2">
        {LINES.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              {key !== 'push' && (count.modes?.[key].allowed ?? allows[key]) === false ? (
                <span
                  className="text-body-secondary"
                  title={`This channel does not ${key === 'sms' ? 'text' : 'email'} members without the app.`}
                >
                  Off
                </span>
              ) : (
                formatCount(count[key])
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className={`small mb-0 ${short ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
        SMS credits: {formatCount(count.creditsNeeded)} needed,{' '}
        {formatCount(count.creditsRemaining)} remaining
        {short && ' — not enough: some SMS will not be sent.'}
      </p>
    </>
  );
}

/** The live count of who the message would reach, by channel, and the SMS credits it needs. */
export function AudienceCountPanel({ needsChannel }: { needsChannel: boolean }) {
  const { values } = useFormikContext<ComposeValues>();
  const count = useAppSelector(selectAudience);
  const channels = useAppSelector(selectChannelChoices);
  const chosen = channels.find((channel) => channel._id === values.cpId);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'audience'));
  const waitingForChannel = needsChannel && !values.cpId;
  const incomplete = audienceUnready(values, false);
  useAudienceCount(values, waitingForChannel || incomplete);

  return (
    <section
      className="audience-count card card-body bg-body-tertiary border-0 mb-3"
      aria-labelledby="audience-count-title"
      aria-live="polite"
    >
      <h3 id="audience-count-title" className="h6 d-flex align-items-center gap-2 mb-2">
        Reach
        {flow.status === 'loading' && (
          <Spinner animation="border" size="sm" aria-label="Counting…" />
        )}
      </h3>
      {waitingForChannel ? (
        <p className="text-body-secondary mb-0">Choose a channel to count the recipients.</p>
      ) : incomplete ? (
        <p className="text-body-secondary mb-0">Choose who to send to, to count the recipients.</p>
      ) : flow.status === 'failed' ? (
        <p className="text-danger mb-0">{flow.error}</p>
      ) : !count ? (
        <p className="text-body-secondary mb-0">Counting…</p>
      ) : (
        <ReachFigures count={count} allows={{ sms: chosen?.sms, email: chosen?.email }} />
      )}
    </section>
  );
}
