import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Company } from '../../../../contract/company';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import {
  BLANK_BRANDING,
  brandingBodyOf,
  brandingFilesOf,
  brandingValuesOf,
  organisationSchema,
  slugOf,
  type OrganisationValues,
} from '../components/branding';
import {
  BrandingFields,
  BrandingLayout,
  ConsoleFields,
  Section,
} from '../components/BrandingFields';
import '../components/Company.css';
import {
  companyFlowsCleared,
  currentCompanyCleared,
  selectCompanyFlow,
  selectCurrentCompany,
  selectLastCompanyNumber,
} from '../companySlice';
import {
  createCompany,
  fetchCompany,
  fetchLastCompanyNumber,
  updateCompany,
} from '../companyThunks';

const NEW_ORGANISATION: OrganisationValues = { ...BLANK_BRANDING, companyID: '', name: '' };

const valuesOf = (company: Company): OrganisationValues => ({
  ...brandingValuesOf(company),
  companyID: company.companyID,
  name: company.name,
});

/** Suggests the organisation ID from the name until the admin types one of their own. */
function NameAndId({ creating, number }: { creating: boolean; number: number | null }) {
  const { values, setFieldValue, touched } = useFormikContext<OrganisationValues>();
  const suggested = useRef('');
  useEffect(() => {
    if (!creating || touched.companyID) return;
    const slug = slugOf(values.name);
    if (values.companyID === suggested.current && slug !== suggested.current) {
      suggested.current = slug;
      void setFieldValue('companyID', slug, false);
    }
  }, [creating, values.name, values.companyID, setFieldValue, touched.companyID]);
  return (
    <Section title="Organization">
      <div className="row g-3">
        <div className="col-md-7">
          <TextField name="name" label="Name" maxLength={120} autoComplete="organization" />
        </div>
        <div className="col-md-5">
          {creating ? (
            <TextField
              name="companyID"
              label="Organization ID"
              maxLength={40}
              help={`Its console address: /${values.companyID || 'acme-union'}. Lower-case letters, digits and hyphens; it cannot change later.`}
            />
          ) : (
            <div className="mb-3">
              <span className="form-label d-block">Organization ID</span>
              <code className="fs-6">{values.companyID}</code>
              <div className="form-text">Its console address; it cannot change.</div>
            </div>
          )}
        </div>
      </div>
      {creating && number !== null && (
        <p className="small text-body-secondary mb-0">It will be organization no. {number + 1}.</p>
      )}
    </Section>
  );
}

/** /organizations/create and /organizations/edit/:id: an organisation and its branding. */
export function OrganisationFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const company = useAppSelector(selectCurrentCompany);
  const lastNumber = useAppSelector(selectLastCompanyNumber);
  const getFlow = useAppSelector((state) => selectCompanyFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectCompanyFlow(state, 'save'));
  const [reloads, setReloads] = useState(0);
  const editing = Boolean(id);

  useEffect(() => {
    const request = id ? dispatch(fetchCompany(id)) : dispatch(fetchLastCompanyNumber());
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(
    () => () => {
      dispatch(companyFlowsCleared());
      dispatch(currentCompanyCleared());
    },
    [dispatch],
  );

  const submit = async (values: OrganisationValues) => {
    const branding = brandingBodyOf(values);
    const files = brandingFilesOf(values);
    const name = values.name.trim();
    const result = id
      ? await dispatch(updateCompany({ id, body: { ...branding, name }, files }))
      : await dispatch(
          createCompany({
            body: { ...branding, companyID: values.companyID.trim(), name },
            files,
          }),
        );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${name} saved.` : `${name} created.`);
    void navigate('/organizations');
  };

  const loaded = editing ? (company?.companyID === id ? company : null) : null;
  const title = editing
    ? loaded
      ? `Edit ${loaded.name}`
      : 'Edit organization'
    : 'New organization';
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title={title}
        description={
          editing
            ? 'Change the organisation’s name, branding and console settings.'
            : 'Add an organisation with its own console address and branding.'
        }
      />
      {editing && getFlow.status === 'failed' ? (
        <LoadError
          message={
            getFlow.code === 'not_found' ? 'This organization does not exist.' : getFlow.error
          }
          onRetry={() => setReloads((count) => count + 1)}
        />
      ) : editing && !loaded ? (
        <PageLoading label="Loading the organization…" />
      ) : (
        <CrudForm
          key={loaded?.companyID ?? 'new'}
          initialValues={loaded ? valuesOf(loaded) : NEW_ORGANISATION}
          validationSchema={organisationSchema(!editing)}
          label="Organization details"
          codeFields={{
            error_company_id_taken: 'companyID',
            error_company_id_reserved: 'companyID',
          }}
          onSubmit={submit}
        >
          <BrandingLayout
            stored={{
              name: loaded?.name ?? '',
              logo: loaded?.logo ?? null,
              favicon: loaded?.favicon ?? null,
            }}
          >
            <NameAndId creating={!editing} number={lastNumber} />
            <BrandingFields
              stored={{
                name: loaded?.name ?? '',
                logo: loaded?.logo ?? null,
                favicon: loaded?.favicon ?? null,
              }}
            />
            <ConsoleFields />
            <FormActions
              submitLabel={editing ? 'Save organization' : 'Create organization'}
              pending={saveFlow.status === 'loading'}
              cancelTo="/organizations"
            />
          </BrandingLayout>
        </CrudForm>
      )}
    </div>
  );
}
