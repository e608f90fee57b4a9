import { createHmac } from 'node:crypto';

/** A form parameter as Twilio posts it: a name sent more than once has every value. */
export type TwilioParams = Record<string, string | readonly string[]>;

/**
 * X-Twilio-Signature as Twilio computes it for a webhook (its "Validating requests" page): the
 * full URL it posts to, then each POST parameter sorted by name, name and value concatenated
 * (a repeated name's values sorted), HMAC-SHA1 with the account's auth token, base64. Written
 * apart from the twilio package that the API checks with, so the tests sign as Twilio does, not
 * as the checker expects.
 */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, name) => {
      const value = params[name] ?? '';
      const values = typeof value === 'string' ? [value] : [...new Set(value)].sort();
      return signed + values.map((v) => name + v).join('');
    }, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * A request as Twilio's inbound-SMS webhook sends it, signed: for the tests and the end-to-end
 * run, which stand in for Twilio. `url` is the full public address the API is reached at.
 */
export function signedTwilioRequest(
  authToken: string,
  url: string,
  params: Record<string, string>,
): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(params).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, url, params),
    },
  };
}
