import { ErrorResponse, SuccessOnly } from '../../../contract/common';
import { DeviceResponse, RegisterDeviceBody, RemoveDeviceBody } from '../../../contract/devices';
import type { DomainRoutes } from '../../domains';
import { PUBLIC } from '../../plugins/routeAccess';

const tags = ['devices'];
const errors = { 400: ErrorResponse, 401: ErrorResponse };
const AUTH =
  'Called by the mobile app as its app user: `Authorization: Bearer <app token>` (the token the app got when it completed the sign-up). A missing, unknown or revoked token, or one of a deleted user, answers 401 error_unauthorized.';

/**
 * The mobile app's own calls: it registers its push token at every start (and whenever the
 * provider renews it), and removes it when the user signs out of the app.
 */
export const appDeviceRoutes: DomainRoutes = (app, { devices }, done) => {
  app.post(
    '/app/devices',
    {
      // Public to the admins' access rules: the app's own token is checked in the handler.
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Register (or refresh) the app installation's push token",
        description: `Stores the token with the platform (ios, android, web: which push provider it belongs to) and the app version, and notes when it was last seen. A token another app user of the company held moves to this one. ${AUTH}`,
        body: RegisterDeviceBody,
        response: { 200: DeviceResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await devices.registerFromApp(request, request.body, new Date()),
    }),
  );

  app.delete(
    '/app/devices',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "Remove the app installation's push token",
        description: `The app user's own token stops receiving pushes. Removing a token the user does not hold (already removed, or someone else's) changes nothing and answers the same. ${AUTH}`,
        body: RemoveDeviceBody,
        response: { 200: SuccessOnly, ...errors },
      },
    },
    async (request) => {
      const user = await devices.appUserOf(request);
      await devices.removeOwn(user, request.body.pushToken);
      return { success: true as const };
    },
  );

  app.delete(
    '/app/session',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Sign the app out: end its app token',
        description: `The token stops working at once; the app needs a new sign-up to act as the user again. Remove the installation's push token first (DELETE /app/devices) if it should get no more pushes. ${AUTH}`,
        response: { 200: SuccessOnly, ...errors },
      },
    },
    async (request) => {
      await devices.appUserOf(request);
      await devices.signOutApp(request);
      return { success: true as const };
    },
  );
  done();
};
