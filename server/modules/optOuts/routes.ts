import { ErrorResponse } from '../../../contract/common';
import { AppPreferencesResponse, PutAppPreferencesBody } from '../../../contract/optOuts';
import type { DomainRoutes } from '../../domains';
import { PUBLIC } from '../../plugins/routeAccess';

const tags = ['app'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse };
const AUTH =
  'Called by the mobile app as its app user: `Authorization: Bearer <app token>`. A missing, unknown or revoked token answers 401 error_unauthorized.';

/**
 * The member's own choices from the app: the ways and channels they opt out of and their quiet
 * hours (docs/decisions.md, "Opt-outs"). Admins see them on the users page and cannot change them.
 */
export const optOutRoutes: DomainRoutes = (app, { optOuts, devices }, done) => {
  app.get(
    '/app/preferences',
    {
      // Public to the admins' access rules: the app's own token is checked in the handler.
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "The member's opt-outs, the channels they hear from and their quiet hours",
        description: `Each opt-out names a way (push, sms, email, or all) and a channel (null: every channel), with where the member said it (app, sms: a STOP texted back, email: an unsubscribe link) and since when. ${AUTH}`,
        response: { 200: AppPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      const member = await devices.appUserOf(request);
      return { success: true as const, data: await optOuts.read(member) };
    },
  );

  app.put(
    '/app/preferences',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Set the member's opt-outs and quiet hours",
        description: `The opt-outs the member wants, all of them: what is left out is lifted, except a STOP texted back, which only START from the phone lifts (carriers require it). A channel must be one the member hears from. Quiet hours, when given, are the member's own: push and SMS wait through them and through the organisation's. Every change is kept in the member's consent history. ${AUTH}`,
        body: PutAppPreferencesBody,
        response: { 200: AppPreferencesResponse, ...errors },
      },
    },
    async (request) => {
      const member = await devices.appUserOf(request);
      return { success: true as const, data: await optOuts.update(member, request.body) };
    },
  );
  done();
};
