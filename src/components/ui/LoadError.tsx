import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

interface LoadErrorProps {
  message: string | null;
  onRetry: () => void;
}

/** A list or record that did not load, with a way to ask again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3 mb-0" role="alert">
      <i className="bi bi-exclamation-octagon" aria-hidden="true" />
      <span className="me-auto">{message ?? 'Something went wrong.'}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
