import Button from 'react-bootstrap/Button';
import type { UaCheckPerson } from '../../../../contract/unionSync';
import { formatCount } from '../../../lib/numbers';

interface UaCheckTableProps {
  caption: string;
  people: UaCheckPerson[];
  /** How many the list holds in all; the server lists the first ones. */
  count: number;
  empty: string;
  /** Offered on rows that are imported app users (they have an id and a member ID). */
  onDelete?: (person: UaCheckPerson) => void;
}

const nameOf = (person: UaCheckPerson) => person.name || person.email || person.userid || '—';

/** One of the ua-check lists, in a region that scrolls on its own. */
export function UaCheckTable({ caption, people, count, empty, onDelete }: UaCheckTableProps) {
  if (people.length === 0) {
    return <p className="text-body-secondary my-3">{empty}</p>;
  }
  const canDelete = (person: UaCheckPerson) =>
    onDelete !== undefined && person._id !== null && person.userid !== null;
  const withActions = people.some(canDelete);
  return (
    <>
      {people.length < count && (
        <p className="small text-body-secondary my-2">
          Showing the first {formatCount(people.length)} of {formatCount(count)}.
        </p>
      )}
      <div className="union-scroll mt-2" tabIndex={0} role="region" aria-label={caption}>
        <table className="table table-sm union-table align-middle">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Member ID</th>
              {withActions && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {people.map((person, index) => (
              <tr key={person._id ?? person.userid ?? index}>
                <th scope="row" className="fw-normal union-person">
                  {nameOf(person)}
                </th>
                <td className="union-person" data-label="Email">
                  {person.email ?? '—'}
                </td>
                <td className="text-nowrap" data-label="Phone">
                  {person.phone ?? '—'}
                </td>
                <td className="text-nowrap" data-label="Member ID">
                  {person.userid ?? '—'}
                </td>
                {withActions && (
                  <td className="text-end union-row-action">
                    {canDelete(person) && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => onDelete?.(person)}
                        aria-label={`Delete ${nameOf(person)}`}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                        <span className="ms-1">Delete</span>
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
