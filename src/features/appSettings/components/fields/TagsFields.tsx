import { getIn, useFormikContext } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TAG_MAX_LENGTH, type SettingValue } from '../../../../../contract/appSettings';
import { addTag } from '../../../../../contract/appSettingsCheck';

type Tags = SettingValue<'tags'>;

/** Tags members can be given: typed and added one at a time; an empty tag is never added. */
export function TagsFields() {
  const { values, errors, setFieldValue } = useFormikContext<Tags>();
  const [typed, setTyped] = useState('');
  const add = () => {
    if (typed.trim() === '') return;
    void setFieldValue('tags', addTag(values.tags, typed));
    setTyped('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const listError: unknown = getIn(errors, 'tags');
  return (
    <>
      <Form.Group controlId="new-tag" className="mb-3">
        <Form.Label>New tag</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            value={typed}
            maxLength={TAG_MAX_LENGTH}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={onKey}
            aria-describedby="new-tag-help"
          />
          <Button variant="outline-primary" onClick={add} disabled={typed.trim() === ''}>
            Add
          </Button>
        </div>
        <Form.Text id="new-tag-help">
          Up to {TAG_MAX_LENGTH} characters; a tag already listed is not added twice.
        </Form.Text>
      </Form.Group>
      {values.tags.length === 0 ? (
        <p className="text-body-secondary">No tags yet.</p>
      ) : (
        <ul className="list-inline mb-0" aria-label="Tags">
          {values.tags.map((tag, index) => (
            <li key={`${tag}-${index}`} className="list-inline-item mb-2">
              <span className="badge text-bg-light border tag-chip fs-6 fw-normal">
                {tag}
                <button
                  type="button"
                  className="btn-close btn-sm ms-1"
                  aria-label={`Remove ${tag}`}
                  onClick={() => {
                    void setFieldValue(
                      'tags',
                      values.tags.filter((_, i) => i !== index),
                    );
                  }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {typeof listError === 'string' && (
        <div className="text-danger small" role="alert">
          {listError}
        </div>
      )}
      {Array.isArray(listError) && (
        <div className="text-danger small" role="alert">
          {listError.filter((e): e is string => typeof e === 'string').join(' ')}
        </div>
      )}
    </>
  );
}
