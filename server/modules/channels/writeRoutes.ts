import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import {
  CHANNEL_IMAGE_MAX_BYTES,
  ChannelIdParams,
  ChannelResponse,
  ChannelStatusBody,
  CreateChannelBody,
  DuplicateChannelBody,
  OwnChannelBody,
  UpdateChannelBody,
} from '../../../contract/channels';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN, ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { readChannelForm } from './channelForm';

const tags = ['channels'];
/** The channels screens: a company's admins (a platform admin: any company's). */
const manage: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'contentProvider',
  orKeys: ['contentProviders'],
  messagingOnly: false,
};
const writeErrors = { ...authErrors, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

const FORM = `multipart/form-data: the JSON body in the field "data", and optionally the channel image (up to ${
  CHANNEL_IMAGE_MAX_BYTES / 1024
} KB) in the field "image": PNG, JPEG, WebP, ICO or SVG by its content (SVG is stored sanitised); anything else answers 400 error_image_type, a larger file 413 error_image_too_large.`;
const RULES =
  'A name another live channel of the company has (any case) answers 409 error_cp_already_exist; a second default channel 409 error_already_have_default_channel.';

/** The channel writes: create, change, duplicate, status and delete. */
export const channelWriteRoutes: DomainRoutes = (app, { channels }, done) => {
  app.post(
    '/content-provider',
    {
      schema: {
        tags,
        summary: 'Create a channel with its image',
        description: `${FORM} ${RULES} A company admin creates in its own organisation; a platform admin in the one named by companyID, else the one chosen in the navbar. The channel number is the company's next.`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: ChannelResponse, ...writeErrors },
      },
      config: { access: manage },
    },
    async (request, reply) => {
      const { body, image } = await readChannelForm(request, CreateChannelBody);
      const data = await channels.create(scopeOf(request), body, image);
      void reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/content-provider/:id',
    {
      schema: {
        tags,
        summary: 'Change a channel and its image (the fields sent change)',
        description: `${FORM} ${RULES} removeImage drops the stored image. The plan and credits are not changed here (the pricing panel does).`,
        consumes: ['multipart/form-data', 'application/json'],
        params: ChannelIdParams,
        response: { 200: ChannelResponse, ...writeErrors },
      },
      config: { access: manage },
    },
    async (request) => {
      const { body, image } = await readChannelForm(request, UpdateChannelBody);
      return {
        success: true as const,
        data: await channels.update(scopeOf(request), request.params.id, body, image),
      };
    },
  );

  app.put(
    '/content-provider/update/:id',
    {
      schema: {
        tags,
        summary: "Change a channel's own settings: contact, email, links, featured links, colour",
        description:
          "JSON. A channel admin may change its own channel's; a company admin its company's. Never the plan, credits or the company's flags.",
        params: ChannelIdParams,
        body: OwnChannelBody,
        response: { 200: ChannelResponse, ...authErrors },
      },
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'contentProvider',
          orKeys: ['contentProviders', 'settings'],
          messagingOnly: false,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await channels.updateOwn(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/content-provider/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a channel: its settings and links, never its followers, credits or history',
        description: `The copy is never the default and starts active, with the company's next number; without clientName it is named "{name} (copy)". ${RULES}`,
        body: DuplicateChannelBody,
        response: { 201: ChannelResponse, ...authErrors, 409: ErrorResponse },
      },
      config: { access: manage },
    },
    async (request, reply) => {
      const data = await channels.duplicate(
        scopeOf(request),
        request.body.id,
        request.body.clientName,
      );
      void reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/content-provider/status/:id',
    {
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a channel',
        params: ChannelIdParams,
        body: ChannelStatusBody,
        response: { 200: ChannelResponse, ...authErrors },
      },
      config: { access: manage },
    },
    async (request) => ({
      success: true as const,
      data: await channels.setStatus(scopeOf(request), request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/content-provider/:id',
    {
      schema: {
        tags,
        summary: 'Delete a channel',
        description:
          'The default channel cannot be deleted (409 error_default_channel_delete). An active channel with followers or messages is refused (409 error_channel_in_use): deactivate it first. Deleting soft-deletes the channel: its follows end, its admins are deactivated, its messages stay in the history.',
        params: ChannelIdParams,
        response: { 200: SuccessOnly, ...authErrors, 409: ErrorResponse },
      },
      config: { access: manage },
    },
    async (request) => {
      await channels.remove(scopeOf(request), request.params.id);
      return { success: true as const };
    },
  );
  done();
};
