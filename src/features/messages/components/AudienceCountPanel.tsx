import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatCount } from '../../../lib/numbers';
import { audienceOf, type ComposeValues } from '../composeForm';
import { fetchAudienceCount } from '../composeThunks';
import { audienceCleared, selectAudience, selectMessagesFlow } from '../messagesSlice';

/** Long enough to skip the keystrokes of a search, short enough to feel live. */
const COUNT_DEBOUNCE_MS = 400;

const LINES = [
  ['push', 'Push'],
  ['sms', 'SMS'],
  ['email', 'Email'],
  ['none', 'No way to reach'],
] as const;

/** The live count of who the message would reach, by channel, and the SMS credits it needs. */
export function AudienceCountPanel({ needsChannel }: { needsChannel: boolean }) {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<ComposeValues>();
  const count = useAppSelector(selectAudience);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'audience'));
  const waitingForChannel = needsChannel && !values.cpId;

  const { cpId, device, audienceKind, groups, users } = values;
  // The request as text, so an unchanged audience (typing in the title) asks nothing new.
  const request = useMemo(
    () =>
      JSON.stringify({
        ...(cpId && { cpId }),
        device,
        audience: audienceOf({ audienceKind, groups, users }),
      }),
    [cpId, device, audienceKind, groups, users],
  );
  const incomplete =
    (audienceKind === 'groups' && groups.length === 0) ||
    (audienceKind === 'users' && users.mode === 'ids' && users.userIds.length === 0);

  useEffect(() => {
    if (waitingForChannel || incomplete) {
      dispatch(audienceCleared());
      return;
    }
    let pending: { abort: () => void } | null = null;
    const timer = setTimeout(() => {
      pending = dispatch(
        fetchAudienceCount(JSON.parse(request) as Parameters<typeof fetchAudienceCount>[0]),
      );
    }, COUNT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      pending?.abort();
    };
  }, [dispatch, request, waitingForChannel, incomplete]);

  const short = count ? count.creditsNeeded > count.creditsRemaining : false;
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
        <>
          <p className="audience-total mb-2">
            <strong>{formatCount(count.total)}</strong> {count.total === 1 ? 'user' : 'users'}
          </p>
          <dl className="audience-lines mb-2">
            {LINES.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{formatCount(count[key])}</dd>
              </div>
            ))}
          </dl>
          <p className={`small mb-0 ${short ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
            SMS credits: {formatCount(count.creditsNeeded)} needed,{' '}
            {formatCount(count.creditsRemaining)} remaining
            {short && ' — not enough: some SMS will not be sent.'}
          </p>
        </>
      )}
    </section>
  );
}
