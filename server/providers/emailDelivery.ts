import { createOutboxProvider, type Delivery, type DeliveryProvider } from './delivery';
import type { EmailMessage, EmailProvider, UnsubscribeLinksFor } from './email/emailProvider';
import type { FlowLimits } from './flow/flowGate';
import { guardProvider } from './flow/guardedProvider';

/** An SMTP reply code on a nodemailer error, when the server gave one. */
function replyCode(error: unknown): number | null {
  const code =
    error && typeof error === 'object' ? (error as { responseCode?: unknown }).responseCode : null;
  return typeof code === 'number' ? code : null;
}

/**
 * A message email to one recipient: the title as subject, the text with its link as body, and,
 * when links are given, RFC 8058's one-click unsubscribe headers and a footer link to the page.
 */
export function messageEmail(
  delivery: Delivery,
  unsubscribeLinks: UnsubscribeLinksFor | undefined,
): EmailMessage {
  const message = { to: delivery.address, subject: delivery.title, text: delivery.body };
  if (!unsubscribeLinks) return message;
  const { oneClickUrl, pageUrl } = unsubscribeLinks(delivery.receiptId);
  return {
    ...message,
    text: `${delivery.body}\n\n--\nTo stop these emails, unsubscribe: ${pageUrl}\n`,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Message email through the app's email provider. With the email outbox, the fan-out's
 * delivery_outbox rows already are the outbox, so nothing is copied into the sign-in email table.
 * An SMTP 5xx refuses that one message for good, a 4xx is tried again later; no answer at all
 * (the relay is down) counts against the relay's circuit.
 */
export function emailDeliveryProvider(
  email: EmailProvider,
  limits: FlowLimits,
  /** Each email's unsubscribe links (modules/unsubscribe); none: emails without them. */
  unsubscribeLinks?: UnsubscribeLinksFor,
): DeliveryProvider {
  if (email.kind === 'outbox') return createOutboxProvider();
  return guardProvider({
    kind: email.kind,
    limits,
    async attempt(delivery) {
      try {
        await email.send(messageEmail(delivery, unsubscribeLinks));
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
