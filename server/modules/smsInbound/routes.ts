import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, FreeText } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { PUBLIC } from '../../plugins/routeAccess';
import { formParams, twimlOf } from './service';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The public webhook Twilio posts members' texts to (docs/decisions.md, "SMS STOP, START and
 * HELP"). Its body is kept as text: the signature is over every parameter Twilio sent, which
 * the validator would otherwise drop.
 */
export const smsInboundRoutes: DomainRoutes = (app, { smsInbound }, done) => {
  void app.register((plain, _options, registered) => {
    const webhookApp = plain.withTypeProvider<TypeBoxTypeProvider>();
    webhookApp.addContentTypeParser(
      FORM,
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, parsed) => parsed(null, body),
    );
    webhookApp.post(
      '/webhooks/twilio/sms',
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['sms'],
          summary: "Twilio's inbound SMS: a member's STOP, START or HELP",
          description:
            "Set as the platform number's (or messaging service's) incoming-message webhook in Twilio's console: VITE_API_URL + /webhooks/twilio/sms. The form-urlencoded body is Twilio's (From, To, Body, MessageSid, ...). X-Twilio-Signature must match the account's auth token over this URL and the parameters (403 error_twilio_signature otherwise; 404 while no Twilio account is configured). STOP and its synonyms record an SMS opt-out for every member with the phone, START lifts it, HELP only answers; the answer is TwiML (text/xml) with the confirmation, or an empty <Response/> for other texts and for a MessageSid answered before.",
          consumes: [FORM],
          headers: Type.Object({
            'x-twilio-signature': Type.Optional(Type.String({ maxLength: 200 })),
          }),
          body: FreeText({ maxLength: 64 * 1024 }),
          response: {
            200: Type.String({ description: 'TwiML (text/xml)' }),
            400: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request, reply) => {
        if (!smsInbound.configured) {
          throw new AppError('not_found', 'No SMS webhook here: Twilio is not configured.');
        }
        const params = formParams(request.body);
        if (
          !(await smsInbound.signedByTwilio(
            request.headers['x-twilio-signature'],
            request.url,
            params,
          ))
        ) {
          throw new AppError(
            'error_twilio_signature',
            'X-Twilio-Signature is missing or does not match this request.',
          );
        }
        const sms = smsInbound.inboundOf(params);
        if (!sms) {
          throw new AppError('validation_error', 'From, To and MessageSid are required.');
        }
        const answer = await smsInbound.receive(sms);
        void reply.type('text/xml; charset=utf-8');
        return twimlOf(answer);
      },
    );
    registered();
  });
  done();
};
