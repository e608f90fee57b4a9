import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  MemberDataParams,
  MemberEraseBody,
  MemberEraseResponse,
  MemberExportQuery,
  MemberExportResponse,
} from '../../../contract/memberData';
import type { DomainRoutes } from '../../domains';
import { scopeOf } from '../../plugins/tenancy';
import { ORGANISATION_ADMINS, PUBLIC } from '../../plugins/routeAccess';
import { exportFileName, memberExportZip } from './memberExportFiles';

const tags = ['mobile users'];
/** The users page's own key: a member's data is not the profile screen's or compose's. */
const ACCESS = { admins: ORGANISATION_ADMINS, key: 'userList' } as const;

/**
 * A member's data (docs/decisions.md, "A member's data: export and erasure"): the users page's
 * download and erasure, for organisation and platform admins, and the member's own export from
 * the app.
 */
export const memberDataRoutes: DomainRoutes = (app, { mobileUsers, devices }, done) => {
  const { memberData } = mobileUsers;

  app.get(
    '/user/mobile-users/:userID/export',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary:
          'Download everything held of a member: JSON, or a zip of it with a CSV per section',
        description:
          "Profile, custom fields, groups, channels followed, devices (push tokens masked), app sessions, messages received with their receipts (read, confirmed, feedback and comment, the language version) and titles, chats, opt-outs, consent history and quiet hours. `format=json` (the default) or `zip`. Organisation and platform admins only; another organisation's member answers 404, an erased one 409 error_member_erased.",
        params: MemberDataParams,
        querystring: MemberExportQuery,
        produces: ['application/json', 'application/zip'],
      },
    },
    async (request, reply) => {
      const data = await memberData.exportFor(scopeOf(request), request.params.userID);
      const zip = request.query.format === 'zip';
      const name = exportFileName(data.member._id, zip ? 'zip' : 'json');
      void reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      if (zip) {
        return reply
          .header('content-type', 'application/zip')
          .send(Buffer.from(memberExportZip(data)));
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/user/mobile-users/:userID/erase',
    {
      config: { access: ACCESS },
      schema: {
        tags,
        summary: "Erase a member's personal data; cannot be undone",
        description:
          'In one transaction: names, email, phone, membership id, address fields, custom fields, language, feedback comments, chats, devices and app sessions, opt-outs and quiet hours, sign-up links, pre-approvals and outbox addresses and texts of the member are removed or blanked, and earlier audit entries keep the member\'s changed fields as "[erased]". The row stays as a deleted, anonymous tombstone ("Erased member") so receipts, counts and rates stay as they were. The body must be `{ "confirm": "ERASE" }`. A member erased before answers 409 error_member_erased; another organisation\'s 404.',
        params: MemberDataParams,
        body: MemberEraseBody,
        response: { 200: MemberEraseResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await memberData.erase(scopeOf(request), request.params.userID),
    }),
  );

  app.get(
    '/app/data-export',
    {
      // Public to the admins' access rules: the app's own token is checked in the handler.
      config: { access: PUBLIC },
      schema: {
        tags: ['devices'],
        summary: "The app user's own data, as the users page's export gives it",
        description:
          "Called by the mobile app as its app user: `Authorization: Bearer <app token>`. Answers only that member's data. A missing, unknown or revoked token, or one of a deleted user, answers 401 error_unauthorized.",
        response: {
          200: MemberExportResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      // Through devices' own check, so the app's rate limit is the configured one.
      data: await memberData.ownExport(await devices.appUserOf(request)),
    }),
  );
  done();
};
