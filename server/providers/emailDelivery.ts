import { createOutboxProvider, mapLimited, type DeliveryProvider } from './delivery';
import type { EmailProvider } from './email/emailProvider';

/**
 * Message email through the app's email provider. With the email outbox, the fan-out's
 * delivery_outbox rows already are the outbox, so nothing is copied into the sign-in email table.
 */
export function emailDeliveryProvider(email: EmailProvider): DeliveryProvider {
  if (email.kind === 'outbox') return createOutboxProvider();
  return {
    kind: email.kind,
    send: (batch) =>
      mapLimited(batch, 5, async (delivery) => {
        try {
          await email.send({ to: delivery.address, subject: delivery.title, text: delivery.body });
          return { receiptId: delivery.receiptId, ok: true };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return { receiptId: delivery.receiptId, ok: false, error: message, permanent: false };
        }
      }),
  };
}
