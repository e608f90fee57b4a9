import { useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { useAppSelector } from '../../../state/hooks';
import { selectOrganisationNamer } from '../../../state/session';
import { formatCount } from '../../../lib/numbers';
import type { AudienceKind, ComposeValues } from '../composeForm';
import { selectGroupChoices, selectMessagesFlow } from '../messagesSlice';
import { SegmentAudienceField } from './SegmentAudienceField';
import { UserPicker } from './UserPicker';

const KINDS = [
  { value: 'all', label: 'All users' },
  { value: 'groups', label: 'Groups' },
  { value: 'users', label: 'Chosen users' },
  { value: 'segment', label: 'A saved segment' },
] as const;

function GroupChecklist() {
  const { values, errors, touched, setFieldValue } = useFormikContext<ComposeValues>();
  const groups = useAppSelector(selectGroupChoices);
  const organisationOf = useAppSelector(selectOrganisationNamer);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'groups'));
  const invalid = Boolean(touched.groups && errors.groups);
  const toggle = (id: string) =>
    void setFieldValue(
      'groups',
      values.groups.includes(id) ? values.groups.filter((g) => g !== id) : [...values.groups, id],
    );

  if (flow.status === 'failed') return <p className="text-danger mb-0">{flow.error}</p>;
  if (flow.status === 'loading' && groups.length === 0)
    return <p className="text-body-secondary mb-0">Loading groups…</p>;
  if (groups.length === 0)
    return (
      <p className="text-body-secondary mb-0">
        There are no groups yet. Create one under Users › Groups.
      </p>
    );
  return (
    <fieldset aria-describedby={invalid ? 'groups-error' : undefined}>
      <legend className="visually-hidden">Groups to send to</legend>
      <ul className="audience-groups list-unstyled mb-0">
        {groups.map((group) => (
          <li key={group._id}>
            <Form.Check
              id={`audience-group-${group._id}`}
              checked={values.groups.includes(group._id)}
              onChange={() => toggle(group._id)}
              label={
                <>
                  {group.name}
                  <span className="text-body-secondary small ms-2">
                    {formatCount(group.users)} members
                    {group.cp_name ? ` · ${group.cp_name}` : ''}
                    {organisationOf ? ` · ${organisationOf(group.companyID)}` : ''}
                  </span>
                </>
              }
            />
          </li>
        ))}
      </ul>
      {invalid && (
        <p id="groups-error" className="invalid-feedback d-block mb-0" role="alert">
          {String(errors.groups)}
        </p>
      )}
    </fieldset>
  );
}

/** Who gets the message: every user of the channel, some groups, or users picked by filter. */
export function AudiencePicker() {
  const { values, setFieldValue } = useFormikContext<ComposeValues>();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Audience</legend>
      <SegmentedControl<AudienceKind>
        label="Audience"
        segments={KINDS}
        value={values.audienceKind}
        onChange={(kind) => void setFieldValue('audienceKind', kind)}
      />
      <div className="audience-body mt-2">
        {values.audienceKind === 'all' && (
          <p className="text-body-secondary mb-0">
            Every active user of the channel on the chosen devices.
          </p>
        )}
        {values.audienceKind === 'groups' && <GroupChecklist />}
        {values.audienceKind === 'users' && <UserPicker />}
        {values.audienceKind === 'segment' && <SegmentAudienceField />}
      </div>
    </fieldset>
  );
}
