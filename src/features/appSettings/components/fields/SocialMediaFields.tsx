import { FieldArray, useFormikContext } from 'formik';
import Button from 'react-bootstrap/Button';
import {
  SOCIAL_NETWORKS,
  type SettingValue,
  type SocialNetwork,
} from '../../../../../contract/appSettings';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';

type Social = SettingValue<'social-media'>;
const NETWORKS = Object.entries(SOCIAL_NETWORKS).map(([value, label]) => ({ value, label }));
const MAX_LINKS = NETWORKS.length;

export function SocialMediaFields() {
  const { values } = useFormikContext<Social>();
  const unused = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).find(
    (network) => !values.links.some((link) => link.network === network),
  );
  return (
    <FieldArray name="links">
      {(list) => (
        <>
          {values.links.length === 0 && (
            <p className="text-body-secondary">No social links yet: the app shows none.</p>
          )}
          {values.links.map((link, index) => (
            <div className="row g-2 align-items-start" key={index}>
              <div className="col-12 col-sm-4">
                <SelectField name={`links.${index}.network`} label="Network" options={NETWORKS} />
              </div>
              <div className="col-10 col-sm-7">
                <TextField
                  name={`links.${index}.url`}
                  label="Address"
                  type="url"
                  placeholder="https://"
                  maxLength={500}
                />
              </div>
              <div className="col-2 col-sm-1 pt-4 mt-2">
                <Button
                  variant="outline-danger"
                  size="sm"
                  aria-label={`Remove the ${SOCIAL_NETWORKS[link.network] ?? 'social'} link`}
                  onClick={() => list.remove(index)}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </div>
            </div>
          ))}
          <Button
            variant="outline-primary"
            size="sm"
            disabled={values.links.length >= MAX_LINKS || !unused}
            onClick={() => list.push({ network: unused, url: 'https://' })}
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            Add a link
          </Button>
        </>
      )}
    </FieldArray>
  );
}
