import { FieldArray, Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { array, object, string } from 'yup';
import type { CustomFieldValue, MobileUser } from '../../../../contract/mobileUsers';
import { displayName } from '../userDisplay';
import { CustomFieldRow } from './CustomFieldRow';

interface CustomFieldsModalProps {
  user: MobileUser;
  busy: boolean;
  error: string | null;
  onSave: (fields: CustomFieldValue[]) => void;
  onCancel: () => void;
}

interface Values {
  fields: CustomFieldValue[];
}

// The bounds of contract/mobileUsers.ts CustomFieldValue.
const schema = object({
  fields: array(
    object({
      name: string().trim().required('Enter a field name.').max(100, 'Use at most 100 characters.'),
      value: string().max(500, 'Use at most 500 characters.'),
    }),
  ).test('unique', 'Each field name may appear once.', (fields = []) => {
    const names = fields.map((field) => field.name?.trim().toLowerCase());
    return new Set(names).size === names.length;
  }),
});

export function CustomFieldsModal({ user, busy, error, onSave, onCancel }: CustomFieldsModalProps) {
  const initialValues: Values = { fields: user.customFields.map((field) => ({ ...field })) };
  return (
    <Modal
      show
      onHide={() => !busy && onCancel()}
      centered
      size="lg"
      aria-labelledby="fields-title"
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={({ fields }) =>
          onSave(fields.map((field) => ({ name: field.name.trim(), value: field.value.trim() })))
        }
      >
        {({ values, errors }) => (
          <FormikForm noValidate aria-labelledby="fields-title">
            <Modal.Header closeButton={!busy}>
              <Modal.Title id="fields-title" as="h2" className="h5">
                Custom fields of {displayName(user)}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              {error && (
                <Alert variant="danger" role="alert">
                  {error}
                </Alert>
              )}
              {typeof errors.fields === 'string' && (
                <Alert variant="warning" role="alert">
                  {errors.fields}
                </Alert>
              )}
              <FieldArray name="fields">
                {(rows) => (
                  <>
                    {values.fields.length === 0 && (
                      <p className="text-body-secondary">This user has no custom fields.</p>
                    )}
                    {values.fields.map((_, index) => (
                      <CustomFieldRow
                        key={index}
                        index={index}
                        onRemove={() => rows.remove(index)}
                      />
                    ))}
                    <Button
                      variant="outline-primary"
                      size="sm"
                      onClick={() => rows.push({ name: '', value: '' })}
                    >
                      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                      Add field
                    </Button>
                  </>
                )}
              </FieldArray>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy && (
                  <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
                )}
                Save fields
              </Button>
            </Modal.Footer>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
