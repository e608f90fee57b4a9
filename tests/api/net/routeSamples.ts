import { ROUTE_SAMPLES as admins } from '../../../server/modules/admins/routeSamples';
import { ROUTE_SAMPLES as analytics } from '../../../server/modules/analytics/routeSamples';
import { ROUTE_SAMPLES as apiKeys } from '../../../server/modules/apiKeys/routeSamples';
import { ROUTE_SAMPLES as appBuilds } from '../../../server/modules/appBuilds/routeSamples';
import { ROUTE_SAMPLES as appSettings } from '../../../server/modules/appSettings/routeSamples';
import { ROUTE_SAMPLES as auditLog } from '../../../server/modules/auditLog/routeSamples';
import { ROUTE_SAMPLES as auth } from '../../../server/modules/auth/routeSamples';
import { ROUTE_SAMPLES as billing } from '../../../server/modules/billing/routeSamples';
import { ROUTE_SAMPLES as channelCatalogues } from '../../../server/modules/channelCatalogues/routeSamples';
import { ROUTE_SAMPLES as channels } from '../../../server/modules/channels/routeSamples';
import { ROUTE_SAMPLES as chat } from '../../../server/modules/chat/routeSamples';
import { ROUTE_SAMPLES as company } from '../../../server/modules/company/routeSamples';
import { ROUTE_SAMPLES as dashboard } from '../../../server/modules/dashboard/routeSamples';
import { ROUTE_SAMPLES as devices } from '../../../server/modules/devices/routeSamples';
import { ROUTE_SAMPLES as inbox } from '../../../server/modules/inbox/routeSamples';
import { ROUTE_SAMPLES as optOuts } from '../../../server/modules/optOuts/routeSamples';
import { ROUTE_SAMPLES as invitations } from '../../../server/modules/invitations/routeSamples';
import { ROUTE_SAMPLES as mailbox } from '../../../server/modules/mailbox/routeSamples';
import { ROUTE_SAMPLES as messages } from '../../../server/modules/messages/routeSamples';
import { ROUTE_SAMPLES as messageTemplates } from '../../../server/modules/messageTemplates/routeSamples';
import { ROUTE_SAMPLES as mobileUsers } from '../../../server/modules/mobileUsers/routeSamples';
import { ROUTE_SAMPLES as packages } from '../../../server/modules/packages/routeSamples';
import { ROUTE_SAMPLES as pricing } from '../../../server/modules/pricing/routeSamples';
import { ROUTE_SAMPLES as recipient } from '../../../server/modules/recipient/routeSamples';
import { ROUTE_SAMPLES as segments } from '../../../server/modules/segments/routeSamples';
import { ROUTE_SAMPLES as settings } from '../../../server/modules/settings/routeSamples';
import { ROUTE_SAMPLES as signup } from '../../../server/modules/signup/routeSamples';
import { ROUTE_SAMPLES as smsInbound } from '../../../server/modules/smsInbound/routeSamples';
import { ROUTE_SAMPLES as sso } from '../../../server/modules/sso/routeSamples';
import { ROUTE_SAMPLES as unionLinks } from '../../../server/modules/unionLinks/routeSamples';
import { ROUTE_SAMPLES as unsubscribe } from '../../../server/modules/unsubscribe/routeSamples';
import { ROUTE_SAMPLES as uploads } from '../../../server/modules/uploads/routeSamples';
import { ROUTE_SAMPLES as userGroups } from '../../../server/modules/userGroups/routeSamples';
import { ROUTE_SAMPLES as webhooks } from '../../../server/modules/webhooks/routeSamples';
import type { Actor } from './actors';
import type { SampleIds } from './fixture';
import type { Sample, SampleRequest } from './sampleRequest';

export type { SampleRequest } from './sampleRequest';

/**
 * Each module keeps the samples of the routes it serves beside it, in its routeSamples.ts, so a
 * new route adds its sample in its own module; this file only puts them together.
 */
const BY_MODULE: Record<string, Record<string, Sample>> = {
  admins,
  analytics,
  apiKeys,
  appBuilds,
  appSettings,
  auditLog,
  auth,
  billing,
  channelCatalogues,
  channels,
  chat,
  company,
  dashboard,
  devices,
  inbox,
  optOuts,
  invitations,
  mailbox,
  messages,
  messageTemplates,
  mobileUsers,
  packages,
  pricing,
  recipient,
  segments,
  settings,
  signup,
  smsInbound,
  sso,
  unionLinks,
  unsubscribe,
  uploads,
  userGroups,
  webhooks,
};

/** Every module's samples in one table; a route that two modules both give a sample is a mistake. */
function together(byModule: Record<string, Record<string, Sample>>): Record<string, Sample> {
  const all: Record<string, Sample> = {};
  const from = new Map<string, string>();
  for (const [module, samples] of Object.entries(byModule)) {
    for (const [route, sample] of Object.entries(samples)) {
      const other = from.get(route);
      if (other) throw new Error(`${route} has a sample in both ${other} and ${module}`);
      from.set(route, module);
      all[route] = sample;
    }
  }
  return all;
}

/**
 * The sample request of every route of the OpenAPI document, by `METHOD /path`. A route missing
 * here fails the access matrix, so no new route escapes it. Writes keep the shared data usable
 * for the cells after them: they add rows, set values already set, or name one row that only
 * the delete calls (run last) remove.
 */
export const ROUTE_SAMPLES: Record<string, Sample> = together(BY_MODULE);

export function sampleFor(route: string, ids: SampleIds, actor: Actor): SampleRequest {
  const sample = ROUTE_SAMPLES[route];
  if (!sample)
    throw new Error(
      `no sample request for ${route}: add one to server/modules/<module>/routeSamples.ts of the module that serves it`,
    );
  return sample(ids, actor);
}
