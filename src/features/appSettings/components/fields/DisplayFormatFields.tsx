import { RadioGroupField } from '../../../../components/form/ChoiceFields';
import { SelectField } from '../../../../components/form/SelectField';

export function DisplayFormatFields() {
  return (
    <>
      <SelectField
        name="dateFormat"
        label="Date format"
        options={[
          { value: 'YYYY-MM-DD', label: '2026-03-14 (YYYY-MM-DD)' },
          { value: 'MM/DD/YYYY', label: '03/14/2026 (MM/DD/YYYY)' },
          { value: 'DD/MM/YYYY', label: '14/03/2026 (DD/MM/YYYY)' },
        ]}
      />
      <RadioGroupField
        name="timeFormat"
        label="Time format"
        inline
        choices={[
          { value: '12h', label: '12-hour (9:41 AM)' },
          { value: '24h', label: '24-hour (09:41)' },
        ]}
      />
      <RadioGroupField
        name="textSize"
        label="Text size"
        inline
        choices={[
          { value: 'small', label: 'Small' },
          { value: 'medium', label: 'Medium' },
          { value: 'large', label: 'Large' },
        ]}
      />
      <RadioGroupField
        name="theme"
        label="Theme"
        inline
        help="System follows the phone's own light or dark setting."
        choices={[
          { value: 'system', label: 'System' },
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
    </>
  );
}
