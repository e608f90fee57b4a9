import type { MessageSummary } from '../../../contract/messages';
import type { MobileUser, MobileUserSummary } from '../../../contract/mobileUsers';
import type { RequestStatus } from '../../lib/requestStatus';
import type { GroupChoice, ImportResult, RecoveredUsersPage } from './mobileUsersApi';

export interface FlowState {
  status: RequestStatus;
  error: string | null;
}

// Spelled out rather than derived from the slice's thunks: their types depend on RootState,
// which is built from this state.
export type MobileUsersFlow =
  | 'list'
  | 'groupChoices'
  | 'status'
  | 'groups'
  | 'customFields'
  | 'deals'
  | 'chat'
  | 'delete'
  | 'bulk'
  | 'csv'
  | 'importPreview'
  | 'import'
  | 'recovered'
  | 'auditMessages'
  | 'messageAudit';

export interface MobileUsersState {
  users: MobileUser[];
  summary: MobileUserSummary | null;
  /** The list request whose answer counts; an older one answering late is ignored. */
  listRequestId: string | null;
  groupChoices: GroupChoice[];
  flows: Record<MobileUsersFlow, FlowState>;
  csvProgress: number | null;
  /** The newest messages, to pick one whose audit to download; null until asked for. */
  auditMessages: MessageSummary[] | null;
  /** The message whose audit is downloading, and how far (0–100, null while unsized). */
  auditDownload: { messageId: string; progress: number | null } | null;
  importPreview: ImportResult | null;
  importResult: ImportResult | null;
  recovered: RecoveredUsersPage | null;
  /** The user a row action works on, so only that row waits. */
  busyUserId: string | null;
}

export const idle: FlowState = { status: 'idle', error: null };

export const initialState: MobileUsersState = {
  users: [],
  summary: null,
  listRequestId: null,
  groupChoices: [],
  flows: {
    list: idle,
    groupChoices: idle,
    status: idle,
    groups: idle,
    customFields: idle,
    deals: idle,
    chat: idle,
    delete: idle,
    bulk: idle,
    csv: idle,
    importPreview: idle,
    import: idle,
    recovered: idle,
    auditMessages: idle,
    messageAudit: idle,
  },
  csvProgress: null,
  auditMessages: null,
  auditDownload: null,
  importPreview: null,
  importResult: null,
  recovered: null,
  busyUserId: null,
};
