import Form from 'react-bootstrap/Form';
import {
  BUILD_STATUSES,
  BUILD_STATUS_LABELS,
  type BuildStatus,
} from '../../../../contract/appBuildRequests';

export type StatusFilter = BuildStatus | 'all';

/** Narrows a list of requests to one status. */
export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  return (
    <Form.Select
      aria-label="Status"
      className="w-auto"
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilter)}
    >
      <option value="all">Every status</option>
      {BUILD_STATUSES.map((status) => (
        <option key={status} value={status}>
          {BUILD_STATUS_LABELS[status]}
        </option>
      ))}
    </Form.Select>
  );
}

/** Whether a request matches the search words and the status chosen. */
export function matchesRequest(
  row: { status: BuildStatus },
  text: string,
  term: string,
  status: StatusFilter,
): boolean {
  if (status !== 'all' && row.status !== status) return false;
  return !term || text.toLowerCase().includes(term);
}
