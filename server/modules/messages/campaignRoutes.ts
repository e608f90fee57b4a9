import { Type } from '@sinclair/typebox';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import { CampaignBody, CampaignListResponse, CampaignResponse } from '../../../contract/campaigns';
import type { DomainRoutes } from '../../domains';
import { adminOf } from '../../plugins/auth';
import { PLATFORM_ADMINS } from '../../plugins/routeAccess';
import { tellApproversIfPending } from './tellApprovers';

const tags = ['award campaigns'];
const Id = Type.String({ format: 'uuid' });
const CompanyParam = Type.String({ minLength: 1, maxLength: 100 });
const errors = { ...authErrors, 409: ErrorResponse };

/**
 * SPEC.md section 7, "Messages": award campaigns, the platform admin's alone. {companyId} is the organisation's companyID
 * (its id works too). A campaign reaches every user of the company's default channel on the
 * target platforms, once at its date and time, or every day from then on when it repeats.
 */
export const campaignRoutes: DomainRoutes = (
  app,
  { messages: { campaigns, reviewNotifier } },
  done,
) => {
  app.post(
    '/messages/campaign/:companyId',
    {
      config: { access: { admins: PLATFORM_ADMINS, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: 'Create an award campaign for an organisation',
        description:
          "Stored awaiting an approver (review.state 'pending') when the organisation requires review always, or above its threshold for the campaign's reach: the members of its channel on its platforms. It does not go out until approved.",
        params: Type.Object({ companyId: CompanyParam }),
        body: CampaignBody,
        response: { 200: CampaignResponse, ...errors },
      },
    },
    async (request) => {
      const adminId = adminOf(request).id;
      const campaign = await campaigns.create(adminId, request.params.companyId, request.body);
      await tellApproversIfPending(campaign, reviewNotifier, request.log);
      return { success: true as const, data: campaign };
    },
  );

  app.get(
    '/messages/campaigns/:companyId',
    {
      config: { access: { admins: PLATFORM_ADMINS, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: "An organisation's award campaigns, newest first ('All': every organisation's)",
        params: Type.Object({ companyId: CompanyParam }),
        response: { 200: CampaignListResponse, ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await campaigns.list(request.params.companyId) };
    },
  );

  app.get(
    '/messages/campaign/:id',
    {
      config: { access: { admins: PLATFORM_ADMINS, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: 'One award campaign',
        params: Type.Object({ id: Id }),
        response: { 200: CampaignResponse, ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await campaigns.get(request.params.id) };
    },
  );

  app.put(
    '/messages/campaign/:id/:companyId',
    {
      config: { access: { admins: PLATFORM_ADMINS, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: 'Change an award campaign; its next send is worked out again',
        description:
          "When the organisation requires review, or the campaign was under review, it awaits an approver's approval again (review.state 'pending') and does not go out until approved.",
        params: Type.Object({ id: Id, companyId: CompanyParam }),
        body: CampaignBody,
        response: { 200: CampaignResponse, ...errors },
      },
    },
    async (request) => {
      const { id, companyId } = request.params;
      const adminId = adminOf(request).id;
      const campaign = await campaigns.update(id, adminId, companyId, request.body);
      await tellApproversIfPending(campaign, reviewNotifier, request.log);
      return { success: true as const, data: campaign };
    },
  );

  app.delete(
    '/messages/campaign/:id',
    {
      config: { access: { admins: PLATFORM_ADMINS, key: 'messages', messagingOnly: false } },
      schema: {
        tags,
        summary: 'Delete an award campaign (409 error_deleting_message while it is being sent)',
        params: Type.Object({ id: Id }),
        response: { 200: SuccessOnly, ...errors },
      },
    },
    async (request) => {
      await campaigns.remove(request.params.id);
      return { success: true as const };
    },
  );
  done();
};
