import { useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { Campaign, CampaignBody } from '../../../../contract/campaigns';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { fetchCampaign, saveCampaign } from '../campaignThunks';
import { CampaignForm, type CampaignValues } from '../components/CampaignForm';
import '../components/Messages.css';
import { isDevice } from '../deviceLabels';
import { viewerTimeZone } from '../../../lib/serverTime';
import { messageFlowsCleared, selectCampaign, selectMessagesFlow } from '../messagesSlice';

const NEW_CAMPAIGN: CampaignValues = {
  title: '',
  message: '',
  schedule_date: '',
  schedule_time: '',
  repeat: false,
  target: ['all'],
  phone: '',
  url: '',
  segmentId: '',
};

const valuesOf = (campaign: Campaign): CampaignValues => ({
  title: campaign.title,
  message: campaign.message,
  schedule_date: campaign.schedule_date,
  schedule_time: campaign.schedule_time.slice(0, 5),
  repeat: campaign.repeat,
  target: campaign.target.filter(isDevice),
  phone: campaign.phone ?? '',
  url: campaign.url ?? '',
  segmentId: campaign.segmentId ?? '',
});

/** /messages/award-campaigns/create and /edit/:campaignID. */
export function CampaignFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { campaignID } = useParams();
  const campaign = useAppSelector(selectCampaign);
  const getFlow = useAppSelector((state) => selectMessagesFlow(state, 'campaign'));
  const saveFlow = useAppSelector((state) => selectMessagesFlow(state, 'saveCampaign'));
  const [reloads, setReloads] = useState(0);
  const timeZone = useMemo(() => viewerTimeZone(), []);

  useEffect(() => {
    if (!campaignID) return;
    const request = dispatch(fetchCampaign(campaignID));
    return () => request.abort();
  }, [dispatch, campaignID, reloads]);
  useEffect(
    () => () => void dispatch(messageFlowsCleared(['campaign', 'saveCampaign'])),
    [dispatch],
  );

  const submit = async (values: CampaignValues) => {
    const body: CampaignBody = {
      title: values.title.trim(),
      message: values.message.trim(),
      schedule_date: values.schedule_date,
      schedule_time: values.schedule_time,
      repeat: values.repeat,
      target: values.target,
      phone: values.phone.trim() || null,
      url: values.url.trim() || null,
      userTimeZone: timeZone,
      ...(values.segmentId && { segmentId: values.segmentId }),
    };
    const result = await dispatch(saveCampaign({ id: campaignID ?? null, body }));
    if (!saveCampaign.fulfilled.match(result)) return failureOf(result);
    notify.success(campaignID ? `${body.title} saved.` : `${body.title} created.`);
    void navigate('/messages/award-campaigns');
  };

  const editing = Boolean(campaignID);
  const loaded = campaign && campaign._id === campaignID ? campaign : null;
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">
          {editing ? (loaded ? `Edit ${loaded.title}` : 'Edit campaign') : 'New campaign'}
        </h1>
        <p className="text-body-secondary mb-0">
          An award notification sent at a set time, once or every day.
        </p>
      </header>
      <Card className="shadow-sm narrow-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !loaded ? (
            <PageLoading label="Loading the campaign…" />
          ) : (
            <CampaignForm
              key={loaded?._id ?? 'new'}
              initialValues={loaded ? valuesOf(loaded) : NEW_CAMPAIGN}
              submitLabel={editing ? 'Save campaign' : 'Create campaign'}
              saving={saveFlow.status === 'loading'}
              timeZone={timeZone}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
