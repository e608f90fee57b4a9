import {
  isPermanentStatus,
  mapLimited,
  type Delivery,
  type DeliveryProvider,
  type DeliveryResult,
} from '../delivery';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service. */
  from: string;
  /** https://api.twilio.com; tests point it at a local server. */
  apiUrl: string;
  concurrency?: number;
}

/** Twilio's Messages API: one form-encoded POST per text, basic auth with the account's keys. */
export function createTwilioSms(options: TwilioOptions): DeliveryProvider {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  async function sendOne(delivery: Delivery): Promise<DeliveryResult> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          To: delivery.address,
          From: options.from,
          Body: delivery.body,
        }),
      });
      if (response.ok) return { receiptId: delivery.receiptId, ok: true };
      const text = await response.text();
      return {
        receiptId: delivery.receiptId,
        ok: false,
        error: `Twilio ${response.status}: ${text.slice(0, 300)}`,
        permanent: isPermanentStatus(response.status) && response.status !== 401,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { receiptId: delivery.receiptId, ok: false, error: message, permanent: false };
    }
  }

  return {
    kind: 'twilio',
    send: (batch) => mapLimited(batch, options.concurrency ?? 10, sendOne),
  };
}
