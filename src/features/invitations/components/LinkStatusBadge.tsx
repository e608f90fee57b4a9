import { INVITATION_STATUS_LABELS, type InvitationStatus } from '../../../../contract/invitations';

const VARIANT: Record<InvitationStatus, string> = {
  active: 'text-bg-success',
  expired: 'text-bg-secondary',
  revoked: 'text-bg-danger',
  used_up: 'text-bg-warning',
};

export function LinkStatusBadge({ status }: { status: InvitationStatus }) {
  return <span className={`badge ${VARIANT[status]}`}>{INVITATION_STATUS_LABELS[status]}</span>;
}
