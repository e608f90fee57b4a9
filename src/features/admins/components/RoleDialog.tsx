import { array, object, string } from 'yup';
import { ACCESS_KEYS, type AccessKey } from '../../../../contract/accessKeys';
import type { Role } from '../../../../contract/roleSchemas';
import { CheckboxGroupField } from '../../../components/form/ChoiceFields';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { FormDialog } from '../../../components/ui/FormDialog';
import type { ApiFailure } from '../../../lib/apiErrors';
import { ACCESS_KEY_LABELS } from '../accessKeyLabels';

export interface RoleValues {
  name: string;
  description: string;
  keys: AccessKey[];
}

// The bounds of contract/roles.ts RoleBody.
const schema = object({
  name: string().trim().required('Enter a role name.').max(80, 'Use at most 80 characters.'),
  description: string().max(500, 'Use at most 500 characters.'),
  keys: array().of(string()).min(1, 'Choose at least one screen.'),
});

const KEY_CHOICES = ACCESS_KEYS.map((key) => ({ value: key, label: ACCESS_KEY_LABELS[key] }));
const CODE_FIELDS = { error_role_name_already_exist: 'name', error_role_above_ceiling: 'keys' };

interface RoleDialogProps {
  /** The role edited, 'new' for a new one, null when closed. */
  role: Role | 'new' | null;
  saving: boolean;
  onSubmit: (values: RoleValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** Creates or edits a company's role: its name, what it is for and the screens it opens. */
export function RoleDialog({ role, saving, onSubmit, onClose }: RoleDialogProps) {
  const editing = role !== null && role !== 'new';
  const initialValues: RoleValues = editing
    ? { name: role.name, description: role.description, keys: [...role.keys] }
    : { name: '', description: '', keys: [] };
  return (
    <FormDialog
      show={role !== null}
      title={editing ? `Edit ${role.name}` : 'New role'}
      saving={saving}
      onClose={onClose}
      size="lg"
      centered
      formKey={editing ? role._id : 'new'}
      initialValues={initialValues}
      validationSchema={schema}
      codeFields={CODE_FIELDS}
      label="Role details"
      onSubmit={onSubmit}
      submitLabel={editing ? 'Save role' : 'Create role'}
    >
      <TextField name="name" label="Name" maxLength={80} autoFocus />
      <TextAreaField name="description" label="Description" help="Optional." />
      <CheckboxGroupField
        name="keys"
        label="Screens this role opens"
        choices={KEY_CHOICES}
        className="mb-3 role-keys"
        help="Only screens your own role opens can be given."
      />
    </FormDialog>
  );
}
