import { Type } from '@sinclair/typebox';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import {
  MobileUserIdParams,
  MobileUserListBody,
  MobileUserListResponse,
  MobileUserResponse,
  MobileUserUpdateBody,
  MobileUserUpdateParams,
  PageQuery,
  RecoveredUsersResponse,
  ToggleImParams,
} from '../../../contract/mobileUsers';
import { UNLISTED_LANGUAGE } from '../../../contract/languageTag';
import { languageCode, type LanguageCode } from '../../../contract/languages';
import type { DomainRoutes } from '../../domains';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import { scopeOf, type Scope } from '../../plugins/tenancy';
import { csvRoutes } from './csvRoutes';
import { memberDataRoutes } from './memberDataRoutes';
import { messageAuditRoutes } from './messageAuditRoutes';
import { unionSyncRoutes } from './unionSyncRoutes';
import { userCreateRoutes } from './userCreateRoutes';
import { userImportRoutes } from './userImportRoutes';
import { userWritten } from './userWrites';
import { ANY_ADMIN } from '../../plugins/routeAccess';

const tags = ['mobile users'];

const missingField = (field: string) =>
  new AppError('validation_error', `${field} is required for this update.`);

/** A member's language as sent: null stays null, a listed tag in any case its listed spelling. */
function listedLanguage(language: string | null): LanguageCode | null {
  if (language === null) return null;
  const code = languageCode(language);
  if (!code) throw fieldError('language', UNLISTED_LANGUAGE);
  return code;
}

/**
 * SPEC.md section 7, "Mobile users": the list and its writes here; the CSV export, the message
 * audit, the CSV import and the union sync in their own parts.
 */
export const mobileUserRoutes: DomainRoutes = (app, repositories, done) => {
  const { list, mutations } = repositories.mobileUsers;
  /** The user as it is now, after a write that found it in scope. */
  const current = async (scope: Scope, userId: string) => {
    const user = await list.find(scope, userId);
    if (!user) throw notFound('App user');
    return { success: true as const, data: user };
  };

  app.post(
    '/user/mobile-users/new',
    {
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'userList',
          // The compose page reads it to pick recipients: a role that sends may, active users only.
          orKeys: ['profile', { key: 'messages', bodyEquals: { onlyActiveUsers: true } }],
        },
        audit: { read: 'the users list, its filter sent as a body' },
      },
      schema: {
        tags,
        summary: 'A page of app users with the summary counts of the same filter',
        description:
          "The scope comes from the token (and a platform admin's company header); the body's companyID does not widen it.",
        body: MobileUserListBody,
        response: { 200: MobileUserListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await list.list(scopeOf(request), request.body),
    }),
  );

  app.get(
    '/user/mobile-users/recovered/:id',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: 'App users who registered again, newest first',
        description:
          'The id is the company or channel the console sends; the scope decides what is listed.',
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: PageQuery,
        response: { 200: RecoveredUsersResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await list.recovered(scopeOf(request), request.query),
    }),
  );

  app.put(
    '/user/mobile-users/:userID/:what',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary:
          "Replace an app user's groups or custom fields, set the daily-deal flag or their language",
        description:
          "'groups' reads `groups`, 'custom-fields' reads `customFields`, 'deals' reads `isDailyDeal`, 'language' reads `language` (a listed tag in any case, stored as listed; null: the organisation's default).",
        params: MobileUserUpdateParams,
        body: MobileUserUpdateBody,
        response: { 200: MobileUserResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { userID, what } = request.params;
      const body = request.body;
      let found: boolean;
      if (what === 'groups') {
        if (!body.groups) throw missingField('groups');
        found = userWritten(await mutations.setGroups(scope, userID, body.groups));
      } else if (what === 'custom-fields') {
        if (!body.customFields) throw missingField('customFields');
        const names = body.customFields.map((field) => field.name);
        if (new Set(names).size !== names.length) {
          throw new AppError('validation_error', 'customFields names must differ.');
        }
        found = userWritten(await mutations.setCustomFields(scope, userID, body.customFields));
      } else if (what === 'language') {
        if (body.language === undefined) throw missingField('language');
        found = userWritten(
          await mutations.setLanguage(scope, userID, listedLanguage(body.language)),
        );
      } else {
        if (body.isDailyDeal === undefined) throw missingField('isDailyDeal');
        found = userWritten(await mutations.setDailyDeal(scope, userID, body.isDailyDeal));
      }
      if (!found) throw notFound('App user');
      return current(scope, userID);
    },
  );

  app.delete(
    '/user/mobile-users/:userID',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: 'Delete an app user (kept, flagged as deleted)',
        description:
          'Company and platform admins only: an app user may follow several channels, so one channel does not remove it from the others.',
        params: MobileUserIdParams,
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { userID } = request.params;
      if (scope.kind === 'channel') {
        // Out of scope stays a 404, so a channel admin learns nothing of other users' ids.
        if (!(await list.find(scope, userID))) throw notFound('App user');
        throw forbidden('Only organization admins may delete app users.');
      }
      if (!userWritten(await mutations.softDelete(scope, userID))) throw notFound('App user');
      return { success: true as const };
    },
  );

  app.post(
    '/user/mobile-users/toggleIM/:userID/:state',
    {
      config: { access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: 'Disable (1) or enable (0) instant messaging for an app user',
        params: ToggleImParams,
        response: { 200: MobileUserResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { userID, state } = request.params;
      if (!userWritten(await mutations.setImDisabled(scope, userID, state === '1'))) {
        throw notFound('App user');
      }
      return current(scope, userID);
    },
  );
  void app.register(csvRoutes, repositories);
  void app.register(messageAuditRoutes, repositories);
  void app.register(userImportRoutes, repositories);
  void app.register(userCreateRoutes, repositories);
  void app.register(unionSyncRoutes, repositories);
  void app.register(memberDataRoutes, repositories);
  done();
};
