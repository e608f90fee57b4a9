import { BUILD_STATUS_LABELS, type BuildStatus } from '../../../../contract/appBuildRequests';

const VARIANT: Record<BuildStatus, string> = {
  requested: 'text-bg-secondary',
  in_progress: 'text-bg-info',
  submitted: 'text-bg-primary',
  live: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** Where a request stands, and why when it was rejected. */
export function StatusBadge({ status, reason }: { status: BuildStatus; reason: string }) {
  return (
    <div className="build-status">
      <span className={`badge ${VARIANT[status]}`}>{BUILD_STATUS_LABELS[status]}</span>
      {status === 'rejected' && reason && (
        <div className="small text-body-secondary mt-1">{reason}</div>
      )}
    </div>
  );
}
