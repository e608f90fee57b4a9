import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView } from '../../../state/session';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import {
  brandingBodyOf,
  brandingFilesOf,
  brandingValuesOf,
  settingsSchema,
  type BrandingValues,
} from '../components/branding';
import { BrandingFields, BrandingLayout, ConsoleFields } from '../components/BrandingFields';
import '../components/Company.css';
import { DefaultLanguageSection } from '../components/DefaultLanguageSection';
import { DeliveryRulesSection } from '../components/DeliveryRulesSection';
import { MessageReviewSection } from '../components/MessageReviewSection';
import { SsoSection } from '../components/SsoSection';
import { TwoFactorPolicySection } from '../components/TwoFactorPolicySection';
import {
  messageReviewBodyOf,
  messageReviewValuesOf,
  type MessageReviewValues,
} from '../components/messageReviewForm';
import {
  companyFlowsCleared,
  currentCompanyCleared,
  selectCompanyFlow,
  selectCurrentCompany,
} from '../companySlice';
import { fetchCompanySettings, saveCompanySettings } from '../companyThunks';

/** The branding both forms share, with Company Settings' own language and message review. */
type SettingsValues = BrandingValues & {
  defaultLanguage: string;
  messageReview: MessageReviewValues;
};

/** /settings (Company Settings): the organisation's own branding, flags and menu. */
export function CompanySettingsPage() {
  const dispatch = useAppDispatch();
  const companyID = useAppSelector(selectCompanyInView);
  const company = useAppSelector(selectCurrentCompany);
  const getFlow = useAppSelector((state) => selectCompanyFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectCompanyFlow(state, 'save'));
  const [reloads, setReloads] = useState(0);
  // A save remounts the form on the saved values: the chosen files are sent and cleared.
  const [saves, setSaves] = useState(0);
  const chosen = companyID !== ALL_COMPANIES;

  useEffect(() => {
    if (!chosen) return;
    const request = dispatch(fetchCompanySettings(companyID));
    return () => request.abort();
  }, [dispatch, chosen, companyID, reloads]);

  useEffect(
    () => () => {
      dispatch(companyFlowsCleared());
      dispatch(currentCompanyCleared());
    },
    [dispatch],
  );

  const loaded = company?.companyID === companyID ? company : null;

  const submit = async (values: SettingsValues) => {
    const body = {
      ...brandingBodyOf(values),
      defaultLanguage: values.defaultLanguage,
      messageReview: messageReviewBodyOf(values.messageReview),
    };
    const result = await dispatch(saveCompanySettings({ body, files: brandingFilesOf(values) }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success('Company settings saved.');
    setSaves((count) => count + 1);
  };

  const stored = {
    name: loaded?.name ?? '',
    logo: loaded?.logo ?? null,
    favicon: loaded?.favicon ?? null,
  };
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="Company Settings"
        description={
          loaded
            ? `How ${loaded.name}’s console looks, and the organisation’s own settings.`
            : 'How the organisation’s console looks, and its own settings.'
        }
        actions={
          chosen && (
            <Link to="/settings/sending-email" className="btn btn-outline-secondary">
              <i className="bi bi-envelope-at me-2" aria-hidden="true" />
              Sending email
            </Link>
          )
        }
      />
      {!chosen ? (
        <EmptyState icon="bi-building" title="Choose an organization">
          Pick an organization in the navbar to change its settings.
        </EmptyState>
      ) : getFlow.status === 'failed' ? (
        <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
      ) : !loaded ? (
        <PageLoading label="Loading the settings…" />
      ) : (
        <>
          <CrudForm
            key={`${loaded.companyID}-${saves}`}
            initialValues={{
              ...brandingValuesOf(loaded),
              defaultLanguage: loaded.defaultLanguage,
              messageReview: messageReviewValuesOf(loaded.messageReview),
            }}
            validationSchema={settingsSchema}
            label="Company settings"
            onSubmit={submit}
          >
            <BrandingLayout stored={stored}>
              <BrandingFields stored={stored} />
              <DefaultLanguageSection />
              <MessageReviewSection />
              <ConsoleFields />
              <FormActions submitLabel="Save settings" pending={saveFlow.status === 'loading'} />
            </BrandingLayout>
          </CrudForm>
          <DeliveryRulesSection key={loaded.companyID} />
          <TwoFactorPolicySection key={`two-factor-${loaded.companyID}`} />
          <SsoSection key={`sso-${loaded.companyID}`} />
        </>
      )}
    </div>
  );
}
