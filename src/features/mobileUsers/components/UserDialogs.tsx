import type { MobileUser, MobileUserFilter } from '../../../../contract/mobileUsers';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { notify } from '../../../lib/notify';
import { flowReset, selectFlow, selectLabelledGroups } from '../mobileUsersSlice';
import type { MobileUsersFlow } from '../mobileUsersSlice';
import {
  deleteUser,
  saveCustomFields,
  saveUserGroups,
  saveUserLanguage,
} from '../mobileUsersThunks';
import { displayName } from '../userDisplay';
import type { BulkAction } from './BulkBar';
import { BulkDialog } from './BulkDialog';
import { CustomFieldsModal } from './CustomFieldsModal';
import { DevicesModal } from './DevicesModal';
import { EditGroupsModal } from './EditGroupsModal';
import { EraseMemberModal } from './EraseMemberModal';
import { ImportDialog } from './ImportDialog';
import { LanguageModal } from './LanguageModal';
import { MemberDataModal } from './MemberDataModal';
import { MessageAuditDialog } from './MessageAuditDialog';
import { OptOutsModal } from './OptOutsModal';

export type UserDialog =
  | {
      kind: 'groups' | 'fields' | 'language' | 'devices' | 'optOuts' | 'data' | 'erase' | 'delete';
      user: MobileUser;
    }
  | { kind: 'bulk'; action: BulkAction }
  | { kind: 'import' }
  | { kind: 'audit' };

interface UserDialogsProps {
  dialog: UserDialog | null;
  selectedIds: readonly string[];
  matchingCount: number;
  /** When the matching count is an estimate (a search of thousands): the dialogs say "about". */
  matchingEstimated?: boolean;
  filter: MobileUserFilter;
  onClose: () => void;
  /** Something changed that the page shown may not reflect: load it again. */
  onChanged: () => void;
}

/** The flow each dialog runs, cleared when the dialog closes. */
const FLOW_OF = {
  groups: 'groups',
  fields: 'customFields',
  language: 'language',
  delete: 'delete',
  bulk: 'bulk',
  import: 'import',
  audit: 'messageAudit',
} as const satisfies Record<
  Exclude<UserDialog['kind'], 'devices' | 'optOuts' | 'data' | 'erase'>,
  MobileUsersFlow
>;

/** The dialogs of the users page; each runs its flow and closes when it succeeds. */
export function UserDialogs({ dialog, onClose, onChanged, ...bulk }: UserDialogsProps) {
  const dispatch = useAppDispatch();
  const groups = useAppSelector(selectLabelledGroups);
  const groupsFlow = useAppSelector((state) => selectFlow(state, 'groups'));
  const fieldsFlow = useAppSelector((state) => selectFlow(state, 'customFields'));
  const languageFlow = useAppSelector((state) => selectFlow(state, 'language'));
  const deleteFlow = useAppSelector((state) => selectFlow(state, 'delete'));
  if (!dialog) return null;
  // The devices dialog keeps its own state, reset when it closes.
  if (dialog.kind === 'devices') return <DevicesModal user={dialog.user} onClose={onClose} />;
  // Read-only: the member's opt-outs, which no admin changes.
  if (dialog.kind === 'optOuts') return <OptOutsModal user={dialog.user} onClose={onClose} />;
  // A member's data: their download and their erasure, each with its own slice.
  if (dialog.kind === 'data') return <MemberDataModal user={dialog.user} onClose={onClose} />;
  if (dialog.kind === 'erase') {
    return <EraseMemberModal user={dialog.user} onClose={onClose} onErased={onChanged} />;
  }

  // A failure belongs to the dialog that showed it, not to the next one.
  const flow = FLOW_OF[dialog.kind];
  const close = () => {
    dispatch(flowReset(flow));
    onClose();
  };

  if (dialog.kind === 'bulk') {
    return <BulkDialog action={dialog.action} {...bulk} onClose={close} onChanged={onChanged} />;
  }
  if (dialog.kind === 'import') return <ImportDialog onClose={onClose} onChanged={onChanged} />;
  if (dialog.kind === 'audit') return <MessageAuditDialog onClose={close} />;

  const { user } = dialog;
  const name = displayName(user);

  const saveGroups = async (groupIds: string[]) => {
    const result = await dispatch(saveUserGroups({ userId: user._id, groupIds }));
    if (!saveUserGroups.fulfilled.match(result)) return;
    notify.success(`Groups of ${name} saved.`);
    onClose();
    // Group membership can take the user out of a list filtered by group.
    onChanged();
  };

  const saveFields = async (customFields: MobileUser['customFields']) => {
    const result = await dispatch(saveCustomFields({ userId: user._id, customFields }));
    if (!saveCustomFields.fulfilled.match(result)) return;
    notify.success(`Custom fields of ${name} saved.`);
    onClose();
  };

  const saveLanguage = async (language: string | null) => {
    const result = await dispatch(saveUserLanguage({ userId: user._id, language }));
    if (!saveUserLanguage.fulfilled.match(result)) return;
    notify.success(`Language of ${name} saved.`);
    onClose();
  };

  const remove = async () => {
    const result = await dispatch(deleteUser({ userId: user._id }));
    if (!deleteUser.fulfilled.match(result)) return;
    notify.success(`${name} deleted.`);
    onClose();
    onChanged();
  };

  switch (dialog.kind) {
    case 'groups':
      return (
        <EditGroupsModal
          user={user}
          groups={groups}
          busy={groupsFlow.status === 'loading'}
          error={groupsFlow.error}
          onSave={(chosen) => void saveGroups(chosen)}
          onCancel={close}
        />
      );
    case 'fields':
      return (
        <CustomFieldsModal
          user={user}
          busy={fieldsFlow.status === 'loading'}
          error={fieldsFlow.error}
          onSave={(fields) => void saveFields(fields)}
          onCancel={close}
        />
      );
    case 'language':
      return (
        <LanguageModal
          user={user}
          busy={languageFlow.status === 'loading'}
          error={languageFlow.error}
          onSave={(language) => void saveLanguage(language)}
          onCancel={close}
        />
      );
    case 'delete':
      return (
        <ConfirmDelete
          name={name}
          noun="user"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void remove()}
          onCancel={close}
        >
          <strong>{name}</strong>
          {user.email && ` (${user.email})`} will be removed from the app&apos;s audience and will
          no longer receive messages. This cannot be undone.
        </ConfirmDelete>
      );
  }
}
