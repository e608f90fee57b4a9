import Badge from 'react-bootstrap/Badge';

const LOOKS: Record<string, { bg: string; label: string; text?: 'dark' }> = {
  delivered: { bg: 'success', label: 'Delivered' },
  // Dark text: white on the warning yellow is too faint to read.
  queued: { bg: 'warning', label: 'Retrying', text: 'dark' },
  failed: { bg: 'danger', label: 'Failed' },
};
const WAITING: { bg: string; label: string; text?: 'dark' } = { bg: 'secondary', label: 'Waiting' };

/** A delivery's status; a queued one not yet tried is waiting, one tried is retrying. */
export function DeliveryStatus({ status, attempts }: { status: string; attempts: number }) {
  const look =
    status === 'queued' && attempts === 0
      ? WAITING
      : (LOOKS[status] ?? { bg: 'secondary', label: status });
  return (
    <Badge bg={look.bg} text={look.text}>
      {look.label}
    </Badge>
  );
}
