import { isPermanentStatus } from '../delivery';
import { TimeoutError } from '../http/http2Pool';
import type { HttpAnswer } from '../http/providerHttp';
import type { Attempt } from './guardedProvider';
import { retryAfterMs } from './retryAfter';

export interface AnswerReading {
  /** How the provider is named in errors: "FCM 503: ...". */
  name: string;
  /**
   * A status that a new credential fixes (FCM's 401, APNs' 403 ExpiredProviderToken): refused
   * for now, not for good, and `renew` drops the credential so the next try makes a new one.
   */
  renewOn?: number;
  renew?: () => void;
  /** Whether the answer says the address will never work again (a push token uninstalled). */
  gone?: (status: number, body: string) => boolean;
}

/**
 * One HTTP call to a provider read as an Attempt, the same way for every adapter: 2xx accepted,
 * 429 throttled with its Retry-After, 5xx, timeouts and no connection failed (against the
 * circuit), any other answer a refusal of this one message.
 */
export async function httpAttempt(
  call: () => Promise<HttpAnswer>,
  reading: AnswerReading,
): Promise<Attempt> {
  let answer: HttpAnswer;
  try {
    answer = await call();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', error: message, timeout: error instanceof TimeoutError };
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'accepted' };
  const error = `${reading.name} ${status}: ${body.slice(0, 300)}`;
  if (status === 429)
    return { kind: 'throttled', error, retryAfterMs: retryAfterMs(answer.headers['retry-after']) };
  if (status >= 500) return { kind: 'failed', error };
  if (status === reading.renewOn) reading.renew?.();
  return {
    kind: 'refused',
    error,
    permanent: isPermanentStatus(status) && status !== reading.renewOn,
    gone: reading.gone?.(status, body) ?? false,
  };
}
