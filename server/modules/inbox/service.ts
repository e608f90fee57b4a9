import {
  INBOX_PAGE,
  type InboxMessage,
  type InboxPage,
  type InboxReceiptAnswer,
  type InboxQuery,
} from '../../../contract/inbox';
import type { FeedbackBody } from '../../../contract/recipientMessages';
import type { Database } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { AppUser } from '../devices/public';
import type { RecipientReceiptView, RecipientService } from '../recipient/public';
import { decodeCursor, encodeCursor } from './cursor';
import { createInboxRepository } from './repository';

/** A receipt of the inbox as the app shows it. */
function inboxMessageOf(view: RecipientReceiptView): InboxMessage {
  const { message } = view;
  return {
    receiptId: message._id,
    type: message.type,
    title: message.title,
    pushMessage: message.push_message,
    html: message.message,
    url: message.url,
    channelName: message.cp_name,
    sentAt: view.sentAt.toISOString(),
    language: view.language,
    isReadRequired: message.isReadRequired,
    enableFeedback: message.enableFeedback,
    fileUrl: message.fileUrl,
    fileName: message.fileName,
    media: message.media,
    state: {
      read: view.readAt !== null,
      readAt: view.readAt?.toISOString() ?? null,
      readResponse: message.receipt.readResponse,
      confirmed: view.confirmed,
      feedback: message.receipt.feedback,
      feedbackComment: message.receipt.feedbackComment,
    },
  };
}

/**
 * The member's inbox in the app (docs/decisions.md, "The app's inbox"): their messages as the
 * receipt page shows each, and the page's own answers (opened, confirmed, feedback) through the
 * recipient's service, so counts, board and history move as they do from the page.
 */
export function createInboxService(db: Database, recipient: RecipientService) {
  const repository = createInboxRepository(db);

  /** The member's own receipt of a live message, or 404 not_found (another's is not there). */
  async function own(user: AppUser, receiptId: string): Promise<void> {
    if (!(await repository.owns(user, receiptId))) throw notFound('Message');
  }

  async function answer(user: AppUser, receiptId: string): Promise<InboxReceiptAnswer> {
    const state = await repository.state(receiptId);
    if (!state) throw notFound('Message');
    return { receiptId, state, unread: await repository.unread(user) };
  }

  return {
    unread: (user: AppUser) => repository.unread(user),

    async page(user: AppUser, query: InboxQuery): Promise<InboxPage> {
      const limit = query.limit ?? INBOX_PAGE.default;
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !after)
        throw fieldError('cursor', 'is not a cursor this inbox gave: start again without one.');
      const rows = await repository.page(user, after, limit);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      const views = await recipient.readMany(shown.map((row) => row.id));
      return {
        messages: views.map(inboxMessageOf),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
        unread: await repository.unread(user),
      };
    },

    async markRead(user: AppUser, receiptId: string): Promise<InboxReceiptAnswer> {
      await own(user, receiptId);
      await recipient.markOpened(receiptId);
      return answer(user, receiptId);
    },

    async confirm(user: AppUser, receiptId: string): Promise<InboxReceiptAnswer> {
      await own(user, receiptId);
      await recipient.confirm(receiptId);
      return answer(user, receiptId);
    },

    async feedback(
      user: AppUser,
      receiptId: string,
      body: FeedbackBody,
    ): Promise<InboxReceiptAnswer> {
      await own(user, receiptId);
      const done = await recipient.feedback(receiptId, body);
      if (done && 'kind' in done)
        throw new AppError('validation_error', 'This message asks for no feedback.');
      return answer(user, receiptId);
    },

    async remove(user: AppUser, receiptId: string): Promise<{ unread: number }> {
      await own(user, receiptId);
      await repository.remove(user, receiptId);
      return { unread: await repository.unread(user) };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
