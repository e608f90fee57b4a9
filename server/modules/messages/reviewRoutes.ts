import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  ApproveMessageBody,
  MessageReviewDetailResponse,
  MessageReviewResponse,
  ResubmitMessageBody,
  ReturnMessageBody,
  ReviewQueueQuery,
  ReviewQueueResponse,
} from '../../../contract/messageReview';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { tellAfterCommit } from './reviewNotices';

const tags = ['message review'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/**
 * Senders and approvers read the queue and a review; the messaging-only role keeps the spec's
 * screens, which have no review page (docs/decisions.md, "Review before sending: the console").
 */
const REVIEW_READS = {
  admins: ANY_ADMIN,
  key: 'messages',
  orKeys: ['approveMessages'],
  messagingOnly: false,
} as const;
const decisionErrors = { ...authErrors, 402: ErrorResponse, 409: ErrorResponse };

const WHO_DECIDES =
  "An admin whose role holds approveMessages decides, never on a message they submitted (403 error_review_own_message); one not awaiting approval answers 409 error_review_not_pending. Another organisation's message, or another channel's for a channel admin, is 404.";

/** Review before sending (docs/decisions.md): the queue, the approver's view, the decisions, the edit. */
export const reviewRoutes: DomainRoutes = (
  app,
  { messages: { reviews, reviewNotifier } },
  done,
) => {
  app.get(
    '/messages/reviews',
    {
      config: { access: REVIEW_READS },
      schema: {
        tags,
        summary: 'Messages awaiting approval, sent back, or submitted by me',
        description:
          "state: 'pending' (the default), 'returned', or 'mine' (mine still pending or returned), newest submission first, of your organisation (a channel admin: their channel). awaitingMe counts the pending ones you may approve: you hold approveMessages and did not submit them.",
        querystring: ReviewQueueQuery,
        response: { 200: ReviewQueueResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.queue(scopeOf(request), adminOf(request), request.query.state),
    }),
  );

  app.get(
    '/messages/:id/review',
    {
      config: { access: REVIEW_READS },
      schema: {
        tags,
        summary: 'A message under review: as stored, its preview, its reach now',
        description:
          'The message as its detail answers it (every language), its review, three members of its audience as they would get it, the audience and credits counted now, and whether you may approve it. A message that needed no review, or one out of your scope, is 404.',
        params: IdParams,
        response: { 200: MessageReviewDetailResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviews.detail(scopeOf(request), adminOf(request), request.params.id),
    }),
  );

  app.post(
    '/messages/:id/review/approve',
    {
      config: { access: { admins: ANY_ADMIN, key: 'approveMessages' } },
      schema: {
        tags,
        summary: 'Approve a message: it goes out as its sender chose',
        description: `${WHO_DECIDES} A send-now message goes out at once, its SMS credits checked again (402 error_no_text_credits, nothing changed, when short); a scheduled one at its time, or at once if that passed while it waited.`,
        params: IdParams,
        body: ApproveMessageBody,
        response: { 200: MessageReviewResponse, ...decisionErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const review = await reviews.approve(
        scopeOf(request),
        adminOf(request),
        id,
        request.body.comment,
      );
      await tellAfterCommit(request.log, id, () => reviewNotifier.approved(id));
      return { success: true as const, data: review };
    },
  );

  app.post(
    '/messages/:id/review/return',
    {
      config: { access: { admins: ANY_ADMIN, key: 'approveMessages' } },
      schema: {
        tags,
        summary: 'Send a message back to its sender with a comment',
        description: `${WHO_DECIDES} Nothing of it goes out until it is edited, resubmitted and approved.`,
        params: IdParams,
        body: ReturnMessageBody,
        response: { 200: MessageReviewResponse, ...decisionErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const review = await reviews.sendBack(
        scopeOf(request),
        adminOf(request),
        id,
        request.body.comment,
      );
      await tellAfterCommit(request.log, id, () => reviewNotifier.returned(id));
      return { success: true as const, data: review };
    },
  );

  app.put(
    '/messages/:id/review',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: 'Edit a message under review and submit it again',
        description:
          "Its title, push text, rich message and versions in other languages (left out: kept), checked as compose checks them. A message pending, returned, or approved but not yet gone out goes back to 'pending' with you as its submitter, and the approvers are emailed again; one under no review, gone out, or a campaign or sequence step (edited on its own screen) answers 409 error_review_not_editable.",
        params: IdParams,
        body: ResubmitMessageBody,
        response: { 200: MessageReviewResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const review = await reviews.resubmit(scopeOf(request), adminOf(request), id, request.body);
      await tellAfterCommit(request.log, id, () => reviewNotifier.submitted(id));
      return { success: true as const, data: review };
    },
  );
  done();
};
