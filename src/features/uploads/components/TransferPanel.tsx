import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { formatBytes, formatSeconds } from '../../../lib/numbers';
import type { TransferState } from '../useResumableUpload';

interface TransferPanelProps {
  state: TransferState;
  fileName: string;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/** A running upload: its bar, bytes, speed and time left, and pause, resume and cancel. */
export function TransferPanel({
  state,
  fileName,
  onPause,
  onResume,
  onCancel,
}: TransferPanelProps) {
  if (state.status === 'idle' || state.status === 'done') return null;
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const speed = state.status === 'uploading' ? state.speed : null;
  const left = speed && speed > 0 ? (state.total - state.sent) / speed : null;
  const words =
    state.status === 'paused'
      ? 'Paused'
      : state.status === 'failed'
        ? 'Stopped'
        : percent >= 100
          ? 'Checking the file…'
          : 'Uploading';
  return (
    <section className="upload-transfer" aria-label="Upload progress">
      <div className="d-flex justify-content-between align-items-baseline gap-2 flex-wrap">
        <span className="fw-semibold text-break">{fileName}</span>
        <span className="small text-body-secondary" role="status">
          {words} {percent}%
        </span>
      </div>
      <ProgressBar
        now={percent}
        label={`${percent}%`}
        visuallyHidden
        aria-label="Upload progress"
        animated={state.status === 'uploading'}
        striped={state.status === 'uploading'}
        variant={state.status === 'failed' ? 'danger' : undefined}
        className="my-2"
      />
      <div className="d-flex justify-content-between align-items-center gap-2 flex-wrap">
        <span className="small text-body-secondary">
          {formatBytes(state.sent)} of {formatBytes(state.total)}
          {speed ? ` · ${formatBytes(speed)}/s` : ''}
          {left !== null ? ` · ${formatSeconds(left)} left` : ''}
        </span>
        <div className="d-flex gap-2">
          {state.status === 'uploading' && (
            <Button variant="outline-secondary" size="sm" onClick={onPause}>
              <i className="bi bi-pause-fill me-1" aria-hidden="true" />
              Pause
            </Button>
          )}
          {(state.status === 'paused' || state.status === 'failed') && (
            <Button variant="primary" size="sm" onClick={onResume}>
              <i className="bi bi-play-fill me-1" aria-hidden="true" />
              Resume
            </Button>
          )}
          <Button variant="outline-danger" size="sm" onClick={onCancel}>
            Cancel upload
          </Button>
        </div>
      </div>
      {state.status === 'failed' && (
        <Alert variant="danger" className="mt-3 mb-0" role="alert">
          {state.message}
        </Alert>
      )}
    </section>
  );
}
