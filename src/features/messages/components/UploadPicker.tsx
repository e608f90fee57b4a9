import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { UploadKind } from '../../../../contract/uploads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { SelectField } from '../../../components/form/SelectField';
import type { ComposeValues } from '../composeForm';
import type { UploadChoice } from '../composeApi';
import { fetchUploadChoices } from '../composeThunks';
import { selectMessagesFlow, selectUploadChoices } from '../messagesSlice';

const LABELS: Record<UploadKind, string> = {
  audio: 'Audio file',
  video: 'Video file',
  document: 'Uploaded document (HTML or PDF)',
};
const NONE_YET: Record<UploadKind, string> = {
  audio: 'No audio files uploaded yet.',
  video: 'No video files uploaded yet.',
  document: 'No documents uploaded yet.',
};

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const labelOf = (upload: UploadChoice) =>
  upload.durationSeconds === null
    ? `${upload.title} (${upload.fileName})`
    : `${upload.title} (${minutes(upload.durationSeconds)})`;

/**
 * Picks the uploaded file a message carries: a Vocast's audio, a Vidcast's video, or a document
 * instead of a new attachment. Only files the chosen channel may send show: its own and the
 * company's (the server checks the same).
 */
export function UploadPicker({ kind }: { kind: UploadKind }) {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<ComposeValues>();
  const uploads = useAppSelector(selectUploadChoices);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'uploads'));

  useEffect(() => {
    const request = dispatch(fetchUploadChoices(kind));
    return () => request.abort();
  }, [dispatch, kind]);

  const usable = uploads.filter(
    (upload) =>
      upload.kind === kind &&
      (upload.channelID === null || !values.cpId || upload.channelID === values.cpId),
  );
  const loading = flow.status === 'loading';
  const empty = !loading && flow.status !== 'failed' && usable.length === 0;
  return (
    <SelectField
      name="uploadId"
      label={LABELS[kind]}
      placeholder={loading ? 'Loading files…' : empty ? NONE_YET[kind] : 'Choose a file'}
      options={usable.map((upload) => ({ value: upload._id, label: labelOf(upload) }))}
      help={
        flow.status === 'failed' ? (
          flow.error
        ) : (
          <>
            The channel’s own files and the organization’s.{' '}
            <Link to={`/upload-file/list?type=${kind}`}>Manage uploaded files</Link>
          </>
        )
      }
    />
  );
}
