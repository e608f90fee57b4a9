import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Channel } from '../../../../contract/channels';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView, selectIsPlatformAdmin } from '../../../state/session';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { ImageField } from '../../../components/form/ImageField';
import { LinkListField } from '../../../components/form/LinkListField';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { formatCount } from '../../../lib/numbers';
import { CHANNEL_IMAGE_MAX_BYTES, MAX_CHANNEL_LINKS } from '../../../../contract/channels';
import '../components/Channels.css';
import { CataloguePickers } from '../components/CataloguePickers';
import {
  channelBodyOf,
  channelFailure,
  channelSchema,
  channelValuesOf,
  NEW_CHANNEL,
  type ChannelValues,
} from '../components/channelForm';
import {
  channelFlowsCleared,
  selectCatalogueChoices,
  selectChannelsFlow,
  selectCurrentChannel,
} from '../channelsSlice';
import {
  createChannel,
  fetchCatalogueChoices,
  fetchChannel,
  updateChannel,
} from '../channelsThunks';

const LIST = '/content-provider/list';

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="p-4">
        <h2 className="h5 mb-1">{title}</h2>
        {help && <p className="small text-body-secondary mb-3">{help}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}

const LINK_COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'url', label: 'Address', type: 'url', placeholder: 'https://' },
] as const;

/** The plan and its credits, read-only: the pricing panel changes them. */
function PlanSummary({ channel }: { channel: Channel | null }) {
  if (!channel)
    return (
      <p className="small text-body-secondary mb-0">
        A new channel starts on the free plan, with the app users it includes and no app users or
        text credits purchased. Once it is created, add or upgrade its plan on the pricing panel.
      </p>
    );
  const { appUsers } = channel;
  const rows: [string, string][] = [
    ['Plan', appUsers.planName],
    ['App users', `${formatCount(appUsers.used)} of ${formatCount(appUsers.allowed)} allowed`],
    ['App users purchased', formatCount(appUsers.purchasedAppUsers)],
    ['Text credits a month', formatCount(channel.off_app_text_credits_month)],
    ['Text credits used this month', formatCount(channel.off_app_text_credits_used_current_month)],
    ['Text credits left', formatCount(channel.offAppTextCreditsRemaining)],
    ['SMS sent', formatCount(channel.sentSms)],
  ];
  return (
    <>
      <dl className="row small mb-3 channel-plan">
        {rows.map(([term, value]) => (
          <div key={term} className="col-sm-6 col-lg-4 mb-2">
            <dt className="fw-normal text-body-secondary">{term}</dt>
            <dd className="mb-0 fw-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={`/content-provider/pricing-panel/${encodeURIComponent(channel._id)}`}
        className="btn btn-outline-primary btn-sm"
      >
        Add or upgrade on the pricing panel
      </Link>
    </>
  );
}

/** /content-provider/create and /content-provider/edit/:id: a channel and its image. */
export function ChannelFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const channel = useAppSelector(selectCurrentChannel);
  const getFlow = useAppSelector((state) => selectChannelsFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectChannelsFlow(state, 'save'));
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  const [reloads, setReloads] = useState(0);
  const editing = Boolean(id);
  const catalogues = useAppSelector(selectCatalogueChoices);
  const cataloguesFlow = useAppSelector((state) => selectChannelsFlow(state, 'catalogues'));
  // The channel's own organisation when editing; the one in view when creating.
  const catalogueCompany = editing
    ? channel?._id === id
      ? (channel?.companyID ?? null)
      : null
    : companyInView === ALL_COMPANIES
      ? null
      : companyInView;

  useEffect(() => {
    if (!catalogueCompany) return;
    const request = dispatch(fetchCatalogueChoices(catalogueCompany));
    return () => request.abort();
  }, [dispatch, catalogueCompany]);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchChannel(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(
    () => () => {
      dispatch(channelFlowsCleared());
    },
    [dispatch],
  );

  const submit = async (values: ChannelValues) => {
    const body = channelBodyOf(values);
    const image = values.image.file;
    const result = id
      ? await dispatch(updateChannel({ id, body, image }))
      : await dispatch(createChannel({ body, image }));
    if (result.meta.requestStatus === 'rejected') return channelFailure(failureOf(result));
    notify.success(id ? `${body.clientName} saved.` : `${body.clientName} created.`);
    void navigate(LIST);
  };

  const loaded = editing ? (channel?._id === id ? channel : null) : null;
  const title = editing ? (loaded ? `Edit ${loaded.clientName}` : 'Edit channel') : 'New channel';
  const needsOrganisation = !editing && isPlatformAdmin && companyInView === ALL_COMPANIES;
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title={title}
        description={
          editing
            ? 'Change the channel’s identity, who may join it, what it may send and its links.'
            : 'Add a channel app users can follow and messages can be sent through.'
        }
      />
      {editing && getFlow.status === 'failed' ? (
        <LoadError
          message={getFlow.code === 'not_found' ? 'This channel does not exist.' : getFlow.error}
          onRetry={() => setReloads((count) => count + 1)}
        />
      ) : editing && !loaded ? (
        <PageLoading label="Loading the channel…" />
      ) : (
        <CrudForm
          key={loaded?._id ?? 'new'}
          initialValues={loaded ? channelValuesOf(loaded) : NEW_CHANNEL}
          validationSchema={channelSchema}
          label="Channel details"
          codeFields={{
            error_cp_already_exist: 'clientName',
            error_already_have_default_channel: 'isCompanyDefault',
            error_image_type: 'image',
            error_image_too_large: 'image',
          }}
          onSubmit={submit}
        >
          <div className="channel-form">
            {needsOrganisation && (
              <p className="alert alert-info small" role="note">
                Choose an organization in the navbar first: the channel is created in it.
              </p>
            )}
            <Section title="Identity">
              <div className="row g-3">
                <div className="col-md-6">
                  <TextField name="clientName" label="Name" maxLength={120} />
                </div>
                <div className="col-md-6">
                  <TextField name="contactName" label="Contact name" maxLength={120} />
                </div>
                <div className="col-md-6">
                  <TextField name="email" label="Contact email" type="email" maxLength={254} />
                </div>
                <div className="col-md-6">
                  <TextField
                    name="access_code"
                    label="Access code"
                    maxLength={60}
                    help="Members type it in the app to join the channel. Optional."
                  />
                </div>
                <div className="col-12">
                  <ImageField
                    name="image"
                    label="Channel image"
                    stored={loaded?.image ?? null}
                    maxBytes={CHANNEL_IMAGE_MAX_BYTES}
                    help="Shown in the app and beside the channel’s name. PNG, JPEG, WebP or SVG, up to 1 MB."
                  />
                </div>
              </div>
              {loaded && (
                <p className="small text-body-secondary mb-0">
                  Channel no. {loaded.channelNumber} of {loaded.companyName}.
                </p>
              )}
            </Section>
            <Section
              title="Catalogue"
              help="Where the channel is listed: its category, group, type and union type."
            >
              <CataloguePickers
                company={catalogueCompany}
                choices={catalogues?.companyId === catalogueCompany ? catalogues.choices : null}
                flow={cataloguesFlow}
              />
            </Section>
            <Section
              title="Access and registration"
              help="Who can find and join the channel in the app."
            >
              <CheckboxField
                name="is_local"
                switch
                label="Local channel"
                help="A local channel that is not the default is a Primary channel."
              />
              <CheckboxField
                name="allowRegistration"
                switch
                label="Open registration"
                help="App users may register with the channel themselves (a Hybrid channel)."
              />
              <CheckboxField
                name="isCompanyDefault"
                switch
                label="The organization’s default channel"
                help="Every app user of the organization hears from it. One channel per organization."
              />
              <CheckboxField
                name="isForceFollowing"
                switch
                label="Followed by every new member"
                help="New app users follow it without choosing to."
              />
              <CheckboxField
                name="enablePrivateVideo"
                switch
                label="Private video"
                help="Its admins may upload videos only its followers see."
              />
            </Section>
            <Section
              title="Messaging"
              help="How messages reach members who have not registered in the app."
            >
              <CheckboxField
                name="unregisteredMemberMessaging"
                switch
                label="Text (SMS) unregistered members"
                help="Members without the app get its messages by SMS, using the channel’s text credits."
              />
              <CheckboxField
                name="allowPushcastEmail"
                switch
                label="Email unregistered members"
                help="Members without the app but with an email address get its messages by email."
              />
              <CheckboxField
                name="requireEmailVerificationForPushcast"
                switch
                label="Email only verified addresses"
              />
            </Section>
            <Section title="Links">
              <LinkListField
                name="links"
                legend="Channel links"
                noun="link"
                emptyText="No links yet."
                help="Shown on the channel’s page in the app, in this order."
                columns={LINK_COLUMNS}
                blank={{ name: '', url: '' }}
                max={MAX_CHANNEL_LINKS}
              />
              <LinkListField
                name="featuredLinks"
                legend="Featured links"
                noun="featured link"
                emptyText="No featured links yet."
                help="Shown first, at the top of the channel’s page."
                columns={LINK_COLUMNS}
                blank={{ name: '', url: '' }}
                max={MAX_CHANNEL_LINKS}
              />
            </Section>
            <Section title="Partner and billing" help="Set by the organisation’s account manager.">
              <div className="row g-3">
                <div className="col-md-6">
                  <TextField name="resellerCode" label="Reseller code" maxLength={60} />
                </div>
                <div className="col-md-6">
                  <TextField
                    name="partnerAccountNumber"
                    label="Partner account number"
                    maxLength={60}
                  />
                </div>
                <div className="col-md-6">
                  <TextField
                    name="revenueCollectionMode"
                    label="Revenue collection mode"
                    maxLength={60}
                  />
                </div>
                <div className="col-md-6">
                  <TextField name="replicaBuild" label="Replica build" maxLength={120} />
                </div>
                <div className="col-12">
                  <TextField
                    name="selectedExternalApis"
                    label="External APIs"
                    help="Comma-separated, e.g. weather, events."
                  />
                </div>
              </div>
            </Section>
            <Section title="Plan">
              <PlanSummary channel={loaded} />
            </Section>
            <FormActions
              submitLabel={editing ? 'Save channel' : 'Create channel'}
              pending={saveFlow.status === 'loading'}
              cancelTo={LIST}
            />
          </div>
        </CrudForm>
      )}
    </div>
  );
}
