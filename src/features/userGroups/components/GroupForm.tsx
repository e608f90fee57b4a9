import { Form as FormikForm, Formik, useField, type FormikHelpers } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { object, string } from 'yup';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';

export interface GroupValues {
  name: string;
  description: string;
  type: 'private' | 'public';
}

// The bounds of contract/appUserGroups.ts UserGroupBody.
const schema = object({
  name: string().trim().required('Enter a group name.').max(100, 'Use at most 100 characters.'),
  description: string().max(1000, 'Use at most 1000 characters.'),
  type: string().oneOf(['private', 'public']),
});

const TYPES = [
  { value: 'private', label: 'Private', hint: 'Only admins add and remove members.' },
  { value: 'public', label: 'Public', hint: 'App users may see the group and join it.' },
] as const;

function TypeField() {
  const [field] = useField<string>('type');
  return (
    <fieldset className="mb-4">
      <legend className="form-label fs-6 mb-2">Type</legend>
      {TYPES.map((type) => (
        <Form.Check key={type.value} type="radio" id={`group-type-${type.value}`} className="mb-2">
          <Form.Check.Input
            type="radio"
            name={field.name}
            value={type.value}
            checked={field.value === type.value}
            onChange={field.onChange}
            aria-describedby={`group-type-${type.value}-hint`}
          />
          <Form.Check.Label>{type.label}</Form.Check.Label>
          <Form.Text id={`group-type-${type.value}-hint`} className="d-block mt-0">
            {type.hint}
          </Form.Text>
        </Form.Check>
      ))}
    </fieldset>
  );
}

interface GroupFormProps {
  initialValues: GroupValues;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  onSubmit: (values: GroupValues, helpers: FormikHelpers<GroupValues>) => Promise<void>;
}

export function GroupForm({ initialValues, submitLabel, saving, error, onSubmit }: GroupFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <FormikForm noValidate aria-label="Group details">
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <TextField name="name" label="Name" maxLength={100} autoFocus />
        <TextField
          name="description"
          label="Description"
          rows={3}
          hint="Optional. Say who belongs in the group, for the other admins."
        />
        <TypeField />
        <div className="d-flex justify-content-end gap-2">
          <Link to="/users/groups" className="btn btn-outline-secondary">
            Cancel
          </Link>
          <SubmitButton
            loading={saving}
            label={submitLabel}
            loadingLabel="Saving…"
            fullWidth={false}
          />
        </div>
      </FormikForm>
    </Formik>
  );
}
