import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import type { Profile } from '../../../../contract/auth';

interface DashboardHeaderProps {
  user: Profile | null;
  loggingOut: boolean;
  onLogout: () => void;
}

export function DashboardHeader({ user, loggingOut, onLogout }: DashboardHeaderProps) {
  return (
    <Navbar bg="body" className="border-bottom">
      <Container fluid className="gap-3">
        <Navbar.Brand className="wordmark mb-0">Tidings</Navbar.Brand>
        <div className="d-flex align-items-center gap-3 ms-auto min-w-0">
          {user && (
            <div className="text-end text-truncate" title={`${user.fullName} <${user.email}>`}>
              <div className="fw-semibold text-truncate">{user.fullName}</div>
              <div className="small text-body-secondary text-truncate">{user.email}</div>
            </div>
          )}
          <Button variant="outline-secondary" size="sm" disabled={loggingOut} onClick={onLogout}>
            Logout
          </Button>
        </div>
      </Container>
    </Navbar>
  );
}
