import type { Upload } from '../../../../contract/uploads';
import { formatDate } from '../../../lib/dates';
import { formatMediaTime } from '../../../components/media/mediaTime';
import { formatBytes, formatCount } from '../../../lib/numbers';

/** What is known of a stored file: its type, size, channel and dates. */
export function UploadFacts({ upload }: { upload: Upload }) {
  return (
    <dl className="upload-facts small">
      <dt>File</dt>
      <dd>{upload.fileName}</dd>
      <dt>Type</dt>
      <dd>{upload.contentType}</dd>
      <dt>Size</dt>
      <dd>{formatBytes(upload.size)}</dd>
      {upload.kind !== 'document' && (
        <>
          <dt>Duration</dt>
          <dd>
            {upload.durationSeconds !== null
              ? formatMediaTime(upload.durationSeconds)
              : upload.durationPending
                ? 'Not known yet'
                : 'Unknown'}
          </dd>
        </>
      )}
      <dt>Views</dt>
      <dd>{formatCount(upload.views)}</dd>
      <dt>Data sent</dt>
      <dd>{formatBytes(upload.bytesSent)}</dd>
      <dt>Channel</dt>
      <dd>{upload.channelName ?? 'Whole organisation'}</dd>
      <dt>Uploaded</dt>
      <dd>{formatDate(upload.dateCreated)}</dd>
      <dt>Changed</dt>
      <dd>{formatDate(upload.dateUpdated)}</dd>
    </dl>
  );
}
