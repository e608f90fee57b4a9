import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import InputGroup from 'react-bootstrap/InputGroup';
import Form from 'react-bootstrap/Form';
import type { SsoMode } from '../../../../contract/sso';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch } from '../../../state/hooks';
import { fetchSsoSettings, saveSsoSettings, type SsoSettingsLoaded } from '../ssoThunks';
import { ssoBodyOf, ssoSchema, ssoValuesOf, type SsoValues } from './ssoForm';

const MODES: readonly { value: SsoMode; label: string; help: string }[] = [
  { value: 'off', label: 'Off', help: 'Admins sign in with their password only.' },
  {
    value: 'optional',
    label: 'Offered',
    help: 'The login page offers your identity provider beside the password.',
  },
  {
    value: 'required',
    label: 'Required',
    help: 'Admins of this organization sign in through your identity provider only.',
  },
];

/**
 * Company Settings: single sign-on through the organisation's OpenID provider. Loaded and saved
 * on its own, keyed by the company as the delivery rules are; the secret is never shown, only
 * replaced.
 */
export function SsoSection() {
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<SsoSettingsLoaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const request = dispatch(fetchSsoSettings());
    void request.then((result) => {
      const failure = failureOf(result);
      if (failure) setError(failure.message);
      else if (fetchSsoSettings.fulfilled.match(result)) setLoaded(result.payload);
    });
    return () => request.abort();
  }, [dispatch, reloads]);

  const submit = async (values: SsoValues) => {
    setSaving(true);
    const result = await dispatch(saveSsoSettings(ssoBodyOf(values)));
    setSaving(false);
    const failure = failureOf(result);
    if (failure) return failure;
    if (saveSsoSettings.fulfilled.match(result) && loaded) {
      setLoaded({ ...loaded, settings: result.payload });
    }
    notify.success('Single sign-on saved.');
    return null;
  };

  const copy = (text: string) => {
    void navigator.clipboard.writeText(text).then(
      () => notify.success('Redirect URI copied.'),
      () => notify.error('Copying failed: select the address and copy it.'),
    );
  };

  return (
    <Card className="shadow-sm mt-4" as="section" aria-labelledby="sso-title">
      <Card.Body>
        <h2 className="h5" id="sso-title">
          Single sign-on
        </h2>
        <p className="text-body-secondary small">
          Let admins sign in with your organization’s identity provider (Microsoft Entra ID, Google
          Workspace, Okta or any OpenID Connect provider).
        </p>
        {error ? (
          <LoadError
            message={error}
            onRetry={() => {
              setError(null);
              setReloads((count) => count + 1);
            }}
          />
        ) : !loaded ? (
          <PageLoading label="Loading single sign-on…" />
        ) : (
          <>
            <Form.Group className="mb-3" controlId="sso-redirect-uri">
              <Form.Label>Redirect URI to register at your provider</Form.Label>
              <InputGroup>
                <Form.Control
                  readOnly
                  value={loaded.settings.redirectUri}
                  className="font-monospace"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button
                  variant="outline-secondary"
                  onClick={() => copy(loaded.settings.redirectUri)}
                >
                  <i className="bi bi-clipboard me-1" aria-hidden="true" />
                  Copy
                </Button>
              </InputGroup>
            </Form.Group>
            <CrudForm
              key={JSON.stringify(loaded.settings)}
              initialValues={ssoValuesOf(loaded.settings)}
              validationSchema={ssoSchema(loaded.settings.clientSecretLastChars !== '')}
              label="Single sign-on"
              onSubmit={submit}
            >
              {({ values }) => (
                <>
                  <TextField
                    name="issuer"
                    label="Issuer"
                    type="url"
                    placeholder="https://login.example.org"
                    maxLength={500}
                    help="Your provider’s address; Tidings reads its OpenID configuration from there."
                  />
                  <div className="row">
                    <div className="col-md-6">
                      <TextField name="clientId" label="Client ID" maxLength={200} />
                    </div>
                    <div className="col-md-6">
                      <TextField
                        name="clientSecret"
                        label="Client secret"
                        type="password"
                        autoComplete="new-password"
                        maxLength={500}
                        help={
                          loaded.settings.clientSecretLastChars
                            ? `Stored, ending in …${loaded.settings.clientSecretLastChars}. Leave empty to keep it.`
                            : 'Kept encrypted; it is never shown again.'
                        }
                      />
                    </div>
                  </div>
                  <RadioGroupField name="mode" label="Sign-in" choices={MODES} />
                  <CheckboxField
                    name="jitEnabled"
                    switch
                    label="Create an admin at their first sign-in"
                    help="Anyone your provider signs in with a verified email becomes an admin of this organization."
                  />
                  {values.jitEnabled && (
                    <SelectField
                      name="jitRoleID"
                      label="Role for new admins"
                      placeholder="Choose a role"
                      options={loaded.roles}
                    />
                  )}
                  <FormActions submitLabel="Save single sign-on" pending={saving} />
                </>
              )}
            </CrudForm>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
