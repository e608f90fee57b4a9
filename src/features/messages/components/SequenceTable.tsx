import Badge from 'react-bootstrap/Badge';
import type { SequenceStep } from '../../../../contract/sequences';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { ReviewStateBadge } from '../../../components/ui/ReviewStateBadge';
import { formatCount, plural } from '../../../lib/numbers';

/**
 * A step's edit form: the create route with the step named in its query (a route of its own
 * would add to every first download, ../routes.ts).
 */
export const sequenceStepEditPath = (id: string) =>
  `/messages/sequence/create?edit=${encodeURIComponent(id)}`;

const COLUMNS: readonly CrudColumn<SequenceStep>[] = [
  {
    id: 'step',
    header: 'Step',
    rowHeader: true,
    cell: (step) => (
      <>
        <span className="fw-semibold">{step.label}</span>
        {step.module && <span className="crud-subline">{step.module}</span>}
      </>
    ),
  },
  {
    id: 'interval',
    header: 'Sent after',
    className: 'text-nowrap',
    cell: (step) => (step.interval === 0 ? 'On joining' : plural(step.interval, 'day')),
  },
  {
    id: 'message',
    header: 'Message',
    cell: (step) => (
      <span>
        {step.title}
        <span className="crud-subline">
          {step.pushMessage}
          {step.html_file ? ` · ${step.html_file.name}` : ''}
        </span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    // A step awaiting approval (or sent back) reaches no follower yet: said beside its status.
    cell: (step) => (
      <>
        <Badge
          bg={step.isActive ? 'success-subtle' : 'secondary-subtle'}
          text={step.isActive ? 'success-emphasis' : 'secondary-emphasis'}
          className="fw-medium"
        >
          {step.isActive ? 'Active' : 'Paused'}
        </Badge>
        <ReviewStateBadge review={step.review} heldOnly className="ms-1" />
      </>
    ),
  },
  {
    id: 'sent',
    header: 'Sent',
    align: 'end',
    className: 'tabular-nums',
    cell: (step) => formatCount(step.sent),
  },
  {
    id: 'read',
    header: 'Read',
    align: 'end',
    className: 'tabular-nums',
    cell: (step) => formatCount(step.read),
  },
];

interface SequenceTableProps {
  /** In the order they go out (by interval). */
  steps: readonly SequenceStep[];
  busy: boolean;
  onDelete: (step: SequenceStep) => void;
}

export function SequenceTable({ steps, busy, onDelete }: SequenceTableProps) {
  return (
    <CrudTable
      caption="Sequence steps"
      rows={steps}
      columns={COLUMNS}
      rowId={(step) => step._id}
      busy={busy}
      actions={(step) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${step.label}`}
            title="Edit"
            to={sequenceStepEditPath(step._id)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${step.label}`}
            title="Delete"
            danger
            onClick={() => onDelete(step)}
          />
        </>
      )}
    />
  );
}
