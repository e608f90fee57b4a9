import type { CSSProperties } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';

interface DownloadProgressProps {
  /** 0–100, or null while the size is not known. */
  progress: number | null;
  /** What is moving, as the status line names it: "the CSV", "the audit", "the file". */
  what: string;
  /** A file coming down (the default), or one going up. */
  direction?: 'download' | 'upload';
  /** The bar's accessible name: "CSV download". */
  barLabel: string;
  /** The status line once the bytes have moved and the other side works on them. */
  working?: string;
  /** Keeps the status line for screen readers only, where the button beside says enough. */
  quiet?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A download's (or upload's) status line and thin bar; the bar runs indeterminate while the size
 * is unknown.
 */
export function DownloadProgress({
  progress,
  what,
  direction = 'download',
  barLabel,
  working,
  quiet = false,
  className,
  style,
}: DownloadProgressProps) {
  const moving =
    direction === 'upload'
      ? `Uploading ${what}…${progress === null ? '' : ` ${progress}%`}`
      : progress === null
        ? `Preparing ${what}…`
        : `Downloading ${what}… ${progress}%`;
  const label = working ?? moving;
  return (
    <div role="status" className={className} style={style}>
      <span className={quiet ? 'visually-hidden' : 'small text-body-secondary'}>{label}</span>
      {/* A bar inside a container: react-bootstrap puts a lone bar's aria-label on its wrapper,
          where the progressbar role is not, and the bar would have no name. */}
      <ProgressBar className={quiet ? undefined : 'mt-1'} style={{ height: '0.375rem' }}>
        <ProgressBar
          now={progress ?? 100}
          striped={progress === null}
          animated={progress === null}
          aria-label={barLabel}
        />
      </ProgressBar>
    </div>
  );
}
