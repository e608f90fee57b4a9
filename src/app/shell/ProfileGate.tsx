import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PageLoading } from '../../components/ui/PageLoading';

interface ProfileGateProps {
  failed: boolean;
  error: string | null;
  onRetry: () => void;
  onLogout: () => void;
}

/** What the shell shows until the signed-in admin's profile is in. */
export function ProfileGate({ failed, error, onRetry, onLogout }: ProfileGateProps) {
  if (!failed) {
    return (
      <div className="app-gate">
        <PageLoading label="Loading your account…" />
      </div>
    );
  }
  return (
    <div className="app-gate">
      <Alert variant="danger" className="app-gate-alert">
        <Alert.Heading as="h1" className="h5">
          Your account could not be loaded
        </Alert.Heading>
        <p>{error}</p>
        <div className="d-flex gap-2">
          <Button variant="outline-danger" size="sm" onClick={onRetry}>
            Try again
          </Button>
          <Button variant="link" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </Alert>
    </div>
  );
}
