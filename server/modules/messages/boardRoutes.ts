import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  BoardPeopleQuery,
  BoardPeopleResponse,
  FollowUpBody,
  MessageBoardResponse,
} from '../../../contract/messageBoard';
import { SentMessageResponse } from '../../../contract/messages';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { found } from './messageRefusals';
import { tellApproversOfSent } from './reviewNotices';

const tags = ['messages'];
const Id = Type.String({ format: 'uuid' });
const MessageParams = Type.Object({ companyId: Type.String({ maxLength: 100 }), id: Id });

/** The acknowledgement board of a message: who has not confirmed it, and the follow-up to them. */
export const boardRoutes: DomainRoutes = (
  app,
  { messages: { board, sender, reviewNotifier } },
  done,
) => {
  app.get(
    '/messages/:companyId/message/:id/board',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Who has not opened, not confirmed or answered no, by channel and group',
        description:
          'From kept counters of the latest sending; asksConfirmation is false for a message asking for neither confirmation nor feedback. Also lists the follow-ups and reminders sent since.',
        params: MessageParams,
        response: { 200: MessageBoardResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found('Message', await board.board(scopeOf(request), request.params.id)),
    }),
  );

  app.get(
    '/messages/:companyId/message/:id/board/people',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'The recipients short of confirming, paged by a cursor',
        description:
          "state: unconfirmed (default: not opened, opened only, or answered no without confirming) or one of those three. Pass the answer's next as after for the next page.",
        params: MessageParams,
        querystring: BoardPeopleQuery,
        response: { 200: BoardPeopleResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found(
        'Message',
        await board.people(scopeOf(request), request.params.id, request.query),
      ),
    }),
  );

  app.post(
    '/messages/:id/follow-up',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Send a follow-up to exactly those who have not confirmed the message',
        description:
          "A new message like the original with this title and push message, referring to it; its audience is frozen as it is sent. When the organisation requires review for its reach it waits, review.state 'pending', for an approver. Nobody left answers 400 error_no_recipients, SMS beyond the credits 402 error_no_text_credits, a message not yet sent 400 validation_error.",
        params: Type.Object({ id: Id }),
        body: FollowUpBody,
        response: { 200: SentMessageResponse, ...authErrors, 402: ErrorResponse },
      },
    },
    async (request) => {
      const sent = await sender.followUp(
        scopeOf(request),
        adminOf(request).id,
        request.params.id,
        request.body,
      );
      await tellApproversOfSent(request.log, sent, reviewNotifier);
      return { success: true as const, data: sent };
    },
  );
  done();
};
