import { useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import type { Banner } from '../../../../contract/unionLinks';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView, selectOwnChannelID } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { notifyUndoable } from '../../../components/ui/UndoToast';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import { BannerDialog, type BannerValues } from '../components/BannerDialog';
import { BannerList } from '../components/BannerList';
import '../components/UnionLinks.css';
import {
  bannerFlowsCleared,
  selectBanners,
  selectChannelChoices,
  selectLinksFlow,
} from '../unionLinksSlice';
import { fetchChannelChoices } from '../unionLinksThunks';
import { deleteBanner, fetchBanners, reorderBanners, saveBanner } from '../bannerThunks';

const SETTLED = { status: 'succeeded', error: null } as const;

/**
 * /links/types/list (Screen Banners): a channel's banners in their order, with their images.
 * Organisation admins pick the channel (kept in ?channel=); a channel admin sees its own.
 */
export function BannersPage() {
  const dispatch = useAppDispatch();
  const ownChannel = useAppSelector(selectOwnChannelID);
  const companyInView = useAppSelector(selectCompanyInView);
  const channels = useAppSelector(selectChannelChoices);
  const banners = useAppSelector(selectBanners);
  const channelsFlow = useAppSelector((state) => selectLinksFlow(state, 'channels'));
  const listFlow = useAppSelector((state) => selectLinksFlow(state, 'banners'));
  const saveFlow = useAppSelector((state) => selectLinksFlow(state, 'bannerSave'));
  const deleteFlow = useAppSelector((state) => selectLinksFlow(state, 'bannerDelete'));
  const reorderFlow = useAppSelector((state) => selectLinksFlow(state, 'reorder'));
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (ownChannel) return;
    const request = dispatch(fetchChannelChoices(companyInView));
    return () => request.abort();
  }, [dispatch, ownChannel, companyInView]);

  const asked = params.get('channel');
  const channelId =
    ownChannel ??
    (channels.some((channel) => channel._id === asked) ? asked : (channels[0]?._id ?? null));
  // A platform admin looking at every organisation: each channel says whose it is.
  const manyCompanies = useMemo(
    () => new Set(channels.map((channel) => channel.companyID)).size > 1,
    [channels],
  );
  const channelName = useMemo(
    () => channels.find((channel) => channel._id === channelId)?.clientName ?? 'your channel',
    [channels, channelId],
  );

  useEffect(() => {
    if (!channelId) return;
    const request = dispatch(fetchBanners(channelId));
    return () => request.abort();
  }, [dispatch, channelId, reloads]);

  const reorder = async (ids: string[]) => {
    if (!channelId) return;
    const before = banners.map((banner) => banner._id);
    const result = await dispatch(reorderBanners({ channelId, ids }));
    if (!reorderBanners.fulfilled.match(result)) {
      if (result.meta.aborted) return;
      notify.error(failureOf(result)?.message ?? 'The order could not be saved.');
      setReloads((count) => count + 1);
      return;
    }
    notifyUndoable('Banner order saved.', () => {
      void dispatch(reorderBanners({ channelId, ids: before })).then((undone) => {
        if (!reorderBanners.fulfilled.match(undone)) setReloads((count) => count + 1);
      });
    });
  };

  const save = async (values: BannerValues) => {
    if (!channelId || editing === null) return;
    const id = editing === 'new' ? null : editing._id;
    const result = await dispatch(
      saveBanner({
        channelId,
        id,
        body: {
          name: values.name.trim(),
          ...(values.image.remove && !values.image.file ? { removeImage: true } : {}),
        },
        image: values.image.file,
      }),
    );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${values.name.trim()} saved.` : `${values.name.trim()} created.`);
    setEditing(null);
    dispatch(bannerFlowsCleared());
  };

  const deletion = useConfirmDelete<Banner>({
    remove: async (banner) => {
      const result = await dispatch(deleteBanner(banner._id));
      if (!deleteBanner.fulfilled.match(result)) return false;
      notify.success(`${banner.name} deleted.`);
      return true;
    },
    onClose: () => dispatch(bannerFlowsCleared()),
  });

  const noChannel = !ownChannel && channelsFlow.status === 'succeeded' && channels.length === 0;
  const flow = noChannel ? SETTLED : channelId ? listFlow : channelsFlow;

  return (
    <ListPage
      title="Screen banners"
      description="The content folders of a channel's app screen, in the order the app shows them. Drag a banner by its handle, or use the keyboard, to move it: the new order is saved at once."
      actions={
        channelId && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New banner
          </button>
        )
      }
      toolbar={
        <>
          {!ownChannel && channels.length > 0 && (
            <Form.Group controlId="banner-channel" className="banner-channel-picker flex-grow-1">
              <Form.Label className="visually-hidden">Channel</Form.Label>
              <Form.Select
                value={channelId ?? ''}
                onChange={(event) => setParams({ channel: event.target.value }, { replace: true })}
              >
                {channels.map((channel) => (
                  <option key={channel._id} value={channel._id}>
                    {manyCompanies
                      ? `${channel.clientName} (${channel.companyID})`
                      : channel.clientName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <span className="small text-body-secondary ms-auto" aria-live="polite">
            {reorderFlow.status === 'loading'
              ? 'Saving the order…'
              : plural(banners.length, 'banner')}
          </span>
        </>
      }
      flow={flow}
      rowCount={banners.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 3, label: 'Loading banners…' }}
      emptyState={
        noChannel ? (
          <EmptyState icon="bi-broadcast" title="No channels yet">
            Screen banners belong to a channel. Create a channel first.
          </EmptyState>
        ) : (
          <EmptyState
            icon="bi-collection"
            title="No screen banners yet"
            action={
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setEditing('new')}
              >
                Create the first banner
              </button>
            }
          >
            A banner is a folder on the app&apos;s screen that groups links, with its own image.
          </EmptyState>
        )
      }
      dialogs={
        <>
          <BannerDialog
            banner={editing}
            channelName={channelName}
            saving={saveFlow.status === 'loading'}
            onSubmit={save}
            onClose={() => {
              setEditing(null);
              dispatch(bannerFlowsCleared());
            }}
          />
          <ConfirmDelete
            name={deletion.target?.name ?? null}
            noun="banner"
            pending={deleteFlow.status === 'loading'}
            error={deleteFlow.error}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          >
            {deletion.target && deletion.target.links > 0
              ? `Its ${plural(deletion.target.links, 'link')} stay${deletion.target.links === 1 ? 's' : ''}, in no banner. The banners after it move up. This cannot be undone.`
              : 'The banners after it move up. This cannot be undone.'}
          </ConfirmDelete>
        </>
      }
    >
      <BannerList
        banners={banners}
        busy={reorderFlow.status === 'loading'}
        onReorder={(ids) => void reorder(ids)}
        onEdit={setEditing}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
