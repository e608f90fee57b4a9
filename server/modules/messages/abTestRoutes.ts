import { Type } from '@sinclair/typebox';
import { AbTestResultResponse, AbTestWinnerBody } from '../../../contract/abTests';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['messages'];
const params = Type.Object({ messageId: Type.String({ format: 'uuid' }) });

/** A message's A/B test (docs/decisions.md, "A/B tests"): its result and the sender's choice. */
export const abTestRoutes: DomainRoutes = (app, { messages: { abTests } }, done) => {
  app.get(
    '/messages/:messageId/ab-test',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary:
          "A message's A/B test: each variant's sample, recipients, opens, confirmations and rates",
        description:
          "messageId is the test's message or the message its winner went to the rest as. state: testing, awaitingChoice (manual: the time to decide has come), winnerChosen (going to the rest) or sentToRest. meaningful says whether the rates by the test's metric differ beyond chance (chi-square, 95 %). A message without a test, or another organisation's, answers 404.",
        params,
        response: { 200: AbTestResultResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await abTests.result(scopeOf(request), request.params.messageId),
    }),
  );

  app.post(
    '/messages/:messageId/ab-test/winner',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: 'Send a variant of the A/B test to the rest of the audience now',
        description:
          "The sender's choice, at any time while no winner is chosen (an automatic test's pick is then off). A position the test lacks answers 400 validation_error; a test whose winner is chosen already 409 error_ab_test_decided.",
        params,
        body: AbTestWinnerBody,
        response: { 200: SuccessOnly, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      await abTests.chooseWinner(scopeOf(request), request.params.messageId, request.body.position);
      return { success: true as const };
    },
  );
  done();
};
