import { SmsSignupSendBody, SmsSignupSendResponse } from '../../../contract/signup';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN, USERS_SCREEN_KEYS } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['signup'];

/** Admins text sign-up links to unregistered app users. */
export const smsRoutes: DomainRoutes = (app, { signup }, done) => {
  app.post(
    '/user/register/sms',
    {
      config: { access: { admins: ANY_ADMIN, ...USERS_SCREEN_KEYS } },
      schema: {
        tags,
        summary: 'Text a single-use sign-up link to unregistered app users',
        description:
          "Each named user who is unregistered and has a phone number gets an SMS with `{CONSOLE_URL}/{companyID}/register/sms/{token}` (a 256-bit token, single use, 7 days). The SMS goes through the delivery engine's SMS outbox and spends one off-app text credit of the channel `cpId` each (a channel admin: its own channel; by default the company's default channel). Registered users and users without a phone are skipped and named in `skipped`; none left answers 400 error_no_recipients, too few credits 400 error_no_text_credits, and nothing is sent. A user out of the admin's reach answers 404. A new link replaces an open earlier one.",
        body: SmsSignupSendBody,
        response: { 200: SmsSignupSendResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await signup.sms.send(scopeOf(request), request.body),
    }),
  );
  done();
};
