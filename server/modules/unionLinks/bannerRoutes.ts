import { Type } from '@sinclair/typebox';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  BANNER_IMAGE_MAX_BYTES,
  DeletedResponse,
  BannerBody,
  BannerListResponse,
  BannerOrderBody,
  BannerResponse,
} from '../../../contract/unionLinks';
import type { DomainRoutes } from '../../domains';
import { ANY_ADMIN, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { AppError, notFound } from '../../lib/errors';
import { readBannerForm } from './bannerForm';
import type { BannerRefusal } from './bannerRepository';

/** The spec's answer to a banner write that changed nothing. */
function refused(refusal: BannerRefusal): AppError {
  switch (refusal) {
    case 'channel_missing':
      return notFound('Channel');
    case 'banner_missing':
      return notFound('Screen banner');
    case 'name_taken':
      return new AppError('error_link_type_exists', 'Screen Banner already in use.', [
        { field: 'name', message: 'is already used by a banner of this channel' },
      ]);
    case 'order_stale':
      return new AppError(
        'error_link_type_order_stale',
        'The screen banners changed meanwhile. The list was reloaded: try again.',
      );
  }
}

const tags = ['union-links'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const access: RouteAccess = { admins: ANY_ADMIN, key: 'unionLinks' };
const writeErrors = { ...authErrors, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };
const FORM = `multipart/form-data: the JSON { name, removeImage? } in the field "data" and optionally an image (PNG, JPEG, WebP, ICO or SVG up to ${
  BANNER_IMAGE_MAX_BYTES / 1024
} KB) in the field "image"; JSON is read too. A name another banner of the channel has, in any case, answers 409 error_link_type_exists.`;
const scopeRule =
  "A platform admin reaches every channel, a company admin its company's, a channel admin its own (404 otherwise).";

/** SPEC.md section 7, "Link types": a channel's screen banners, in their order. */
export const bannerRoutes: DomainRoutes = (app, { unionLinks }, done) => {
  const { banners } = unionLinks;

  app.get(
    '/union-link/linktype/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "A channel's screen banners in their order (`id` is the channel's)",
        description: scopeRule,
        params: IdParams,
        response: { 200: BannerListResponse, ...authErrors },
      },
    },
    async (request) => {
      const data = await banners.list(scopeOf(request), request.params.id);
      if (typeof data === 'string') throw refused(data);
      return { success: true as const, data };
    },
  );

  app.post(
    '/union-link/linktype/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Create a screen banner, last in the channel's order (`id` is the channel's)",
        description: `${FORM} ${scopeRule}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        response: { 201: BannerResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { body, image } = await readBannerForm(request, BannerBody);
      const data = await banners.create(scopeOf(request), request.params.id, body, image);
      if (typeof data === 'string') throw refused(data);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.put(
    '/union-link/linktype/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a screen banner's name or image (`id` is the banner's)",
        description: `${FORM} removeImage drops the stored image. ${scopeRule}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        response: { 200: BannerResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { body, image } = await readBannerForm(request, BannerBody);
      const data = await banners.update(scopeOf(request), request.params.id, body, image);
      if (typeof data === 'string') throw refused(data);
      return { success: true as const, data };
    },
  );

  app.put(
    '/union-link/linktype/order/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Put a channel's screen banners in a new order (`id` is the channel's)",
        description: `linkTypeData lists every banner of the channel once, first to last; in one transaction, under the channel's lock, so two reorders at once take turns. A list that does not name exactly the channel's banners (one was made or deleted meanwhile) answers 409 error_link_type_order_stale and changes nothing. ${scopeRule}`,
        params: IdParams,
        body: BannerOrderBody,
        response: { 200: BannerListResponse, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      const data = await banners.reorder(
        scopeOf(request),
        request.params.id,
        request.body.linkTypeData,
      );
      if (typeof data === 'string') throw refused(data);
      return { success: true as const, data };
    },
  );

  app.delete(
    '/union-link/linktype/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a screen banner and its image',
        description: `The links it held stay, in no banner; the banners after it move up one place. ${scopeRule}`,
        params: IdParams,
        response: { 200: DeletedResponse, ...authErrors },
      },
    },
    async (request) => {
      const data = await banners.remove(scopeOf(request), request.params.id);
      if (typeof data === 'string') throw refused(data);
      return { success: true as const, data };
    },
  );
  done();
};
