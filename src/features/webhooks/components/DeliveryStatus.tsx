import Badge from 'react-bootstrap/Badge';

const LOOKS: Record<string, { bg: string; label: string }> = {
  delivered: { bg: 'success', label: 'Delivered' },
  queued: { bg: 'warning', label: 'Retrying' },
  failed: { bg: 'danger', label: 'Failed' },
};

/** A delivery's status; a queued one not yet tried is waiting, one tried is retrying. */
export function DeliveryStatus({ status, attempts }: { status: string; attempts: number }) {
  const look = LOOKS[status] ?? { bg: 'secondary', label: status };
  const label = status === 'queued' && attempts === 0 ? 'Waiting' : look.label;
  return <Badge bg={status === 'queued' && attempts === 0 ? 'secondary' : look.bg}>{label}</Badge>;
}
