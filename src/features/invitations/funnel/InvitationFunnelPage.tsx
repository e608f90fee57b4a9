import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDownload } from '../../../state/downloads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
  selectSessionUser,
} from '../../../state/session';
import { PageHeader } from '../../../components/ui/PageHeader';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { selectLinkChannels } from '../invitationsSlice';
import { fetchLinkChannels } from '../invitationsThunks';
import { FunnelChart } from './FunnelChart';
import { FunnelFilters, type FunnelFilterValues } from './FunnelFilters';
import { defaultRange, funnelWindowText } from './funnelFormat';
import { FunnelLinksTable } from './FunnelLinksTable';
import { rangeError } from './funnelRange';
import { selectFunnelFlow, selectFunnelReport } from '../invitationFunnelSlice';
import { FunnelSteps } from './FunnelSteps';
import { downloadFunnelCsv, fetchFunnel } from './funnelThunks';
import './InvitationFunnel.css';

/**
 * /other-settings/invitation-links?view=funnel: how far the invitation links bring people, from
 * opening a link to using the console, per step, week and link (docs/decisions.md).
 */
export function InvitationFunnelPage() {
  const dispatch = useAppDispatch();
  const download = useDownload();
  const user = useAppSelector(selectSessionUser);
  const funnel = useAppSelector(selectFunnelReport);
  const flow = useAppSelector(selectFunnelFlow);
  const companyChannels = useAppSelector(selectLinkChannels);
  const companyInView = useAppSelector(selectCompanyInView);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const needsCompany = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const [filters, setFilters] = useState<FunnelFilterValues>(() => ({
    channelID: '',
    ...defaultRange(),
  }));
  const [reloads, setReloads] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const isSubAdmin = user?.isChannelSubAdmin === 1;
  const invalid = rangeError(filters.from, filters.to);
  const choosesChannel = !isChannelAdmin && !needsCompany;

  useEffect(() => {
    if (isSubAdmin || !choosesChannel) return;
    const channels = dispatch(fetchLinkChannels());
    return () => channels.abort();
  }, [dispatch, companyInView, choosesChannel, isSubAdmin]);

  useEffect(() => {
    if (isSubAdmin || invalid) return;
    const report = dispatch(fetchFunnel(filters));
    return () => report.abort();
  }, [dispatch, filters, invalid, isSubAdmin, companyInView, reloads]);

  if (isSubAdmin) {
    return (
      <div className="container-fluid py-4">
        <h1 className="h3">Invitation funnel</h1>
        <p className="text-body-secondary">Invitation links are managed by your channel’s admin.</p>
      </div>
    );
  }

  const exportCsv = async () => {
    setDownloading(true);
    await download(downloadFunnelCsv(filters));
    setDownloading(false);
  };
  const nothing = funnel !== null && funnel.steps.every((step) => step.count === 0);

  return (
    <div className="container-fluid py-4">
      <Link to="/other-settings/invitation-links" className="d-inline-block mb-2">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        Invitation links
      </Link>
      <PageHeader
        title="Invitation funnel"
        description={funnelWindowText(funnel ?? filters)}
        actions={
          <DownloadButton
            downloading={downloading}
            disabled={invalid !== null || funnel === null}
            onDownload={() => void exportCsv()}
          >
            Export CSV
          </DownloadButton>
        }
      />
      <FunnelFilters
        values={filters}
        channels={choosesChannel ? companyChannels : null}
        rangeError={invalid}
        onChange={setFilters}
      />
      {flow.status === 'failed' ? (
        <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
      ) : funnel === null ? (
        <PageLoading label="Loading the invitation funnel…" />
      ) : (
        <div aria-busy={flow.status === 'loading'}>
          <FunnelSteps funnel={funnel} />
          {nothing ? (
            <EmptyState icon="bi-funnel" title="Nobody opened an invitation link in these days">
              Share a link or print its QR code; each step shows here as people take it.
            </EmptyState>
          ) : (
            <>
              <FunnelChart funnel={funnel} />
              <FunnelLinksTable links={funnel.links} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
