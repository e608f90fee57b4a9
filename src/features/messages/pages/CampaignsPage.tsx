import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../../contract/campaigns';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { notify } from '../../../lib/notify';
import { deleteCampaign, fetchCampaigns } from '../campaignThunks';
import { CampaignsTable } from '../components/CampaignsTable';
import '../components/Messages.css';
import { messageFlowsCleared, selectCampaigns, selectMessagesFlow } from '../messagesSlice';

/** /messages/award-campaigns: the organisation's award campaigns (platform admins). */
export function CampaignsPage() {
  const dispatch = useAppDispatch();
  const campaigns = useAppSelector(selectCampaigns);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'campaigns'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'deleteCampaign'));
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchCampaigns());
    return () => request.abort();
  }, [dispatch, reloads]);

  const deletion = useConfirmDelete<Campaign>({
    remove: async (campaign) => {
      const result = await dispatch(deleteCampaign(campaign._id));
      if (!deleteCampaign.fulfilled.match(result)) return false;
      notify.success(`${campaign.title} deleted.`);
      return true;
    },
    onClose: () => dispatch(messageFlowsCleared(['deleteCampaign'])),
  });

  const current = Math.min(page, pageCount(campaigns.length));
  return (
    <ListPage
      title="Award campaigns"
      description="Award notifications sent once or every day to the app users on chosen devices."
      actions={
        <Link to="/messages/award-campaigns/create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New campaign
        </Link>
      }
      flow={flow}
      rowCount={campaigns.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 7, rows: 4, label: 'Loading campaigns…' }}
      emptyState={
        <EmptyState
          icon="bi-award"
          title="No campaigns yet"
          action={
            <Link to="/messages/award-campaigns/create" className="btn btn-outline-primary">
              Create the first campaign
            </Link>
          }
        >
          A campaign sends an award notification at a set time, once or every day.
        </EmptyState>
      }
      paging={{
        page: current,
        total: campaigns.length,
        onChange: setPage,
        label: 'Campaign pages',
      }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.title ?? null}
          noun="campaign"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The campaign stops and leaves the list. This cannot be undone.
        </ConfirmDelete>
      }
    >
      <CampaignsTable
        campaigns={campaigns}
        page={current}
        busy={flow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
