import { Type } from '@sinclair/typebox';
import {
  GroupFieldBody,
  GroupFieldResponse,
  PreApprovalBody,
  PreApprovalDeleteResponse,
  PreApprovalListResponse,
  PreApprovalResponse,
  UnionActivePreApprovalBody,
  UnionActivePreApprovalResponse,
} from '../../../contract/channelSettings';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { AppError, notFound } from '../../lib/errors';
import { ANY_ADMIN, ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import type { ChannelSettingsRefusal } from './channelSettingsRepository';

/** The spec's answer to a channel settings call the repository refused. */
function refused(refusal: ChannelSettingsRefusal): AppError {
  switch (refusal) {
    case 'channel_missing':
      return notFound('Channel');
    case 'group_missing':
      return notFound('Group');
    case 'pre_approval_missing':
      return notFound('Pre-approval');
    case 'contact_missing':
    case 'contact_both':
      return new AppError('validation_error', 'Give an email or a phone, not both.', [
        {
          field: refusal === 'contact_both' ? 'phone' : 'email',
          message: 'give an email or a phone, not both',
        },
      ]);
    case 'email_pre_approved':
    case 'phone_pre_approved':
      return new AppError(
        'error_pre_approval_exists',
        'This email or phone is already pre-approved for the channel.',
        [
          {
            field: refusal === 'email_pre_approved' ? 'email' : 'phone',
            message: 'is already pre-approved',
          },
        ],
      );
    case 'organisation_unchosen':
      return new AppError('validation_error', 'Choose an organization first.', [
        {
          field: 'companyID',
          message: 'must name an organization: choose one in the navbar first',
        },
      ]);
  }
}

/** The repository's answer as the route's body, or the spec's error for a refusal. */
function answer<T extends object>(data: T | ChannelSettingsRefusal): { success: true; data: T } {
  if (isRefusal(data)) throw refused(data);
  return { success: true as const, data };
}

const isRefusal = (data: unknown): data is ChannelSettingsRefusal => typeof data === 'string';

const tags = ['settings'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** A channel's own settings: its admins, and the organisation's (the settings screens). */
const channelAccess: RouteAccess = { admins: ANY_ADMIN, key: 'settings' };
const companyAccess: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'settings' };

/** SPEC.md section 7, "Channel settings". */
export const channelSettingsRoutes: DomainRoutes = (
  app,
  { settings: { channelSettings } },
  done,
) => {
  app.get(
    '/settings/channel/usergroups/group-field/:id',
    {
      config: { access: channelAccess },
      schema: {
        tags,
        summary: "The user groups a channel's sign-up asks new members to pick from",
        description: '`id` is the channel (contentProviderID). A channel admin: its own only.',
        params: IdParams,
        response: { 200: GroupFieldResponse, ...authErrors },
      },
    },
    async (request) =>
      answer(await channelSettings.groupField(scopeOf(request), request.params.id)),
  );

  app.post(
    '/settings/channel/usergroups/group-field',
    {
      config: { access: channelAccess },
      schema: {
        tags,
        summary: "Replace a channel's group field",
        description:
          "Each group must be the channel's company's, company-wide or the channel's own (404 otherwise); the order given is the order shown.",
        body: GroupFieldBody,
        response: { 200: GroupFieldResponse, ...authErrors },
      },
    },
    async (request) =>
      answer(
        await channelSettings.saveGroupField(
          scopeOf(request),
          request.body.contentProviderID,
          request.body.groupIds,
        ),
      ),
  );

  app.post(
    '/settings/channel/pre-approval',
    {
      config: { access: channelAccess },
      schema: {
        tags,
        summary: 'Pre-approve an email or a phone to join a channel',
        description:
          'Exactly one of email and phone. One already pre-approved for the channel answers 409 error_pre_approval_exists.',
        body: PreApprovalBody,
        response: { 200: PreApprovalResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => answer(await channelSettings.addPreApproval(scopeOf(request), request.body)),
  );

  app.get(
    '/settings/channel/pre-approval/:id',
    {
      config: { access: channelAccess },
      schema: {
        tags,
        summary: "A channel's pre-approved emails and phones, oldest first",
        description: '`id` is the channel (contentProviderID).',
        params: IdParams,
        response: { 200: PreApprovalListResponse, ...authErrors },
      },
    },
    async (request) =>
      answer(await channelSettings.preApprovals(scopeOf(request), request.params.id)),
  );

  app.delete(
    '/settings/channel/pre-approval/:id',
    {
      config: { access: channelAccess },
      schema: {
        tags,
        summary: 'Withdraw a pre-approval',
        description: '`id` is the pre-approval.',
        params: IdParams,
        response: { 200: PreApprovalDeleteResponse, ...authErrors },
      },
    },
    async (request) =>
      answer(await channelSettings.removePreApproval(scopeOf(request), request.params.id)),
  );

  app.put(
    '/settings/union-active/pre-approval',
    {
      config: { access: companyAccess },
      schema: {
        tags,
        summary: "Turn the company's union-active pre-approval on or off",
        description:
          'On: members the union sync reports as active join the company’s channels without an approval. A platform admin chooses the company first.',
        body: UnionActivePreApprovalBody,
        response: { 200: UnionActivePreApprovalResponse, ...authErrors },
      },
    },
    async (request) =>
      answer(
        await channelSettings.setUnionActivePreApproval(scopeOf(request), request.body.enabled),
      ),
  );
  done();
};
