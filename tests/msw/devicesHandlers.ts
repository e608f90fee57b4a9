import { http, HttpResponse } from 'msw';
import type { ErrorResponse, SuccessOnly } from '../../contract/common';
import type { Device } from '../../contract/devices';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** App users' devices by user id, as the API would list them; emptied after each test. */
export const userDevices = new Map<string, Device[]>();

export function resetDevicesStore(): void {
  userDevices.clear();
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
];
