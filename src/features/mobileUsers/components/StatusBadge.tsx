import Badge from 'react-bootstrap/Badge';

export function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge bg="success-subtle" text="success-emphasis" className="status-badge">
      Active
    </Badge>
  ) : (
    <Badge bg="warning-subtle" text="warning-emphasis" className="status-badge">
      Suspended
    </Badge>
  );
}
