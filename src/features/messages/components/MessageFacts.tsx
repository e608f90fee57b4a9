import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { plural } from '../../../lib/numbers';
import type { MessageDetail } from '../../../../contract/messages';
import { sanitizeHtml } from '../../../lib/safeHtml';
import { RichPushFacts } from './RichPushFacts';
import { deviceLabel } from '../deviceLabels';
import { segmentText } from '../segmentText';
import { sendTimeOfServer } from '../sendTimes';
import { fromServerTime, scheduleLabel } from '../../../lib/serverTime';

/** What the uploaded file a message carries is called, by its kind. */
const UPLOAD_LABELS: Record<string, string> = {
  audio: 'Audio file',
  video: 'Video file',
  document: 'Uploaded document',
};

function audienceText(message: MessageDetail): string {
  const { audience } = message;
  if (audience.kind === 'all') return 'All users of the channel';
  if (audience.kind === 'groups')
    return audience.groups.length === 1 ? 'One group' : `${audience.groups.length} groups`;
  if (audience.kind === 'followUp') return 'Those who had not confirmed the original when sent';
  if (message.segment) return segmentText(message.segment);
  return audience.filter.selectionType === 'ids'
    ? `${audience.filter.userIds?.length ?? 0} chosen users`
    : 'Users matching a filter';
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What was sent, to whom and when. */
export function MessageFacts({ message }: { message: MessageDetail }) {
  const html = useMemo(() => sanitizeHtml(message.message), [message.message]);
  return (
    <div className="row g-4">
      <div className="col-lg-6">
        <dl className="message-facts">
          <dt>Push message</dt>
          <dd>{message.push_message}</dd>
          <dt>Channel</dt>
          <dd>{message.cp_name ?? '—'}</dd>
          <dt>Audience</dt>
          <dd>{audienceText(message)}</dd>
          {message.followUpOf && (
            <>
              <dt>Follow-up of</dt>
              <dd>
                <Link to={`/messages/history/${message.followUpOf}?view=board`}>
                  {message.followUpOfTitle ?? 'The original message'}
                </Link>
              </dd>
            </>
          )}
          {message.reminders && (
            <>
              <dt>Reminders</dt>
              <dd>
                To those who have not confirmed, every{' '}
                {plural(message.reminders.afterHours, 'hour')}, at most{' '}
                {plural(message.reminders.times, 'time')}
              </dd>
            </>
          )}
          <dt>Devices</dt>
          <dd>{deviceLabel(message.device)}</dd>
          <dt>Schedule</dt>
          <dd>{scheduleLabel(message)}</dd>
          <dt>Created</dt>
          <dd>{fromServerTime(message.dateCreated)}</dd>
          {message.nextSendAt && (
            <>
              <dt>Next send</dt>
              <dd>{sendTimeOfServer(message.nextSendAt)}</dd>
            </>
          )}
          <dt>Read confirmation</dt>
          <dd>{yesNo(message.isReadRequired)}</dd>
          <dt>Feedback</dt>
          <dd>{yesNo(message.enableFeedback)}</dd>
          {message.url && (
            <>
              <dt>Link</dt>
              <dd>
                <a href={message.url} target="_blank" rel="noopener noreferrer">
                  {message.url}
                </a>
              </dd>
            </>
          )}
          <RichPushFacts message={message} />
          {message.html_file && (
            <>
              <dt>Attachment</dt>
              <dd>{message.html_file.name}</dd>
            </>
          )}
          {message.upload && (
            <>
              <dt>{UPLOAD_LABELS[message.upload.kind] ?? 'Uploaded file'}</dt>
              <dd>{message.upload.title}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="col-lg-6">
        <h3 className="h6 text-body-secondary">Rich message</h3>
        {html ? (
          <div
            className="message-body-html border rounded p-3"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="text-body-secondary">No rich message.</p>
        )}
      </div>
    </div>
  );
}
