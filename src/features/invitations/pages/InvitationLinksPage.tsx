import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { InvitationLink } from '../../../../contract/invitations';
import { failureOf } from '../../../state/createApiThunk';
import { useDownload } from '../../../state/downloads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
  selectSessionUser,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { bodyOf, CreateLinkDialog, type LinkValues } from '../components/CreateLinkDialog';
import { InvitationLinksTable } from '../components/InvitationLinksTable';
import '../components/InvitationLinks.css';
import { QrDialog } from '../components/QrDialog';
import type { LinkChannel, QrFormat } from '../invitationsApi';
import {
  invitationDialogCleared,
  selectInvitationLinks,
  selectInvitationsFlow,
  selectLinkChannels,
  selectQrPreview,
} from '../invitationsSlice';
import {
  createLink,
  downloadQr,
  fetchLinkChannels,
  fetchLinks,
  fetchQrPreview,
  revokeLink,
  rotateLink,
} from '../invitationsThunks';

type Confirming = { kind: 'revoke' | 'rotate'; link: InvitationLink } | null;

// The funnel loads with its own chunk (and chart.js after it), only when asked for.
const InvitationFunnelPage = lazy(() =>
  import('../funnel/InvitationFunnelPage').then((module) => ({
    default: module.InvitationFunnelPage,
  })),
);

/** The query that shows the funnel instead of the list. */
export const FUNNEL_VIEW = { key: 'view', value: 'funnel' } as const;

/**
 * /other-settings/invitation-links: the links, or with ?view=funnel their funnel. The funnel is
 * a view of this route rather than a route of its own: a route's entry would be downloaded with
 * the sign-in page, which is at its budget (docs/decisions.md, "Invitation funnel").
 */
export function InvitationLinksPage() {
  const [params] = useSearchParams();
  if (params.get(FUNNEL_VIEW.key) !== FUNNEL_VIEW.value) return <InvitationLinksList />;
  return (
    <Suspense fallback={<PageLoading />}>
      <InvitationFunnelPage />
    </Suspense>
  );
}

/**
 * The links (and their QR codes) through which people register as admins of a channel, with
 * how far each has brought people.
 */
function InvitationLinksList() {
  const dispatch = useAppDispatch();
  const download = useDownload();
  const user = useAppSelector(selectSessionUser);
  const links = useAppSelector(selectInvitationLinks);
  const companyChannels = useAppSelector(selectLinkChannels);
  const qr = useAppSelector(selectQrPreview);
  const companyInView = useAppSelector(selectCompanyInView);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const needsCompany = useAppSelector(selectIsPlatformAdmin) && companyInView === ALL_COMPANIES;
  const listFlow = useAppSelector((state) => selectInvitationsFlow(state, 'list'));
  const saveFlow = useAppSelector((state) => selectInvitationsFlow(state, 'save'));
  const changeFlow = useAppSelector((state) => selectInvitationsFlow(state, 'change'));
  const qrFlow = useAppSelector((state) => selectInvitationsFlow(state, 'qr'));
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [showingQr, setShowingQr] = useState<InvitationLink | null>(null);
  const [downloading, setDownloading] = useState<QrFormat | null>(null);
  const isSubAdmin = user?.isChannelSubAdmin === 1;

  useEffect(() => {
    if (isSubAdmin) return;
    const list = dispatch(fetchLinks());
    const channels = isChannelAdmin || needsCompany ? null : dispatch(fetchLinkChannels());
    return () => {
      list.abort();
      channels?.abort();
    };
  }, [dispatch, companyInView, isChannelAdmin, needsCompany, isSubAdmin, reloads]);

  // A channel admin invites to its own channel only.
  const channels: LinkChannel[] = useMemo(
    () =>
      isChannelAdmin && user?.contentProviderID
        ? [{ _id: user.contentProviderID, clientName: user.cpName ?? 'your channel' }]
        : companyChannels,
    [isChannelAdmin, user, companyChannels],
  );

  const closeDialogs = () => {
    setCreating(false);
    setConfirming(null);
    setShowingQr(null);
    dispatch(invitationDialogCleared());
  };

  const create = async (values: LinkValues) => {
    const result = await dispatch(createLink(bodyOf(values)));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success('Invitation link created. Copy it or print its QR code.');
    closeDialogs();
    setPage(1);
  };

  const change = async () => {
    if (!confirming) return;
    const { kind, link } = confirming;
    const result = await dispatch(kind === 'revoke' ? revokeLink(link._id) : rotateLink(link._id));
    if (result.meta.requestStatus === 'rejected') return;
    notify.success(
      kind === 'revoke'
        ? `The link to ${link.channelName} is revoked.`
        : `The link to ${link.channelName} is replaced by a new one.`,
    );
    closeDialogs();
  };

  const openQr = (link: InvitationLink) => {
    setShowingQr(link);
    void dispatch(fetchQrPreview(link._id));
  };

  const downloadFormat = async (format: QrFormat) => {
    if (!showingQr) return;
    setDownloading(format);
    await download(downloadQr({ id: showingQr._id, format }));
    setDownloading(null);
  };

  if (isSubAdmin) {
    return (
      <div className="container-fluid py-4">
        <h1 className="h3">Invitation links</h1>
        <p className="text-body-secondary">Invitation links are managed by your channel’s admin.</p>
      </div>
    );
  }

  const current = Math.min(page, pageCount(links.length));
  const canCreate = !needsCompany && channels.length > 0;
  const newButton = (
    <div className="d-flex flex-wrap gap-2">
      <Link to={`?${FUNNEL_VIEW.key}=${FUNNEL_VIEW.value}`} className="btn btn-outline-secondary">
        <i className="bi bi-funnel me-2" aria-hidden="true" />
        Funnel
      </Link>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!canCreate}
        onClick={() => setCreating(true)}
      >
        <i className="bi bi-plus-lg me-2" aria-hidden="true" />
        New link
      </button>
    </div>
  );

  return (
    <ListPage
      title="Invitation links"
      description={
        needsCompany
          ? 'Every organisation’s invitation links. Choose an organisation in the navbar to make one.'
          : 'Links and QR codes through which a person registers as an admin of one of your channels.'
      }
      actions={newButton}
      flow={listFlow}
      rowCount={links.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 7, label: 'Loading invitation links…' }}
      emptyState={
        <EmptyState
          icon="bi-person-plus"
          title="No invitation links yet"
          action={
            canCreate && (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setCreating(true)}
              >
                Create the first link
              </button>
            )
          }
        >
          Share a link or print its QR code: whoever registers through it becomes a channel admin.
        </EmptyState>
      }
      paging={{
        page: current,
        total: links.length,
        onChange: setPage,
        label: 'Invitation links pages',
      }}
      dialogs={
        <>
          <CreateLinkDialog
            show={creating}
            channels={channels}
            saving={saveFlow.status === 'loading'}
            onSubmit={create}
            onClose={closeDialogs}
          />
          <ConfirmModal
            show={confirming !== null}
            title={
              confirming?.kind === 'rotate'
                ? `Rotate the link to ${confirming.link.channelName}?`
                : `Revoke the link to ${confirming?.link.channelName ?? ''}?`
            }
            confirmLabel={confirming?.kind === 'rotate' ? 'Rotate link' : 'Revoke link'}
            variant={confirming?.kind === 'rotate' ? 'warning' : 'danger'}
            busy={changeFlow.status === 'loading'}
            error={changeFlow.status === 'failed' ? changeFlow.error : null}
            onConfirm={() => void change()}
            onCancel={closeDialogs}
          >
            {confirming?.kind === 'rotate'
              ? 'The link stops working now and a new one with the same length and limit takes its place. Printed QR codes of the old link stop working too.'
              : 'The link stops working now: nobody more can register through it or its QR code. People who already registered keep their accounts.'}
          </ConfirmModal>
          <QrDialog
            link={showingQr}
            svg={qr && qr.id === showingQr?._id ? qr.svg : null}
            flow={qrFlow}
            downloading={downloading}
            onDownload={(format) => void downloadFormat(format)}
            onClose={closeDialogs}
          />
        </>
      }
    >
      <InvitationLinksTable
        links={links}
        page={current}
        busy={listFlow.status === 'loading'}
        onQr={openQr}
        onRotate={(link) => setConfirming({ kind: 'rotate', link })}
        onRevoke={(link) => setConfirming({ kind: 'revoke', link })}
      />
    </ListPage>
  );
}
