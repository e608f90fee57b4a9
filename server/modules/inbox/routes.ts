import { ErrorResponse } from '../../../contract/common';
import {
  INBOX_PAGE,
  INBOX_UNREAD_CAP,
  InboxFeedbackBody,
  InboxPageResponse,
  InboxQuery,
  InboxReceiptResponse,
  InboxRemovedResponse,
  ReceiptIdParams,
  UnreadCountResponse,
} from '../../../contract/inbox';
import type { DomainRoutes } from '../../domains';
import { PUBLIC } from '../../plugins/routeAccess';

const tags = ['app'];
// Public to the admins' access rules: the app's own token is checked in each handler.
const config = { access: PUBLIC };
const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };
const receiptErrors = { ...errors, 404: ErrorResponse };
const AUTH =
  "Called by the mobile app as its app user: `Authorization: Bearer <app token>`. A missing, unknown or revoked token, or one of a deleted user, answers 401 error_unauthorized; more than the app's calls a minute from one token (120 unless configured, APP_CALLS_PER_MINUTE) answers 429 too_many_attempts with Retry-After.";
const OWN =
  "Only the member's own messages: another member's receipt, or one of a deleted message, answers 404 not_found.";
const SAME =
  'The same receipt, and the same effect, as the public receipt page: the message counts, its acknowledgement board and history move as they would from there.';
const UNREAD = `\`unread\` counts unread messages up to ${INBOX_UNREAD_CAP} (that many or more: show "${INBOX_UNREAD_CAP - 1}+").`;

/** The member's inbox in the app: their messages, newest first, and what they do with them. */
export const inboxRoutes: DomainRoutes = (app, { inbox, devices }, done) => {
  app.get(
    '/app/inbox',
    {
      config,
      schema: {
        tags,
        summary: "The member's inbox: their messages, newest first",
        description: `Every message the member got, whatever way it reached them (push, text, email, or none: the inbox is where a member no way reached still finds it), of messages not deleted by the organisation and not deleted by the member from the inbox. Each is shown as the receipt page shows it: the language version the member got, their merge fields filled. Pages of ${INBOX_PAGE.default} (\`limit\` up to ${INBOX_PAGE.max}); \`nextCursor\` asks for the next, older page (null at the end). ${UNREAD} ${AUTH}`,
        querystring: InboxQuery,
        response: { 200: InboxPageResponse, ...errors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      return { success: true as const, data: await inbox.page(user, request.query) };
    },
  );

  app.get(
    '/app/inbox/unread-count',
    {
      config,
      schema: {
        tags,
        summary: "The member's unread messages, for the app's badge",
        description: `${UNREAD} Counted among the inbox's newest 1,000 messages. ${AUTH}`,
        response: { 200: UnreadCountResponse, ...errors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      return { success: true as const, data: { unread: await inbox.unread(user) } };
    },
  );

  app.post(
    '/app/inbox/:receiptId/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark a message of the inbox opened (once; a repeat changes nothing)',
        description: `${SAME} ${OWN} ${AUTH}`,
        params: ReceiptIdParams,
        response: { 200: InboxReceiptResponse, ...receiptErrors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      return {
        success: true as const,
        data: await inbox.markRead(user, request.params.receiptId),
      };
    },
  );

  app.post(
    '/app/inbox/:receiptId/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm a message of the inbox was read (and mark it opened)',
        description: `${SAME} ${OWN} ${AUTH}`,
        params: ReceiptIdParams,
        response: { 200: InboxReceiptResponse, ...receiptErrors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      return {
        success: true as const,
        data: await inbox.confirm(user, request.params.receiptId),
      };
    },
  );

  app.post(
    '/app/inbox/:receiptId/feedback',
    {
      config,
      schema: {
        tags,
        summary: "Answer a message's question (kept once) and mark it opened",
        description: `The body is the receipt page's feedback: 1 yes, 0 no, -1 dismissed (a dismissal may still be followed by an answer; an answer is final, a repeat answers the stored one), with an optional comment. A message that asks nothing answers 400 validation_error. ${SAME} ${OWN} ${AUTH}`,
        params: ReceiptIdParams,
        body: InboxFeedbackBody,
        response: { 200: InboxReceiptResponse, ...receiptErrors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      return {
        success: true as const,
        data: await inbox.feedback(user, request.params.receiptId, request.body),
      };
    },
  );

  app.delete(
    '/app/inbox/:receiptId',
    {
      config,
      schema: {
        tags,
        summary: "Delete a message from the member's inbox",
        description: `Hidden from the member's inbox and unread count from now on; the organisation's records keep it as it was (the receipt, the message's counts, history and audit, and the receipt page's link). A repeat answers the same. ${OWN} ${AUTH}`,
        params: ReceiptIdParams,
        response: { 200: InboxRemovedResponse, ...receiptErrors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      return { success: true as const, data: await inbox.remove(user, request.params.receiptId) };
    },
  );
  done();
};
