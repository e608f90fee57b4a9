import { useFormikContext } from 'formik';
import type { SettingValue } from '../../../../../contract/appSettings';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { NumberField } from '../../../../components/form/NumberField';

export function SecurityFields() {
  const { values } = useFormikContext<SettingValue<'security'>>();
  return (
    <>
      <CheckboxField
        name="requirePin"
        label="Ask for a PIN when the app opens"
        switch
        help="Members choose their own PIN the first time."
      />
      {values.requirePin && (
        <NumberField name="pinLength" label="PIN length (digits)" min={4} max={8} help="4 to 8." />
      )}
      <CheckboxField name="biometricUnlock" label="Allow Face ID or fingerprint unlock" switch />
      <NumberField
        name="sessionTimeoutMinutes"
        label="Sign out after (minutes without use)"
        min={5}
        max={1440}
        help="5 minutes to 24 hours (1440)."
      />
      <CheckboxField
        name="allowScreenshots"
        label="Allow screenshots"
        switch
        help="Off: Android blocks screenshots of the app; iOS cannot."
      />
    </>
  );
}
