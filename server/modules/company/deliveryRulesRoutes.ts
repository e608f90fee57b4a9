import { authErrors } from '../../../contract/common';
import { DeliveryRules, DeliveryRulesResponse } from '../../../contract/deliveryRules';
import type { DomainRoutes } from '../../domains';
import { ORGANIZATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['company'];
const ownSettings: RouteAccess = {
  admins: ORGANIZATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
};

const RULES =
  "The company in scope (a platform admin chooses one first). timeZone is an IANA zone (unknown: 400 validation_error): the zone of app users whose own is not known. quietHours hold push and SMS in each recipient's local time (a start after the end spans midnight; equal times: 400); frequencyCap skips recipients who already had `limit` messages in their local day or week (from Monday). null: none.";

/** A company's delivery rules: its zone, quiet hours and frequency cap, on the settings page. */
export const deliveryRulesRoutes: DomainRoutes = (app, { company }, done) => {
  app.get(
    '/delivery-rules',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: "The company's zone, quiet hours and frequency cap",
        description: RULES,
        response: { 200: DeliveryRulesResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.deliveryRules.get(scopeOf(request)),
    }),
  );

  app.put(
    '/delivery-rules',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: "Set the company's zone, quiet hours and frequency cap",
        description: RULES,
        body: DeliveryRules,
        response: { 200: DeliveryRulesResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.deliveryRules.save(scopeOf(request), request.body),
    }),
  );

  done();
};
