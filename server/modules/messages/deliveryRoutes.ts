import { Type } from '@sinclair/typebox';
import { authErrors } from '../../../contract/common';
import { MessageDeliveryResponse } from '../../../contract/messageDelivery';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { found } from './messageRefusals';

const tags = ['messages'];

/** A message's delivery as it happens, for its page to show while it goes out. */
export const deliveryRoutes: DomainRoutes = (app, { messages: { delivery } }, done) => {
  app.get(
    '/message/delivery/:messageId',
    {
      // As the message's detail: whoever may see the message may see how it goes out.
      config: { access: { admins: ANY_ADMIN, key: 'messages' } },
      schema: {
        tags,
        summary: "A message's delivery so far: rows handed to providers, rate, time left, failures",
        description:
          "Counts per channel from kept counters (no rows are counted): queued for a provider, stored in the outbox (no provider configured), sent, failed by reason and waiting. state: scheduled (nothing due yet), sending (receipts still being written or rows waiting), sent (every row handed over or given up) or outbox (rows kept: no provider configured). A recurring message counts its latest due sending only. rate is rows handed over a second (rateOver says how it was measured), secondsLeft waiting / rate. Another organisation's message answers 404.",
        params: Type.Object({ messageId: Type.String({ format: 'uuid' }) }),
        response: { 200: MessageDeliveryResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: found('Message', await delivery.progress(scopeOf(request), request.params.messageId)),
    }),
  );
  done();
};
