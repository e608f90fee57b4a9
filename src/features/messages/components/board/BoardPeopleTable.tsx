import Badge from 'react-bootstrap/Badge';
import type { BoardPerson, BoardState } from '../../../../../contract/messageBoard';
import { CrudTable, type CrudColumn } from '../../../../components/table/CrudTable';
import { BOARD_STATE_LABELS } from '../../boardLabels';
import { receiptChannelLabel } from '../../messageLabels';

const STATE_TONE: Record<BoardState, string> = {
  not_opened: 'secondary',
  opened: 'warning',
  answered_no: 'danger',
  confirmed: 'success',
};

const COLUMNS: readonly CrudColumn<BoardPerson>[] = [
  {
    id: 'recipient',
    header: 'Recipient',
    rowHeader: true,
    cell: (person) => (
      <>
        <span className="fw-semibold">{person.fullName || 'Unnamed app user'}</span>
        {person.email && <span className="crud-subline">{person.email}</span>}
      </>
    ),
  },
  { id: 'phone', header: 'Phone', className: 'small', cell: (person) => person.phone ?? '—' },
  {
    id: 'by',
    header: 'By',
    className: 'small',
    cell: (person) => receiptChannelLabel(person.channel),
  },
  {
    id: 'state',
    header: 'Where they stand',
    cell: (person) => {
      const tone = STATE_TONE[person.state];
      return (
        <Badge bg={`${tone}-subtle`} text={`${tone}-emphasis`} className="fw-medium">
          {BOARD_STATE_LABELS[person.state]}
        </Badge>
      );
    },
  },
];

/** The recipients short of confirming, one page of them. */
export function BoardPeopleTable({
  people,
  busy,
}: {
  people: readonly BoardPerson[];
  busy: boolean;
}) {
  return (
    <CrudTable
      caption="Recipients who have not confirmed"
      rows={people}
      columns={COLUMNS}
      rowId={(person) => person._id}
      busy={busy}
    />
  );
}
