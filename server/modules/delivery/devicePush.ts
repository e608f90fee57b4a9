import type { DeliveryProvider, DeliveryResult } from '../../providers/delivery';
import type { RowDevice, TakenRow } from './dispatchRowsRepository';

/** The error a push delivery ends with when its recipient has no live push token. */
export const NO_DEVICE = 'the app user has no registered device';

/**
 * Sends one push row to each of its recipient's devices, each through the provider of its
 * platform, and folds their answers into the recipient's: sent when any device took it;
 * otherwise retried when any failure may pass, else failed for good. A user without a token
 * fails for good (NO_DEVICE). Devices the provider calls gone are handed to `forget`.
 */
export async function sendToDevices(
  provider: DeliveryProvider,
  row: TakenRow,
  devices: readonly RowDevice[],
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
        ...(row.image ? { image: row.image } : {}),
        ...(row.buttons ? { buttons: row.buttons } : {}),
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
