import { authErrors } from '../../../contract/common';
import { DeliveryRules, DeliveryRulesResponse } from '../../../contract/deliveryRules';
import type { DomainRoutes } from '../../domains';
import { fieldError, notFound } from '../../lib/errors';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf, type Scope } from '../../plugins/tenancy';

const tags = ['company'];
const ownSettings: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
};

const RULES =
  "The company in scope (a platform admin chooses one first). timeZone is an IANA zone (unknown: 400 validation_error): the zone of app users whose own is not known. quietHours hold push and SMS in each recipient's local time (a start after the end spans midnight; equal times: 400); frequencyCap skips recipients who already had `limit` messages in their local day or week (from Monday). null: none.";

/** The company in scope; a platform admin must have chosen one. */
function companyIdOf(scope: Scope): string {
  if (!scope.companyId)
    throw fieldError('companyID', 'must name an organization: choose one in the navbar first');
  return scope.companyId;
}

function rulesFound(rules: DeliveryRules | null): DeliveryRules {
  if (!rules) throw notFound('Organization');
  return rules;
}

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
      data: rulesFound(await company.deliveryRules.get(companyIdOf(scopeOf(request)))),
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
    async (request) => {
      const rules = request.body;
      if (!(await company.deliveryRules.zoneKnownToBoth(rules.timeZone)))
        throw fieldError('timeZone', 'is not a known time zone');
      const quiet = rules.quietHours;
      if (quiet && quiet.start === quiet.end)
        throw fieldError('quietHours', 'must start and end at different times');
      const companyId = companyIdOf(scopeOf(request));
      return {
        success: true as const,
        data: rulesFound(await company.deliveryRules.save(companyId, rules)),
      };
    },
  );

  done();
};
