import { http, HttpResponse } from 'msw';
import type { SuccessOnly } from '../../contract/common';
import { apiUrl } from './apiUrl';
import { messagesStore as store } from './messagesStore';
import { fail, refuseSignedOut } from './mobileUsersHandlers';
import type { CampaignBody } from '../../contract/campaigns';
import { buildCampaign } from '../messageFactories';
import { ok } from './messageResponses';

/** Award campaigns (platform admins): /messages/campaign(s)/*. */
export const campaignHandlers = [
  http.get<{ companyId: string }>(apiUrl('/messages/campaigns/:companyId'), ({ request }) => {
    return refuseSignedOut(request) ?? ok(store.campaigns);
  }),
  http.get<{ id: string }>(apiUrl('/messages/campaign/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const campaign = store.campaigns.find((c) => c._id === params.id);
    return campaign ? ok(campaign) : fail(404, 'not_found');
  }),
  http.post<{ companyId: string }, CampaignBody>(
    apiUrl('/messages/campaign/:companyId'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      store.campaignWrites.push({
        method: 'POST',
        path: `/messages/campaign/${params.companyId}`,
        body,
      });
      const campaign = buildCampaign({ ...body, phone: body.phone ?? null, url: body.url ?? null });
      store.campaigns.unshift(campaign);
      return ok(campaign);
    },
  ),
  http.put<{ id: string; companyId: string }, CampaignBody>(
    apiUrl('/messages/campaign/:id/:companyId'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      store.campaignWrites.push({
        method: 'PUT',
        path: `/messages/campaign/${params.id}/${params.companyId}`,
        body,
      });
      const campaign = store.campaigns.find((c) => c._id === params.id);
      if (!campaign) return fail(404, 'not_found');
      Object.assign(campaign, body, { phone: body.phone ?? null, url: body.url ?? null });
      return ok(campaign);
    },
  ),
  http.delete<{ id: string }>(apiUrl('/messages/campaign/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    store.campaignWrites.push({
      method: 'DELETE',
      path: `/messages/campaign/${params.id}`,
      body: null,
    });
    store.campaigns = store.campaigns.filter((c) => c._id !== params.id);
    return HttpResponse.json<SuccessOnly>({ success: true });
  }),
];
