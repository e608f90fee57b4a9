import type { Device } from '../../../contract/devices';
import type { SuccessOnly } from '../../../contract/common';
import { apiClient } from '../../lib/apiClient';

/** An app user's devices: the live push tokens their app registered (the tokens not shown). */
export async function fetchDevices(userId: string, signal?: AbortSignal): Promise<Device[]> {
  const response = await apiClient.get<{ success: true; data: Device[] }>(
    `/user/mobile-users/${encodeURIComponent(userId)}/devices`,
    { signal },
  );
  return response.data.data;
}

/** Stops pushes to one device until the app registers it again. */
export async function removeDevice(userId: string, deviceId: string): Promise<void> {
  await apiClient.delete<SuccessOnly>(
    `/user/mobile-users/${encodeURIComponent(userId)}/devices/${encodeURIComponent(deviceId)}`,
  );
}

/** Signs the app user out of the app on every device: their app tokens end, their devices go. */
export async function signOutApp(userId: string): Promise<void> {
  await apiClient.delete<SuccessOnly>(
    `/user/mobile-users/${encodeURIComponent(userId)}/app-sessions`,
  );
}
