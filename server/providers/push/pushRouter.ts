import type { Delivery, DeliveryProvider, DeliveryResult } from '../delivery';

/**
 * Push to app installations by the platform each token was registered from: iOS tokens to APNs
 * (to FCM when only FCM is configured: FCM reaches iOS apps that registered through Firebase),
 * Android and web tokens to FCM. A token no configured provider can reach fails for good without
 * being called gone, so it is kept for when that provider is configured. Results come back in
 * the order of the batch, as the dispatcher pairs them with tokens by position.
 */
export function routePush(providers: {
  fcm: DeliveryProvider | null;
  apns: DeliveryProvider | null;
}): DeliveryProvider {
  const { fcm, apns } = providers;
  const providerFor = (d: Delivery) => (d.platform === 'ios' ? (apns ?? fcm) : fcm);
  return {
    kind: [fcm?.kind, apns?.kind].filter(Boolean).join('+'),
    async send(batch) {
      const results = new Array<DeliveryResult>(batch.length);
      const groups = new Map<DeliveryProvider | null, number[]>();
      batch.forEach((d, i) => {
        const provider = providerFor(d);
        groups.set(provider, [...(groups.get(provider) ?? []), i]);
      });
      await Promise.all(
        [...groups].map(async ([provider, indexes]) => {
          const part = indexes.map((i) => batch[i] as Delivery);
          const answered: DeliveryResult[] = provider
            ? await provider.send(part)
            : part.map((d) => ({
                receiptId: d.receiptId,
                ok: false,
                error: `no push provider is configured for ${d.platform ?? 'this platform'}`,
                permanent: true,
              }));
          indexes.forEach((i, n) => {
            results[i] = answered[n] ?? {
              receiptId: batch[i]?.receiptId ?? '',
              ok: false,
              error: 'the provider gave no result',
              permanent: false,
            };
          });
        }),
      );
      return results;
    },
    async close() {
      await fcm?.close?.();
      await apns?.close?.();
    },
  };
}
