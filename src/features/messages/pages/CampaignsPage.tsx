import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListBody } from '../../../components/ui/ListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { PAGE_SIZE, pageCount, rangeLabel } from '../../../components/ui/pageWindow';
import { notify } from '../../../lib/notify';
import { deleteCampaign, fetchCampaigns } from '../campaignThunks';
import { CampaignsTable } from '../components/CampaignsTable';
import '../components/Messages.css';
import { messageFlowsCleared, selectCampaigns, selectMessagesFlow } from '../messagesSlice';
import { PageHeader } from '../../../components/ui/PageHeader';

/** /messages/award-campaigns: the organisation's award campaigns (platform admins). */
export function CampaignsPage() {
  const dispatch = useAppDispatch();
  const campaigns = useAppSelector(selectCampaigns);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'campaigns'));
  const deleteFlow = useAppSelector((state) => selectMessagesFlow(state, 'deleteCampaign'));
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchCampaigns());
    return () => request.abort();
  }, [dispatch, reloads]);

  const closeDelete = () => {
    dispatch(messageFlowsCleared(['deleteCampaign']));
    setDeleting(null);
  };
  const confirmDelete = async (campaign: Campaign) => {
    const result = await dispatch(deleteCampaign(campaign._id));
    if (!deleteCampaign.fulfilled.match(result)) return;
    notify.success(`${campaign.title} deleted.`);
    closeDelete();
  };

  const pages = pageCount(campaigns.length);
  const current = Math.min(page, pages);
  const loading = flow.status === 'loading' || flow.status === 'idle';
  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="Award campaigns"
        description="Award notifications sent once or every day to the app users on chosen devices."
        actions={
          <Link to="/messages/award-campaigns/create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New campaign
          </Link>
        }
      />
      <Card className="shadow-sm">
        <ListBody
          failed={flow.status === 'failed'}
          error={flow.error}
          onRetry={() => setReloads((count) => count + 1)}
          loading={loading && campaigns.length === 0}
          skeleton={{ columns: 7, rows: 4, label: 'Loading campaigns…' }}
          empty={campaigns.length === 0}
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
        >
          <CampaignsTable
            campaigns={campaigns.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
            onDelete={setDeleting}
          />
        </ListBody>
        {campaigns.length > PAGE_SIZE && (
          <Card.Footer className="bg-body messages-footer">
            <span className="small text-body-secondary">
              {rangeLabel(current, campaigns.length)}
            </span>
            <Pagination page={current} pages={pages} onChange={setPage} label="Campaign pages" />
          </Card.Footer>
        )}
      </Card>
      <ConfirmModal
        show={deleting !== null}
        title={`Delete ${deleting?.title ?? 'campaign'}?`}
        confirmLabel="Delete campaign"
        busy={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={closeDelete}
      >
        <p className="mb-0">The campaign stops and leaves the list. This cannot be undone.</p>
      </ConfirmModal>
    </div>
  );
}
