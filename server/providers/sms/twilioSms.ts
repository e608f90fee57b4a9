import type { Delivery, DeliveryProvider } from '../delivery';
import type { FlowLimits } from '../flow/flowGate';
import { guardProvider, type Attempt } from '../flow/guardedProvider';
import { httpAttempt } from '../flow/httpAttempt';
import { createProviderHttpClient } from '../http/providerHttp';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service. */
  from: string;
  /** https://api.twilio.com; tests point it at a local server. */
  apiUrl: string;
  /** Requests in flight and texts a second: the sender's throughput (see README). */
  limits: FlowLimits;
  ca?: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: one form-encoded POST per text over keep-alive HTTP/1.1, basic auth with
 * the account's keys, at the configured rate (a long code sends 1 text a second, a short code or
 * a messaging service of many numbers far more; Twilio queues what comes faster, up to 4 hours).
 */
export function createTwilioSms(options: TwilioOptions): DeliveryProvider {
  const base = new URL(options.apiUrl);
  const path = `${base.pathname.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const client = createProviderHttpClient(base.origin, {
    streams: options.limits.concurrency,
    ca: options.ca,
    protocol: 'http1',
  });
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function attempt(delivery: Delivery): Promise<Attempt> {
    return httpAttempt(
      () =>
        client.request({
          path,
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            To: delivery.address,
            From: options.from,
            Body: delivery.body,
          }).toString(),
          timeoutMs,
        }),
      // 401: the account's keys are wrong until someone fixes them; tried again, not given up.
      { name: 'Twilio', renewOn: 401 },
    );
  }

  return guardProvider({
    kind: 'twilio',
    limits: options.limits,
    attempt,
    close: () => client.close(),
  });
}
