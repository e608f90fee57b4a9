import { useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { UnionLink, UnionLinkBody } from '../../../../contract/unionLinks';
import { ALL_COMPANIES } from '../../../../contract/unionLinks';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { UnionLinkForm, type LinkValues } from '../components/UnionLinkForm';
import '../components/UnionLinks.css';
import {
  linkFlowsCleared,
  selectBannerChoices,
  selectChannelChoices,
  selectCurrentLink,
  selectLinksFlow,
} from '../unionLinksSlice';
import { fetchChannelChoices, fetchLink, saveLink } from '../unionLinksThunks';
import { fetchBannerChoices } from '../bannerThunks';

const NEW_LINK: LinkValues = {
  unionLink_name: '',
  url: '',
  benefits_description: '',
  linkTypeID: '',
};

const valuesOf = (item: UnionLink): LinkValues => ({
  unionLink_name: item.unionLink_name,
  url: item.url,
  benefits_description: item.benefits_description,
  linkTypeID: item.linkTypeID ?? '',
});

/** /links/create and /links/:id: a link, and the screen banner it sits in. */
export function UnionLinkFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && params.id !== 'create' ? params.id : null;
  const item = useAppSelector(selectCurrentLink);
  const companyInView = useAppSelector(selectCompanyInView);
  const channels = useAppSelector(selectChannelChoices);
  const banners = useAppSelector(selectBannerChoices);
  const getFlow = useAppSelector((state) => selectLinksFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectLinksFlow(state, 'save'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchLink(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(
    () => () => {
      dispatch(linkFlowsCleared());
    },
    [dispatch],
  );

  // The organisation whose channels' banners may hold the link; none for a platform link.
  const company = id ? (item?.companyID ?? null) : companyInView;
  const platformLink = company === ALL_COMPANIES;
  useEffect(() => {
    if (!company || company === ALL_COMPANIES) return;
    const request = dispatch(fetchChannelChoices(company));
    return () => request.abort();
  }, [dispatch, company]);
  const channelIds = useMemo(
    () => (platformLink ? [] : channels.map((channel) => channel._id)),
    [channels, platformLink],
  );
  useEffect(() => {
    if (channelIds.length === 0) return;
    const request = dispatch(fetchBannerChoices(channelIds));
    return () => request.abort();
  }, [dispatch, channelIds]);
  const bannerOptions = useMemo(() => {
    if (platformLink) return null;
    const names = new Map(channels.map((channel) => [channel._id, channel.clientName]));
    return banners
      .filter((banner) => names.has(banner.contentProviderID))
      .map((banner) => ({
        value: banner._id,
        label: `${names.get(banner.contentProviderID) ?? ''}: ${banner.name}`,
      }));
  }, [banners, channels, platformLink]);

  const submit = async (values: LinkValues) => {
    const body: UnionLinkBody = {
      unionLink_name: values.unionLink_name.trim(),
      url: values.url.trim(),
      benefits_description: values.benefits_description.trim(),
      ...(platformLink ? {} : { linkTypeID: values.linkTypeID || null }),
    };
    const result = await dispatch(saveLink({ id, body }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${body.unionLink_name} saved.` : `${body.unionLink_name} created.`);
    void navigate('/links');
  };

  const editing = Boolean(id);
  const title = editing
    ? item
      ? `Edit ${item.unionLink_name}`
      : 'Edit link'
    : platformLink
      ? 'New platform link'
      : 'New link';
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">
          {platformLink
            ? 'A platform link shows in the app of every organisation (All).'
            : 'Name the link, give the address it opens and, if you like, the screen banner that groups it.'}
        </p>
      </header>
      <Card className="shadow-sm link-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !item ? (
            <PageLoading label="Loading the link…" />
          ) : (
            <UnionLinkForm
              key={item?._id ?? 'new'}
              initialValues={item ? valuesOf(item) : NEW_LINK}
              banners={bannerOptions}
              submitLabel={editing ? 'Save link' : 'Create link'}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
