import { Value } from '@sinclair/typebox/value';
import { TwilioInboundSms } from '../../../contract/smsInbound';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { lazyModule } from '../../lib/lazyModule';
import { keywordOf, phoneDigits, replyTo } from './keywords';
import { createSmsInboundRepository } from './repository';

/** A form body's parameters; a name sent twice keeps every value, as Twilio signs them. */
export type FormParams = Record<string, string | string[]>;

export function formParams(raw: string): FormParams {
  const params: FormParams = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const had = params[name];
    params[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return params;
}

/** Twilio's library, loaded when its first webhook arrives (lib/lazyModule.ts). */
const twilioSdk = lazyModule(async () => (await import('twilio')).default);

/** The TwiML answer: the text Twilio sends back to the member, or none. */
export async function twimlOf(text: string | null): Promise<string> {
  const twilio = await twilioSdk();
  const response = new twilio.twiml.MessagingResponse();
  if (text !== null) response.message(text);
  return response.toString();
}

/**
 * Twilio's inbound SMS webhook: who may post it (Twilio, signing with the account's auth token
 * over the public address the API is reached at, VITE_API_URL) and what a keyword does.
 */
export function createSmsInboundService(db: Database, config: Config) {
  const texts = createSmsInboundRepository(db);
  const authToken = config.delivery.twilio?.authToken ?? null;
  const base = config.apiUrl.replace(/\/+$/, '');

  return {
    /** Without Twilio's keys there is no webhook to answer. */
    configured: authToken !== null,

    /**
     * Whether Twilio signed this request: X-Twilio-Signature against the full public URL (the
     * path and query as received) and the POST parameters, by the official library.
     */
    async signedByTwilio(
      signature: string | undefined,
      pathAndQuery: string,
      params: FormParams,
    ): Promise<boolean> {
      if (!authToken || !signature) return false;
      return (await twilioSdk()).validateRequest(
        authToken,
        signature,
        `${base}${pathAndQuery}`,
        params,
      );
    },

    /** The parameters this API reads, or null when Twilio's fields are missing or malformed. */
    inboundOf(params: FormParams): TwilioInboundSms | null {
      const fields = {
        From: params.From,
        To: params.To,
        Body: params.Body ?? '',
        MessageSid: params.MessageSid,
        ...(params.AccountSid === undefined ? {} : { AccountSid: params.AccountSid }),
      };
      return Value.Check(TwilioInboundSms, fields) ? fields : null;
    },

    /**
     * Acts on a keyword once per text and answers the confirmation to send back, or null: no
     * keyword, a replay, or replies left to Twilio's Advanced Opt-Out (TWILIO_KEYWORD_REPLIES).
     */
    async receive(sms: TwilioInboundSms): Promise<string | null> {
      const keyword = keywordOf(sms.Body);
      if (!keyword) return null;
      const outcome = await texts.act({
        messageSid: sms.MessageSid,
        keyword,
        phone: phoneDigits(sms.From),
        toNumber: sms.To,
      });
      if (outcome === 'replay' || !config.smsKeywords.replies) return null;
      return replyTo(keyword.kind, config.smsKeywords);
    },
  };
}

export type SmsInboundService = ReturnType<typeof createSmsInboundService>;
