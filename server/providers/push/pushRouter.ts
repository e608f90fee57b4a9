import type { DeliveryProvider } from '../delivery';

/**
 * Push to app installations by the platform each token was registered from: iOS tokens to APNs
 * (to FCM when only FCM is configured: FCM reaches iOS apps that registered through Firebase),
 * Android and web tokens to FCM. Each provider keeps its own flow, so a throttled FCM never holds
 * an iOS token back. A token no configured provider can reach fails for good without being
 * called gone, so it is kept for when that provider is configured.
 */
export function routePush(providers: {
  fcm: DeliveryProvider | null;
  apns: DeliveryProvider | null;
}): DeliveryProvider {
  const { fcm, apns } = providers;
  const all = [fcm, apns].filter((p): p is DeliveryProvider => p !== null);
  return {
    kind: all.map((p) => p.kind).join('+'),
    parts: all,
    send(delivery) {
      const provider = delivery.platform === 'ios' ? (apns ?? fcm) : fcm;
      if (provider) return provider.send(delivery);
      return Promise.resolve({
        receiptId: delivery.receiptId,
        ok: false,
        error: `no push provider is configured for ${delivery.platform ?? 'this platform'}`,
        permanent: true,
        reason: 'no_provider',
      });
    },
    stop() {
      for (const provider of all) provider.stop?.();
    },
    async close() {
      for (const provider of all) await provider.close?.();
    },
  };
}
