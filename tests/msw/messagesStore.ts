import type {
  AudienceCount,
  AudienceCountBody,
  MessageDetail,
  MessageReceipt,
  MessageSender,
} from '../../contract/messages';
import type { Campaign, CampaignBody } from '../../contract/campaigns';
import type { FeedbackBody, RecipientMessage } from '../../contract/recipientMessages';
import type { MessageDelivery } from '../../contract/messageDelivery';
import type { SequenceBody, SequenceStep } from '../../contract/sequences';
import type { ErrorCode } from '../../contract/errorCodes';
import type { Upload } from '../../contract/uploads';
import { buildAudienceCount } from '../messageFactories';

export interface SentRequest {
  path: string;
  body: unknown;
  fileText: string | null;
}

/** The messages, campaigns and sequence steps the MSW handlers serve, and what they were asked. */
interface MessagesStore {
  messages: MessageDetail[];
  receipts: Record<string, MessageReceipt[]>;
  recipientMessages: Record<string, RecipientMessage>;
  campaigns: Campaign[];
  sequence: SequenceStep[];
  /** What GET /content-provider/{companyId} answers. */
  channels: { _id: string; clientName: string }[];
  /** What GET /upload answers (filtered by its type), for the compose page's file pickers. */
  uploads: Upload[];
  /**
   * What GET /message/delivery/{id} answers, one a call, the last one again and again; a message
   * with none answers as sent with every row accepted.
   */
  deliveries: Record<string, MessageDelivery[]>;
  deliveryRequests: string[];
  /** What POST /messages/audience answers. */
  audienceCount: AudienceCount;
  /** When set, the next call of that kind fails with this code. */
  failures: Partial<Record<'send' | 'delete' | 'history' | 'audience', ErrorCode>>;
  historyRequests: { cpId: string; offset: number; limit: number }[];
  /** The search and filters of each GET /messages/{cpId}, as sent (without the paging). */
  historyQueries: Record<string, string>[];
  /** What GET /messages/senders/{cpId} answers, and the cpIds it was asked with. */
  senders: MessageSender[];
  senderRequests: string[];
  detailRequests: { companyId: string; id: string; query: Record<string, string> }[];
  audienceRequests: AudienceCountBody[];
  sent: SentRequest[];
  deleted: string[];
  auditRequests: string[];
  campaignWrites: { method: string; path: string; body: CampaignBody | null }[];
  sequenceWrites: { path: string; body: SequenceBody | null; fileText: string | null }[];
  recipientCalls: { action: string; id: string; body: FeedbackBody | null }[];
}

function fresh(): MessagesStore {
  return {
    messages: [],
    receipts: {},
    recipientMessages: {},
    campaigns: [],
    sequence: [],
    channels: [],
    uploads: [],
    deliveries: {},
    deliveryRequests: [],
    audienceCount: buildAudienceCount(),
    failures: {},
    historyRequests: [],
    historyQueries: [],
    senders: [],
    senderRequests: [],
    detailRequests: [],
    audienceRequests: [],
    sent: [],
    deleted: [],
    auditRequests: [],
    campaignWrites: [],
    sequenceWrites: [],
    recipientCalls: [],
  };
}

export const messagesStore: MessagesStore = fresh();

export function resetMessagesStore(): void {
  Object.assign(messagesStore, fresh());
}
