import { FieldArray, getIn, useFormikContext } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import './LinkListField.css';

type Row = Record<string, string>;

interface Column {
  key: string;
  label: string;
  /** The hint in an empty field; a function words it for its row. */
  placeholder?: string | ((row: Row) => string);
  type?: 'text' | 'url';
  /** A choice instead of a text field: the options a row may choose from (its own index given). */
  options?: (row: Row, index: number, rows: readonly Row[]) => readonly ListOption[];
}

interface ListOption {
  value: string;
  label: string;
}

interface LinkListFieldProps {
  name: string;
  legend: string;
  help: string;
  /** What one row is called: "link", "menu entry". */
  noun: string;
  /** What shows while there is no row: "No links yet." */
  emptyText: string;
  columns: readonly Column[];
  /** A new row's values. */
  blank: Row;
  max: number;
}

/**
 * An ordered list of small records (featured links, admin menu entries): each row's fields,
 * with buttons to move it up or down and remove it, and one to add a row. All by keyboard.
 */
export function LinkListField({
  name,
  legend,
  help,
  noun,
  emptyText,
  columns,
  blank,
  max,
}: LinkListFieldProps) {
  const formik = useFormikContext<Record<string, unknown>>();
  const rows = (getIn(formik.values, name) as Row[] | undefined) ?? [];
  const helpId = `${name}-hint`;
  return (
    <fieldset className="mb-3 link-list" aria-describedby={helpId}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <p id={helpId} className="form-text mt-0 mb-2">
        {help}
      </p>
      <FieldArray name={name}>
        {(array) => (
          <>
            {rows.length === 0 && <p className="text-body-secondary small mb-2">{emptyText}</p>}
            <ol className="list-unstyled mb-2">
              {rows.map((row, index) => {
                const label = `${noun} ${index + 1}`;
                return (
                  <li key={index} className="link-list-row">
                    {columns.map((column) => {
                      const field = `${name}.${index}.${column.key}`;
                      const error = getIn(formik.errors, field) as string | undefined;
                      const touched =
                        Boolean(getIn(formik.touched, field)) || formik.submitCount > 0;
                      const shown = touched && typeof error === 'string' ? error : undefined;
                      const placeholder =
                        typeof column.placeholder === 'function'
                          ? column.placeholder(row)
                          : (column.placeholder ?? column.label);
                      return (
                        <Form.Group key={column.key} className="link-list-cell" controlId={field}>
                          <Form.Label className="visually-hidden">{`${column.label} of ${label}`}</Form.Label>
                          {column.options ? (
                            <Form.Select
                              {...formik.getFieldProps(field)}
                              size="sm"
                              isInvalid={Boolean(shown)}
                              aria-invalid={Boolean(shown)}
                            >
                              {column.options(row, index, rows).map((option) => (
                                <option key={option.value} value={option.value}>
                                  {option.label}
                                </option>
                              ))}
                            </Form.Select>
                          ) : (
                            <Form.Control
                              {...formik.getFieldProps(field)}
                              size="sm"
                              type={column.type ?? 'text'}
                              placeholder={placeholder}
                              isInvalid={Boolean(shown)}
                              aria-invalid={Boolean(shown)}
                            />
                          )}
                          {shown && (
                            <Form.Control.Feedback type="invalid">{shown}</Form.Control.Feedback>
                          )}
                        </Form.Group>
                      );
                    })}
                    <div className="link-list-actions" role="group" aria-label={`Arrange ${label}`}>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => array.swap(index, index - 1)}
                      >
                        <i className="bi bi-arrow-up" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={`Move ${label} down`}
                        disabled={index === rows.length - 1}
                        onClick={() => array.swap(index, index + 1)}
                      >
                        <i className="bi bi-arrow-down" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`Remove ${label}`}
                        onClick={() => array.remove(index)}
                      >
                        <i className="bi bi-x-lg" aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={rows.length >= max}
              onClick={() => array.push({ ...blank })}
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              Add {noun}
            </Button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
