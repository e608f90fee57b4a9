import { ErrorResponse, authErrors } from '../../../contract/common';
import { TestMessageBody, TestMessageResponse } from '../../../contract/messageTest';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { TEST_LIMIT } from './testSendService';

const DESCRIPTION = `The draft as compose holds it, its title marked "[Test] ", rendered with the recipient's merge-field values in their language's version and handed straight to the providers: a push to each live device, an email with the HTML body (to a chosen member only where the channel or its organisation allows email), and an SMS (no credits spent) when the delivery choice texts and the recipient has a phone. Without memberId it goes to the signed-in admin: the organisation's app user with the admin's email (their devices and values) and the admin's email address. A memberId outside the caller's organisation (or a channel admin's channel) answers 404. Nothing is stored or counted: no message, receipt, outbox row, credit or history. Merge-field problems answer 400 validation_error naming the field; nobody to reach 400 error_no_test_recipient; at most ${TEST_LIMIT.perAdmin} tests a minute per admin (429 too_many_attempts).`;

/** Compose's "Send a test": not in SPEC.md (docs/decisions.md, "Send a test"). */
export const testSendRoutes: DomainRoutes = (app, { messages: { testSender } }, done) => {
  app.post(
    '/messages/test',
    {
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags: ['messages'],
        summary: 'Send the draft once, as a test, to the admin or a chosen test member',
        description: DESCRIPTION,
        body: TestMessageBody,
        response: {
          200: TestMessageResponse,
          ...authErrors,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await testSender(scopeOf(request), adminOf(request).id, request.body),
    }),
  );
  done();
};
