import type { DeliveryProvider, DeliveryResult } from '../delivery';

/** Addresses that name an APNs device token: `apns:<token>`. */
const APNS_PREFIX = 'apns:';

/**
 * With both FCM and APNs configured, an address starting `apns:` goes to APNs (the prefix
 * removed) and every other to FCM, which reaches iOS devices registered through Firebase too.
 */
export function routePush(fcm: DeliveryProvider, apns: DeliveryProvider): DeliveryProvider {
  return {
    kind: 'fcm+apns',
    async send(batch) {
      const toApns = batch
        .filter((d) => d.address.startsWith(APNS_PREFIX))
        .map((d) => ({ ...d, address: d.address.slice(APNS_PREFIX.length) }));
      const toFcm = batch.filter((d) => !d.address.startsWith(APNS_PREFIX));
      const results: DeliveryResult[][] = await Promise.all([
        toFcm.length ? fcm.send(toFcm) : [],
        toApns.length ? apns.send(toApns) : [],
      ]);
      return results.flat();
    },
    async close() {
      await fcm.close?.();
      await apns.close?.();
    },
  };
}
