import { createApiThunk } from '../../state/createApiThunk';
import * as api from './devicesApi';

export const fetchUserDevices = createApiThunk(
  'devices/fetchUserDevices',
  (userId: string, { signal }) => api.fetchDevices(userId, signal),
);

export const removeUserDevice = createApiThunk(
  'devices/removeUserDevice',
  async ({ userId, deviceId }: { userId: string; deviceId: string }) => {
    await api.removeDevice(userId, deviceId);
    return deviceId;
  },
);

export const signOutUserApp = createApiThunk('devices/signOutUserApp', async (userId: string) => {
  await api.signOutApp(userId);
  return userId;
});
