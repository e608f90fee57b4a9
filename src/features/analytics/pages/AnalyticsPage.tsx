import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDownload } from '../../../state/downloads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
} from '../../../state/session';
import { lastDays, rangeError } from '../analyticsRange';
import { dayLabel, messageTypesOf, totalsOf } from '../analyticsSeries';
import {
  selectAnalyticsChannels,
  selectAnalyticsFlow,
  selectCreditsReport,
  selectEngagementReport,
} from '../analyticsSlice';
import {
  downloadEngagementCsv,
  fetchAnalyticsChannels,
  fetchCredits,
  fetchEngagement,
} from '../analyticsThunks';
import { AnalyticsFilters, type AnalyticsFilterValues } from '../components/AnalyticsFilters';
import '../components/Analytics.css';
import { CreditsCard } from '../components/CreditsCard';
import { EngagementCharts } from '../components/EngagementCharts';
import { EngagementTable } from '../components/EngagementTable';
import { SummaryTiles } from '../components/SummaryTiles';

/**
 * /analytics: an organisation's or a channel's messages over time, from the kept daily rollups
 * (docs/decisions.md, "Engagement over time"): what was sent, who was reached how, who opened,
 * confirmed and answered, with the rates, as charts, a table and a CSV; and the text credits
 * spent beside them.
 */
export function AnalyticsPage() {
  const dispatch = useAppDispatch();
  const download = useDownload();
  const report = useAppSelector(selectEngagementReport);
  const credits = useAppSelector(selectCreditsReport);
  const flow = useAppSelector((state) => selectAnalyticsFlow(state, 'report'));
  const creditsFlow = useAppSelector((state) => selectAnalyticsFlow(state, 'credits'));
  const channels = useAppSelector(selectAnalyticsChannels);
  const companyInView = useAppSelector(selectCompanyInView);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const needsCompany = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const [filters, setFilters] = useState<AnalyticsFilterValues>(() => ({
    channelID: '',
    ...lastDays(30),
    interval: 'day',
    deliveryChannel: '',
    messageType: '',
  }));
  const [reloads, setReloads] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const invalid = rangeError(filters.from, filters.to);
  const choosesChannel = !isChannelAdmin && !needsCompany;
  const { channelID, from, to, interval } = filters;

  useEffect(() => {
    if (!choosesChannel) return;
    const loading = dispatch(fetchAnalyticsChannels());
    return () => loading.abort();
  }, [dispatch, companyInView, choosesChannel]);

  useEffect(() => {
    if (invalid) return;
    const query = { channelID, from, to, interval };
    const loading = dispatch(fetchEngagement(query));
    const spent = dispatch(fetchCredits(query));
    return () => {
      loading.abort();
      spent.abort();
    };
  }, [dispatch, channelID, from, to, interval, invalid, companyInView, reloads]);

  const filter = useMemo(
    () => ({ deliveryChannel: filters.deliveryChannel, messageType: filters.messageType }),
    [filters.deliveryChannel, filters.messageType],
  );
  const totals = useMemo(() => (report ? totalsOf(report, filter) : null), [report, filter]);

  const exportCsv = async () => {
    setDownloading(true);
    await download(downloadEngagementCsv({ channelID, from, to, interval }));
    setDownloading(false);
  };

  return (
    <div className="container-fluid py-4">
      <PageHeader
        title="Analytics"
        description={`What was sent from ${dayLabel(report?.from ?? from, true)} to ${dayLabel(report?.to ?? to, true)}, who it reached and who opened, confirmed and answered. Days are UTC days of sending: an open counts on the day its message was sent.`}
        actions={
          <DownloadButton
            downloading={downloading}
            disabled={invalid !== null || report === null}
            onDownload={() => void exportCsv()}
          >
            Export CSV
          </DownloadButton>
        }
      />
      <AnalyticsFilters
        values={filters}
        channels={choosesChannel ? channels : null}
        messageTypes={messageTypesOf(report)}
        rangeError={invalid}
        onChange={setFilters}
      />
      {flow.status === 'failed' ? (
        <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
      ) : report === null || totals === null ? (
        <PageLoading label="Loading the analytics…" />
      ) : (
        <div aria-busy={flow.status === 'loading'}>
          <SummaryTiles totals={totals} />
          {totals.recipients === 0 && totals.sends === 0 ? (
            <EmptyState icon="bi-graph-up" title="Nothing was sent in these days">
              Choose a longer range, or{' '}
              <Link to="/messages/send-notifications">send a message</Link>; its figures show here
              as people open it.
            </EmptyState>
          ) : (
            <>
              <EngagementCharts report={report} filter={filter} />
              <EngagementTable report={report} filter={filter} />
            </>
          )}
          <CreditsCard credits={credits} flow={creditsFlow} />
        </div>
      )}
    </div>
  );
}
