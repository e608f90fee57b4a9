import type { Database } from '../../db/client';
import type { DeliveryProvider, DeliveryResult } from '../../providers/delivery';
import { liveDevicesOf, type LiveDevice } from '../devices/public';
import type { TakenRow } from './dispatchRows';

/** The error a push delivery ends with when its recipient has no live push token. */
export const NO_DEVICE = 'the app user has no registered device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live devices of a batch's recipients (a push row's address is its app user), by user. */
export async function devicesOfRows(
  db: Database,
  rows: readonly TakenRow[],
): Promise<Map<string, LiveDevice[]>> {
  const userIds = [...new Set(rows.map((d) => d.address).filter((a) => UUID.test(a)))];
  const byUser = new Map<string, LiveDevice[]>();
  for (const device of await liveDevicesOf(db, userIds)) {
    const list = byUser.get(device.mobileUserId);
    if (list) list.push(device);
    else byUser.set(device.mobileUserId, [device]);
  }
  return byUser;
}

/**
 * Sends one push row to each of its recipient's devices, each through the provider of its
 * platform, and folds their answers into the recipient's: sent when any device took it;
 * otherwise retried when any failure may pass, else failed for good. A user without a token
 * fails for good (NO_DEVICE). Devices the provider calls gone are handed to `forget`.
 */
export async function sendToDevices(
  provider: DeliveryProvider,
  row: TakenRow,
  devices: readonly LiveDevice[],
  forget: (deviceId: string) => void,
): Promise<DeliveryResult> {
  const { receiptId } = row;
  if (devices.length === 0)
    return { receiptId, ok: false, error: NO_DEVICE, permanent: true, reason: 'no_device' };
  const results = await Promise.all(
    devices.map(async (device) => {
      const result = await provider.send({
        receiptId,
        title: row.title,
        body: row.body,
        address: device.pushToken,
        platform: device.platform,
      });
      if (!result.ok && result.gone) forget(device.id);
      return result;
    }),
  );
  return foldResults(receiptId, results);
}

/** One recipient's outcome from their devices' results. */
function foldResults(receiptId: string, results: readonly DeliveryResult[]): DeliveryResult {
  // One device that got it is enough: retrying would push the others twice.
  if (results.some((r) => r.ok)) return { receiptId, ok: true };
  const failures = results.flatMap((r) => (r.ok ? [] : [r]));
  // A device whose provider was never asked decides: the row waits until it can be asked.
  const unasked = failures.find((r) => r.retryAt !== undefined);
  const passing = unasked ?? failures.find((r) => !r.permanent);
  const last = passing ?? failures[failures.length - 1];
  if (!last)
    return { receiptId, ok: false, error: NO_DEVICE, permanent: true, reason: 'no_device' };
  return { ...last, receiptId, permanent: !passing };
}
