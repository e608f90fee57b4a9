import type { Database } from '../../db/client';
import type { Delivery, DeliveryProvider, DeliveryResult } from '../../providers/delivery';
import { liveDevicesOf, removeDeadDevices, type LiveDevice } from '../devices/public';

/** The error a push delivery ends with when its recipient has no live push token. */
export const NO_DEVICE = 'the app user has no registered device';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends push deliveries, whose outbox address is the app user's id, to that user's live tokens
 * (read in one query for the whole batch), each through the provider of its platform. Per
 * recipient: sent when any token took it; otherwise retried when any failure may pass, else
 * failed for good. A user without a token fails for good (NO_DEVICE). Tokens the provider calls
 * gone are deleted, so neither this nor the compose reach counts them again.
 */
export async function sendToDevices(
  db: Database,
  provider: DeliveryProvider,
  taken: readonly Delivery[],
): Promise<DeliveryResult[]> {
  const userIds = [...new Set(taken.map((d) => d.address).filter((a) => UUID.test(a)))];
  const devices = await liveDevicesOf(db, userIds);
  const byUser = new Map<string, LiveDevice[]>();
  for (const device of devices)
    byUser.set(device.mobileUserId, [...(byUser.get(device.mobileUserId) ?? []), device]);
  const sends = taken.flatMap((delivery) =>
    (byUser.get(delivery.address) ?? []).map((device) => ({
      delivery: {
        ...delivery,
        address: device.pushToken,
        platform: device.platform,
      } satisfies Delivery,
      deviceId: device.id,
    })),
  );
  const answered = sends.length ? await provider.send(sends.map((s) => s.delivery)) : [];
  const byReceipt = new Map<string, DeliveryResult[]>();
  const gone: string[] = [];
  sends.forEach((send, i) => {
    const result = answered[i];
    const fitting: DeliveryResult =
      result && result.receiptId === send.delivery.receiptId
        ? result
        : {
            receiptId: send.delivery.receiptId,
            ok: false,
            error: 'the provider gave no result',
            permanent: false,
          };
    if (!fitting.ok && fitting.gone) gone.push(send.deviceId);
    byReceipt.set(fitting.receiptId, [...(byReceipt.get(fitting.receiptId) ?? []), fitting]);
  });
  await removeDeadDevices(db, gone);
  return taken.map((delivery) =>
    foldResults(delivery.receiptId, byReceipt.get(delivery.receiptId)),
  );
}

/** One recipient's outcome from their tokens' results. */
function foldResults(receiptId: string, results: DeliveryResult[] | undefined): DeliveryResult {
  if (!results?.length) return { receiptId, ok: false, error: NO_DEVICE, permanent: true };
  // One device that got it is enough: retrying would push the others twice.
  if (results.some((r) => r.ok)) return { receiptId, ok: true };
  const failures = results.flatMap((r) => (r.ok ? [] : [r]));
  const passing = failures.find((r) => !r.permanent);
  const last = passing ?? failures[failures.length - 1];
  return { receiptId, ok: false, error: last?.error ?? NO_DEVICE, permanent: !passing };
}
