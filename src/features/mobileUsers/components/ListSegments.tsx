import { roundEstimate } from '../../../../contract/estimates';
import type { MobileUserSummary } from '../../../../contract/mobileUsers';
import { SegmentedControl, type Segment } from '../../../components/ui/SegmentedControl';
import type { ListQuery, StatusFilter, TypeFilter } from '../listQuery';

interface ListSegmentsProps {
  query: ListQuery;
  summary: MobileUserSummary | null;
  onChange: (patch: Partial<ListQuery>) => void;
}

/** The count of both segments together: estimates are rounded again, as each of them was. */
function both(summary: MobileUserSummary, first: number, second: number): number {
  return summary.countsEstimated ? roundEstimate(first + second) : first + second;
}

function statusSegments(summary: MobileUserSummary | null): Segment<StatusFilter>[] {
  const estimated = summary?.countsEstimated;
  return [
    {
      value: 'all',
      label: 'All',
      count: summary && both(summary, summary.activeCount, summary.suspendedCount),
      estimated,
    },
    { value: 'active', label: 'Active', count: summary?.activeCount, estimated },
    { value: 'suspended', label: 'Suspended', count: summary?.suspendedCount, estimated },
  ];
}

/**
 * The summary counts registration with the other filters applied, a version among them; so
 * while v1 or v2 is chosen only the chosen segment has a count it can vouch for.
 */
function typeSegments(query: ListQuery, summary: MobileUserSummary | null): Segment<TypeFilter>[] {
  const byVersion = query.type === 'v1' || query.type === 'v2';
  const known = summary && !byVersion ? summary : null;
  const estimated = summary?.countsEstimated;
  const version = (value: 'v1' | 'v2'): Segment<TypeFilter> => ({
    value,
    label: value,
    count: query.type === value ? summary?.totalFilteredUsers : null,
    estimated,
  });
  return [
    {
      value: 'all',
      label: 'All',
      count: known && both(known, known.registeredCount, known.unregisteredCount),
      estimated,
    },
    { value: 'registered', label: 'Registered', count: known?.registeredCount, estimated },
    { value: 'unregistered', label: 'Unregistered', count: known?.unregisteredCount, estimated },
    version('v1'),
    version('v2'),
  ];
}

/** The derived lists of SPEC.md section 4: status and registration combine as two choices. */
export function ListSegments({ query, summary, onChange }: ListSegmentsProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 gap-md-3">
      <SegmentedControl
        label="Status"
        segments={statusSegments(summary)}
        value={query.status}
        onChange={(status) => onChange({ status })}
      />
      <SegmentedControl
        label="Registration and version"
        segments={typeSegments(query, summary)}
        value={query.type}
        onChange={(type) => onChange({ type })}
      />
    </div>
  );
}
