import type { MobileUserFilter } from '../../../../contract/mobileUsers';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import { selectFlow, selectLabelledGroups } from '../mobileUsersSlice';
import { bulkManageUsers } from '../mobileUsersThunks';
import type { BulkAction } from './BulkBar';
import { BulkGroupModal, type BulkScope } from './BulkGroupModal';

interface BulkDialogProps {
  action: BulkAction;
  selectedIds: readonly string[];
  matchingCount: number;
  /** When the matching count is an estimate (a search of thousands): the dialogs say "about". */
  matchingEstimated?: boolean;
  filter: MobileUserFilter;
  onClose: () => void;
  onChanged: () => void;
}

export function BulkDialog({
  action,
  selectedIds,
  matchingCount,
  matchingEstimated = false,
  filter,
  onClose,
  onChanged,
}: BulkDialogProps) {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectLabelledGroups);
  const flow = useAppSelector((state) => selectFlow(state, 'bulk'));

  const confirm = async (groupId: string, scope: BulkScope) => {
    // The hand-picked ids, or the filter itself so the server selects every matching user.
    const target = scope === 'selected' ? { userIds: [...selectedIds] } : { filter };
    const result = await dispatch(bulkManageUsers({ groupId, action, ...target }));
    if (!bulkManageUsers.fulfilled.match(result)) return;
    const group = groups.find((choice) => choice._id === groupId)?.name ?? 'the group';
    const { changed } = result.payload;
    const count = plural(changed, 'user');
    if (changed === 0) {
      notify.info(
        action === 'add' ? `They were all in ${group} already.` : `None of them were in ${group}.`,
      );
    } else {
      notify.success(
        action === 'add' ? `${count} added to ${group}.` : `${count} removed from ${group}.`,
      );
    }
    onClose();
    onChanged();
  };

  return (
    <BulkGroupModal
      action={action}
      selectedCount={selectedIds.length}
      matchingCount={matchingCount}
      matchingEstimated={matchingEstimated}
      groups={groups}
      busy={flow.status === 'loading'}
      error={flow.error}
      onConfirm={(groupId, scope) => void confirm(groupId, scope)}
      onCancel={onClose}
    />
  );
}
