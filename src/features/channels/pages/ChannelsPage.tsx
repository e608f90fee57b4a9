import { useCallback, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import type { ChannelListItem, ChannelSort } from '../../../../contract/channels';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView, selectIsPlatformAdmin } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListLoad } from '../../../components/list/useListLoad';
import { usePageParam } from '../../../components/list/usePageParam';
import type { SortState } from '../../../components/table/CrudTable';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notifyUndoable } from '../../../components/ui/UndoToast';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import '../components/Channels.css';
import { CHANNEL_NAME_TAKEN } from '../components/channelForm';
import { ChannelsTable } from '../components/ChannelsTable';
import {
  channelFlowsCleared,
  selectChannels,
  selectChannelsFlow,
  selectChannelTotal,
} from '../channelsSlice';
import {
  deleteChannel,
  duplicateChannel,
  fetchChannels,
  setChannelStatus,
} from '../channelsThunks';

const PAGE_SIZE = 10;
const SORTS: Record<string, ChannelSort> = {
  name: 'name',
  type: 'type',
  followers: 'followers',
  registered: 'registered',
  created: 'created',
};

const statusDone = (name: string, status: 0 | 1) =>
  status ? `${name} is active again.` : `${name} is deactivated.`;

/** The duplicate dialog: asks the copy's name, "{name} (copy)" offered. */
function DuplicateDialog({
  channel,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  channel: ChannelListItem | null;
  pending: boolean;
  error: string | null;
  onConfirm: (name: string) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (channel && channel._id !== shownFor) {
    setShownFor(channel._id);
    setName(`${channel.clientName} (copy)`);
  }
  return (
    <ConfirmModal
      show={channel !== null}
      title={`Duplicate ${channel?.clientName ?? 'channel'}`}
      confirmLabel="Duplicate"
      variant="primary"
      busy={pending}
      error={error}
      onConfirm={() => {
        if (name.trim()) onConfirm(name.trim());
      }}
      onCancel={onCancel}
    >
      <p>
        The copy gets this channel’s settings and links. Followers, credits, plan and message
        history stay with the original, and the copy is never the default channel.
      </p>
      <Form.Group>
        <Form.Label htmlFor={inputId}>Name of the copy</Form.Label>
        <Form.Control
          id={inputId}
          value={name}
          maxLength={120}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </Form.Group>
    </ConfirmModal>
  );
}

/** /content-provider/list: the organisation's channels, paged, sorted and searched on the server. */
export function ChannelsPage() {
  const dispatch = useAppDispatch();
  const channels = useAppSelector(selectChannels);
  const total = useAppSelector(selectChannelTotal);
  const listFlow = useAppSelector((state) => selectChannelsFlow(state, 'list'));
  const duplicateFlow = useAppSelector((state) => selectChannelsFlow(state, 'duplicate'));
  const deleteFlow = useAppSelector((state) => selectChannelsFlow(state, 'delete'));
  const companyInView = useAppSelector(selectCompanyInView);
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const showOrganisation = isPlatformAdmin && companyInView === ALL_COMPANIES;
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ id: 'name', desc: false });
  const [duplicating, setDuplicating] = useState<ChannelListItem | null>(null);

  const searchFor = useCallback(
    (term: string) => {
      setSearch(term);
      setPage(1);
    },
    [setPage],
  );

  const load = useCallback(
    () =>
      dispatch(
        fetchChannels({
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
          sort: SORTS[sort.id] ?? 'name',
          order: sort.desc ? 'desc' : 'asc',
          ...(search.trim() ? { search: search.trim() } : {}),
        }),
      ),
    [dispatch, page, search, sort],
  );
  const reload = useListLoad(load, companyInView);

  const changeStatus = useCallback(
    (channel: ChannelListItem, status: 0 | 1) => {
      void dispatch(setChannelStatus({ id: channel._id, status })).then((result) => {
        if (!setChannelStatus.fulfilled.match(result)) {
          notify.error(result.payload ?? 'The status could not be changed.');
          return;
        }
        notifyUndoable(statusDone(channel.clientName, status), () => {
          const back = status ? 0 : 1;
          void dispatch(setChannelStatus({ id: channel._id, status: back })).then((undone) => {
            if (setChannelStatus.fulfilled.match(undone))
              notify.success(statusDone(channel.clientName, back));
            else if (undone.payload) notify.error(undone.payload);
          });
        });
      });
    },
    [dispatch],
  );

  const closeDuplicate = () => {
    setDuplicating(null);
    dispatch(channelFlowsCleared());
  };

  const duplicate = (name: string) => {
    if (!duplicating) return;
    void dispatch(duplicateChannel({ id: duplicating._id, clientName: name })).then((result) => {
      if (!duplicateChannel.fulfilled.match(result)) return;
      notify.success(`${result.payload.clientName} created.`);
      closeDuplicate();
      reload();
    });
  };

  const deletion = useConfirmDelete<ChannelListItem>({
    remove: async (channel) => {
      const gone = await deleted(dispatch(deleteChannel(channel._id)), channel.clientName);
      if (gone) reload();
      return gone;
    },
    onClose: () => dispatch(channelFlowsCleared()),
  });
  const inUse = deleteFlow.code === 'error_channel_in_use';

  return (
    <ListPage
      title="Channels"
      description="The organisation’s provider channels: who follows them, what they may send, and their status."
      actions={
        <Link to="/content-provider/create" className="btn btn-primary">
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          New channel
        </Link>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search channels"
            placeholder="Search by name, contact or email"
          />
          <span className="small text-body-secondary ms-auto">{plural(total, 'channel')}</span>
        </>
      }
      flow={listFlow}
      rowCount={channels.length}
      onRetry={reload}
      skeleton={{ columns: 7, label: 'Loading channels…' }}
      emptyState={
        <EmptyState
          icon="bi-broadcast"
          title={search ? 'No channel matches this search' : 'No channels yet'}
          action={
            !search && (
              <Link to="/content-provider/create" className="btn btn-outline-primary">
                Create the first channel
              </Link>
            )
          }
        >
          {search
            ? 'Try another name, contact or email.'
            : 'Channels are what app users follow and what messages are sent through.'}
        </EmptyState>
      }
      paging={{ page, total, onChange: setPage, label: 'Channels pages' }}
      dialogs={
        <>
          <DuplicateDialog
            channel={duplicating}
            pending={duplicateFlow.status === 'loading'}
            error={
              duplicateFlow.code === 'error_cp_already_exist'
                ? CHANNEL_NAME_TAKEN
                : duplicateFlow.error
            }
            onConfirm={duplicate}
            onCancel={closeDuplicate}
          />
          <ConfirmDelete
            name={deletion.target?.clientName ?? null}
            noun="channel"
            pending={deleteFlow.status === 'loading'}
            error={inUse ? null : deleteFlow.error}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          >
            {inUse ? (
              <span className="text-danger-emphasis" role="alert">
                {deletion.target?.clientName} still has followers or messages, so it cannot be
                deleted while it is active. Deactivate it first.
              </span>
            ) : deletion.target?.isActive ? (
              <>
                An active channel can be deleted only while nobody follows it and it has sent no
                messages. Deleting cannot be undone.
              </>
            ) : (
              <>
                Its follows end and its admins are deactivated; its messages stay in the history.
                Deleting cannot be undone.
              </>
            )}
          </ConfirmDelete>
        </>
      }
    >
      <ChannelsTable
        channels={channels}
        busy={listFlow.status === 'loading'}
        sort={sort}
        onSortChange={(next) => {
          setSort(next ?? { id: 'name', desc: false });
          setPage(1);
        }}
        showOrganisation={showOrganisation}
        onToggle={(channel) => changeStatus(channel, channel.isActive ? 0 : 1)}
        onDuplicate={setDuplicating}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
