import { useEffect, useState } from 'react';
import { APP_ICON_MAX_BYTES } from '../../../../contract/appBuilds';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { string } from 'yup';
import { BUILD_STATUS_LABELS } from '../../../../contract/appBuildRequests';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CrudForm } from '../../../components/form/CrudForm';
import { ImageField } from '../../../components/form/ImageField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { assetUrl } from '../../../lib/assetUrl';
import {
  buildRequestFlowsCleared,
  selectBuildRequestsFlow,
  selectProvisioningCompany,
} from '../buildRequestsSlice';
import { fetchProvisioningCompany, submitProvisioning } from '../buildRequestsThunks';
import '../components/AppBuilds.css';
import { NEW_PROVISIONING, type ProvisioningValues } from '../components/provisioningValues';
import { requestSchema, storeIds } from '../components/requestForm';
import { StoreFields } from '../components/StoreFields';

const PHONE = /^[0-9+() .-]*$/;

const schema = requestSchema({
  organizationName: string()
    .trim()
    .required('Enter your organisation’s name.')
    .max(120, 'Use at most 120 characters.'),
  contactPhone: string()
    .trim()
    .max(40, 'Use at most 40 characters.')
    .matches(PHONE, { message: 'Use digits, spaces and + ( ) . - only.' }),
  notes: string().max(2000, 'Use at most 2000 characters.'),
});

const CODE_FIELDS = { error_image_type: 'icon', error_image_too_large: 'icon' };

/** /provision/{companyID}: anyone may ask the organisation for a new app, without signing in. */
export function ProvisionFormPage() {
  const dispatch = useAppDispatch();
  const { companyID = '' } = useParams();
  const company = useAppSelector(selectProvisioningCompany);
  const companyFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'publicCompany'));
  const submitFlow = useAppSelector((state) => selectBuildRequestsFlow(state, 'publicSubmit'));
  const [sentApp, setSentApp] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchProvisioningCompany(companyID));
    return () => request.abort();
  }, [dispatch, companyID, reloads]);

  useEffect(
    () => () => {
      dispatch(buildRequestFlowsCleared());
    },
    [dispatch],
  );

  const submit = async (values: ProvisioningValues) => {
    const result = await dispatch(
      submitProvisioning({
        companyID,
        body: {
          organizationName: values.organizationName.trim(),
          appName: values.appName.trim(),
          ...storeIds(values),
          contactName: values.contactName.trim(),
          contactEmail: values.contactEmail.trim(),
          contactPhone: values.contactPhone.trim(),
          notes: values.notes.trim(),
        },
        icon: values.icon.file,
      }),
    );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    setSentApp(values.appName.trim());
  };

  const logo = assetUrl(company?.logo);
  let body;
  if (companyFlow.status === 'failed') {
    body =
      companyFlow.code === 'not_found' ? (
        <Alert variant="warning">
          There is no organisation at this address. Check the link you were given.
        </Alert>
      ) : (
        <LoadError message={companyFlow.error} onRetry={() => setReloads((count) => count + 1)} />
      );
  } else if (!company) {
    body = <PageLoading label="Loading the form…" />;
  } else if (sentApp) {
    body = (
      <Alert variant="success" role="status">
        <h2 className="h5">Request received</h2>
        <p className="mb-0">
          {company.name} has your request for {sentApp}. Its status is{' '}
          <strong>{BUILD_STATUS_LABELS.requested}</strong>; you will hear from them by email.
        </p>
      </Alert>
    );
  } else {
    body = (
      <CrudForm<ProvisioningValues>
        initialValues={NEW_PROVISIONING}
        validationSchema={schema}
        codeFields={CODE_FIELDS}
        label="Provisioning request"
        onSubmit={submit}
      >
        <TextField
          name="organizationName"
          label="Your organisation"
          autoComplete="organization"
          maxLength={120}
          autoFocus
        />
        <TextField
          name="appName"
          label="App name"
          maxLength={100}
          help="As it should show in the stores."
        />
        <StoreFields placeholder="org.example.members" help="Optional." />
        <div className="row gx-3">
          <div className="col-sm-6">
            <TextField name="contactName" label="Your name" autoComplete="name" maxLength={120} />
          </div>
          <div className="col-sm-6">
            <TextField
              name="contactEmail"
              label="Your email"
              type="email"
              autoComplete="email"
              maxLength={254}
            />
          </div>
        </div>
        <TextField
          name="contactPhone"
          label="Your phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          help="Optional."
        />
        <TextAreaField
          name="notes"
          label="Anything else"
          rows={3}
          maxLength={2000}
          help="Optional: dates, colours, who the app is for."
        />
        <ImageField
          name="icon"
          label="App icon"
          help="Optional. PNG, JPEG, WebP or SVG, up to 512 KB."
          stored={null}
          maxBytes={APP_ICON_MAX_BYTES}
        />
        <SubmitButton
          loading={submitFlow.status === 'loading'}
          label="Send request"
          loadingLabel="Sending…"
          fullWidth={false}
        />
      </CrudForm>
    );
  }

  return (
    <main className="provision-page">
      <Card className="provision-card shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          {logo ? (
            <img className="provision-logo mb-3" src={logo} alt={company?.name ?? ''} />
          ) : (
            company && <p className="h5 mb-3">{company.name}</p>
          )}
          <h1 className="h4 mb-2">Request a new app</h1>
          <p className="text-body-secondary mb-4">
            Tell {company?.name ?? 'the organisation'} about the app you need. Each request is
            followed from requested to live in the stores.
          </p>
          {body}
        </Card.Body>
      </Card>
    </main>
  );
}
