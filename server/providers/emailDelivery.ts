import { createOutboxProvider, type DeliveryProvider } from './delivery';
import type { EmailProvider } from './email/emailProvider';
import type { FlowLimits } from './flow/flowGate';
import { guardProvider } from './flow/guardedProvider';

/** An SMTP reply code on a nodemailer error, when the server gave one. */
function replyCode(error: unknown): number | null {
  const code =
    error && typeof error === 'object' ? (error as { responseCode?: unknown }).responseCode : null;
  return typeof code === 'number' ? code : null;
}

/**
 * Message email through the app's email provider. With the email outbox, the fan-out's
 * delivery_outbox rows already are the outbox, so nothing is copied into the sign-in email table.
 * An SMTP 5xx refuses that one message for good, a 4xx is tried again later; no answer at all
 * (the relay is down) counts against the relay's circuit.
 */
export function emailDeliveryProvider(email: EmailProvider, limits: FlowLimits): DeliveryProvider {
  if (email.kind === 'outbox') return createOutboxProvider();
  return guardProvider({
    kind: email.kind,
    limits,
    async attempt(delivery) {
      try {
        await email.send({ to: delivery.address, subject: delivery.title, text: delivery.body });
        return { kind: 'accepted' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const code = replyCode(error);
        if (code === null) return { kind: 'failed', error: message };
        return { kind: 'refused', error: message, permanent: code >= 500 };
      }
    },
  });
}
