import { useFormikContext } from 'formik';
import type { Platform } from '../../../../contract/appBuildRequests';
import { CheckboxGroupField } from '../../../components/form/ChoiceFields';
import { TextField } from '../../../components/form/TextField';
import { PLATFORM_CHOICES } from './requestForm';

/** The stores an app goes to, and the id it has in each store chosen. */
export function StoreFields({ placeholder, help }: { placeholder: string; help: string }) {
  const { values } = useFormikContext<{ platforms: Platform[] }>();
  const ios = values.platforms.includes('ios');
  const android = values.platforms.includes('android');
  return (
    <>
      <CheckboxGroupField name="platforms" label="Stores" choices={PLATFORM_CHOICES} />
      <div className="row gx-3">
        {ios && (
          <div className="col-sm-6">
            <TextField
              name="iosBundleId"
              label="iOS bundle id"
              placeholder={placeholder}
              help={help}
            />
          </div>
        )}
        {android && (
          <div className="col-sm-6">
            <TextField
              name="androidPackage"
              label="Android package name"
              placeholder={placeholder}
              help={help}
            />
          </div>
        )}
      </div>
    </>
  );
}
