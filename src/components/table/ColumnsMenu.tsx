import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import type { CrudColumn } from './CrudTable';

interface ColumnsMenuProps<T> {
  columns: readonly CrudColumn<T>[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Shows or hides a CrudTable's hideable columns; place it in the list's toolbar. */
export function ColumnsMenu<T>({ columns, hidden, onChange }: ColumnsMenuProps<T>) {
  const hideable = columns.filter((column) => column.hideable);
  if (hideable.length === 0) return null;
  const toggle = (id: string) =>
    onChange(hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id]);
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" size="sm">
        <i className="bi bi-layout-three-columns me-2" aria-hidden="true" />
        Columns
      </Dropdown.Toggle>
      <Dropdown.Menu className="px-3 py-2">
        {hideable.map((column) => (
          <Form.Check
            key={column.id}
            id={`column-${column.id}`}
            label={column.header}
            checked={!hidden.includes(column.id)}
            onChange={() => toggle(column.id)}
            className="my-1 text-nowrap"
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
