import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface DownloadButtonProps {
  children: ReactNode;
  /** This download is under way: a spinner replaces the icon and the button waits. */
  downloading: boolean;
  /** Another download holds the button back (one at a time). */
  disabled?: boolean;
  onDownload: () => void;
  variant?: 'outline-secondary' | 'outline-primary';
  size?: 'sm';
  className?: string;
  /** A fuller name than the text, for buttons repeated in a list. */
  label?: string;
}

/** A button that starts a file download; pair it with DownloadProgress for the bar. */
export function DownloadButton({
  children,
  downloading,
  disabled = false,
  onDownload,
  variant = 'outline-secondary',
  size,
  className,
  label,
}: DownloadButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={onDownload}
      disabled={downloading || disabled}
      aria-label={label}
    >
      {downloading ? (
        <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
      ) : (
        <i className="bi bi-download me-2" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
