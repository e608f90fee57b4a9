import type { FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { boolean, object, string } from 'yup';
import type { Role } from '../../../../contract/roleSchemas';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField, type FieldOption } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';
import { channelOptions, needsChannel, roleChoices, type AdminValues } from '../adminForm';
import { GROUP_DESCRIPTIONS, GROUP_NAMES } from '../adminLabels';
import type { ChannelChoice } from '../adminsApi';

// The bounds of contract/admins.ts.
const name = (what: string) =>
  string().trim().required(`Enter the ${what}.`).max(100, 'Use at most 100 characters.');

const schema = object({
  firstname: name('first name'),
  lastname: name('last name'),
  email: string().trim().required('Enter an email address.').email('Enter a valid email address.'),
  phone: string().max(40, 'Use at most 40 characters.'),
  userGroup: string().required(),
  contentProviderID: string().when('userGroup', {
    is: (group: string) => group === '2' || group === '5',
    then: (rule) => rule.required('Choose the channel this admin manages.'),
  }),
  isChannelSubAdmin: boolean(),
  roleID: string(),
  isActive: boolean(),
});

/** A taken email is the email field's fault: it is shown there. */
const CODE_FIELDS = {
  duplicate_email: 'email',
  email_already_registered: 'email',
  error_duplicate_user: 'email',
  error_role_above_ceiling: 'roleID',
  error_role_not_for_group: 'roleID',
  error_channel_inactive: 'contentProviderID',
};

export interface AdminFormOptions {
  /** Editing an existing admin: the email stays, the active switch shows. */
  editing: boolean;
  /** The platform admin picks the organisation of a new admin. */
  companies: readonly FieldOption[] | null;
  /** The groups the signed-in admin may give; null hides the group (a channel admin's form). */
  groups: readonly number[] | null;
  channels: readonly ChannelChoice[];
  roles: readonly Role[];
  /** The admin edits their own account: group, role and active flag stay as they are. */
  self: boolean;
}

interface AdminFormProps extends AdminFormOptions {
  initialValues: AdminValues;
  submitLabel: string;
  saving: boolean;
  onCompanyChange?: (companyID: string) => void;
  onSubmit: (
    values: AdminValues,
    helpers: FormikHelpers<AdminValues>,
  ) => Promise<ApiFailure | null | void>;
}

export function AdminForm({
  initialValues,
  submitLabel,
  saving,
  onSubmit,
  editing,
  companies,
  groups,
  channels,
  roles,
  self,
  onCompanyChange,
}: AdminFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      codeFields={CODE_FIELDS}
      label="Admin details"
    >
      {(formik) => {
        const { values } = formik;
        const roleOptions = roleChoices(roles, values).map((role) => ({
          value: role.roleID,
          label: role.name,
        }));
        const platformGroup = values.userGroup === '1';
        return (
          <>
            <div className="row gx-3">
              <div className="col-sm-6">
                <TextField name="firstname" label="First name" autoComplete="off" autoFocus />
              </div>
              <div className="col-sm-6">
                <TextField name="lastname" label="Last name" autoComplete="off" />
              </div>
            </div>
            {editing ? (
              <p className="mb-3">
                <span className="form-label d-block">Email</span>
                <span className="text-body-secondary">{values.email}</span>
              </p>
            ) : (
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="off"
                help="They get an email with a link to set their password. The link works once, for seven days."
              />
            )}
            <TextField name="phone" label="Phone" type="tel" help="Optional." />
            {companies && !editing && !platformGroup && (
              <SelectField
                name="companyID"
                label="Organisation"
                placeholder="Choose an organisation"
                options={companies}
              />
            )}
            {companies && !editing && (
              <OrganisationWatcher value={values.companyID} onChange={onCompanyChange} />
            )}
            {groups && !self && (
              <SelectField
                name="userGroup"
                label="Group"
                options={groups.map((group) => ({
                  value: String(group),
                  label: GROUP_NAMES[group] ?? String(group),
                }))}
                help={GROUP_DESCRIPTIONS[Number(values.userGroup)]}
              />
            )}
            {groups && !self && needsChannel(values) && (
              <>
                <SelectField
                  name="contentProviderID"
                  label="Channel"
                  placeholder="Choose a channel"
                  options={channelOptions(channels, initialValues.contentProviderID)}
                  help="Active channels only: activate a channel to give it an admin."
                />
                <CheckboxField
                  name="isChannelSubAdmin"
                  label="Sub-admin"
                  help="A sub-admin helps run the channel but manages no other admins."
                />
              </>
            )}
            {!self && (
              <SelectField
                name="roleID"
                label="Role"
                placeholder="The group’s default role"
                options={roleOptions}
                help="Only roles that allow no more than your own role are offered."
              />
            )}
            {editing && !self && (
              <CheckboxField
                name="isActive"
                label="Active"
                switch
                help="An inactive admin cannot sign in; turning this off signs them out at once."
              />
            )}
            <FormActions submitLabel={submitLabel} pending={saving} cancelTo="/user/admins" />
          </>
        );
      }}
    </CrudForm>
  );
}

/** Tells the page which organisation is chosen, so it loads that organisation's channels. */
function OrganisationWatcher({
  value,
  onChange,
}: {
  value: string;
  onChange: ((companyID: string) => void) | undefined;
}) {
  useOrganisationEffect(value, onChange);
  return null;
}

function useOrganisationEffect(value: string, onChange: ((companyID: string) => void) | undefined) {
  useEffect(() => {
    onChange?.(value);
  }, [value, onChange]);
}
