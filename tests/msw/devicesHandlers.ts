import { http, HttpResponse } from 'msw';
import type { ErrorResponse, SuccessOnly } from '../../contract/common';
import type { Device } from '../../contract/devices';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** App users' devices by user id, as the API would list them; emptied after each test. */
export const userDevices = new Map<string, Device[]>();
/** The users signed out of the app everywhere, in order. */
export const signedOutUsers: string[] = [];

export function resetDevicesStore(): void {
  userDevices.clear();
  signedOutUsers.length = 0;
}

export const devicesHandlers = [
  http.get<{ userID: string }, never, { success: true; data: Device[] } | ErrorResponse>(
    apiUrl('/user/mobile-users/:userID/devices'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      return HttpResponse.json({ success: true, data: userDevices.get(params.userID) ?? [] });
    },
  ),
  http.delete<{ userID: string; deviceID: string }, never, SuccessOnly | ErrorResponse>(
    apiUrl('/user/mobile-users/:userID/devices/:deviceID'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const devices = userDevices.get(params.userID) ?? [];
      if (!devices.some((device) => device._id === params.deviceID)) return fail(404, 'not_found');
      userDevices.set(
        params.userID,
        devices.filter((device) => device._id !== params.deviceID),
      );
      return HttpResponse.json({ success: true });
    },
  ),
  http.delete<{ userID: string }, never, SuccessOnly | ErrorResponse>(
    apiUrl('/user/mobile-users/:userID/app-sessions'),
    ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      signedOutUsers.push(params.userID);
      userDevices.delete(params.userID);
      return HttpResponse.json({ success: true });
    },
  ),
];
