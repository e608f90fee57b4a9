import { APP_PERMISSIONS } from '../../../../../contract/appSettings';
import { RadioGroupField } from '../../../../components/form/ChoiceFields';

const LEVELS = [
  { value: 'required', label: 'Ask at start' },
  { value: 'optional', label: 'Ask when needed' },
  { value: 'off', label: 'Never ask' },
] as const;

export function PermissionsFields() {
  return (
    <>
      {Object.entries(APP_PERMISSIONS).map(([name, label]) => (
        <RadioGroupField key={name} name={name} label={label} inline choices={LEVELS} />
      ))}
    </>
  );
}
