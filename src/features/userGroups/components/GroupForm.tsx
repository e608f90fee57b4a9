import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface GroupValues {
  name: string;
  description: string;
  type: 'private' | 'public';
}

// The bounds of contract/userGroups.ts UserGroupBody.
const schema = object({
  name: string().trim().required('Enter a group name.').max(100, 'Use at most 100 characters.'),
  description: string().max(1000, 'Use at most 1000 characters.'),
  type: string().oneOf(['private', 'public']),
});

const TYPES = [
  { value: 'private', label: 'Private', help: 'Only admins add and remove members.' },
  { value: 'public', label: 'Public', help: 'App users may see the group and join it.' },
] as const;

/** A taken name is the name field's fault: it is shown there. */
const CODE_FIELDS = { error_group_name_already_exist: 'name' };

interface GroupFormProps {
  initialValues: GroupValues;
  submitLabel: string;
  saving: boolean;
  onSubmit: (
    values: GroupValues,
    helpers: FormikHelpers<GroupValues>,
  ) => Promise<ApiFailure | null | void>;
}

export function GroupForm({ initialValues, submitLabel, saving, onSubmit }: GroupFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Group details"
    >
      <TextField name="name" label="Name" maxLength={100} autoFocus />
      <TextAreaField
        name="description"
        label="Description"
        help="Optional. Say who belongs in the group, for the other admins."
      />
      <RadioGroupField name="type" label="Type" choices={TYPES} />
      <FormActions submitLabel={submitLabel} pending={saving} cancelTo="/users/groups" />
    </CrudForm>
  );
}
