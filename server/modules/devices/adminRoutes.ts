import { SuccessOnly, authErrors } from '../../../contract/common';
import { DeviceListResponse, OneDeviceParams, UserDeviceParams } from '../../../contract/devices';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['mobile users'];
// The users page shows an app user's devices: the same access as its other calls on a user.
const access = { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] } as const;

/** An app user's devices on the users page: what pushes reach, and removing one. */
export const adminDeviceRoutes: DomainRoutes = (app, { devices }, done) => {
  app.get(
    '/user/mobile-users/:userID/devices',
    {
      config: { access },
      schema: {
        tags,
        summary: "An app user's devices (live push tokens)",
        description:
          "Platform, app version, first registered and last seen; the tokens themselves are not shown. A user outside the caller's scope answers 404.",
        params: UserDeviceParams,
        response: { 200: DeviceListResponse, ...authErrors },
      },
    },
    async (request) => {
      const list = await devices.listForUser(scopeOf(request), request.params.userID);
      if (!list) throw notFound('App user');
      return { success: true as const, data: list };
    },
  );

  app.delete(
    '/user/mobile-users/:userID/app-sessions',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Sign an app user out of the app everywhere',
        description:
          "Ends every app token the user's installations hold and forgets all their devices: a lost phone can no longer act as the user or get their pushes. The user signs up again to use the app. A user outside the caller's scope answers 404.",
        params: UserDeviceParams,
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      if (!(await devices.signOutEverywhere(scopeOf(request), request.params.userID)))
        throw notFound('App user');
      return { success: true as const };
    },
  );

  app.delete(
    '/user/mobile-users/:userID/devices/:deviceID',
    {
      config: { access },
      schema: {
        tags,
        summary: "Remove one of an app user's devices",
        description:
          "The device gets no more pushes until the app registers it again. A device that is not this user's, or a user outside the scope, answers 404.",
        params: OneDeviceParams,
        response: { 200: SuccessOnly, ...authErrors },
      },
    },
    async (request) => {
      const { userID, deviceID } = request.params;
      if (!(await devices.removeForUser(scopeOf(request), userID, deviceID)))
        throw notFound('Device');
      return { success: true as const };
    },
  );
  done();
};
