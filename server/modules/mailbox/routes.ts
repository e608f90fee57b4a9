import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  MAILBOX_KEY_HEADER,
  MailboxQuery,
  MailboxResponse,
  type MailboxPage,
} from '../../../contract/mailbox';
import type { DomainRoutes } from '../../domains';
import { AppError, unauthorized } from '../../lib/errors';
import { PLATFORM_ADMINS, PUBLIC } from '../../plugins/routeAccess';

const unavailable = () =>
  new AppError(
    'error_mailbox_unavailable',
    'There is no mailbox: email goes out through the SMTP server (SMTP_URL is set).',
  );

/** The page, or the 404 for no mailbox. */
function page(found: MailboxPage | null): MailboxPage {
  if (!found) throw unavailable();
  return found;
}

const tags = ['mailbox'];
const what =
  'Emails (sign-in codes, invitations, reset links, messages) and texts kept instead of sent, newest first; kind push lists pushes kept in the outbox. Only while no SMTP server is set: with SMTP_URL, 404 error_mailbox_unavailable.';

/** The development mailbox (docs/decisions.md, "The development mailbox"). */
export const mailboxRoutes: DomainRoutes = (app, { mailbox }, done) => {
  app.get(
    '/mailbox',
    {
      config: { access: { admins: PLATFORM_ADMINS, key: 'company', messagingOnly: false } },
      schema: {
        tags,
        summary: "The development mailbox: every organisation's kept emails and texts",
        description: what,
        querystring: MailboxQuery,
        response: { 200: MailboxResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: page(await mailbox.list(request.query)),
    }),
  );

  app.get(
    '/mailbox/local',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The development mailbox for `npm run outbox` on the API’s own machine',
        description: `${what} Answered only with the key the API keeps in its data folder (DATA_DIR/mailbox-key) in the ${MAILBOX_KEY_HEADER} header; without it 401 error_unauthorized.`,
        querystring: MailboxQuery,
        response: {
          200: MailboxResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const key = request.headers[MAILBOX_KEY_HEADER];
      if (!mailbox.available) throw unavailable();
      // A local caller without the data folder's key is refused.
      if (!mailbox.localKeyMatches(typeof key === 'string' ? key : undefined)) {
        throw unauthorized("Send this data folder's mailbox key (npm run outbox does).");
      }
      return { success: true as const, data: page(await mailbox.list(request.query)) };
    },
  );

  done();
};
