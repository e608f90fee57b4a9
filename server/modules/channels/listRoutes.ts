import type { AccessKey } from '../../../contract/accessKeys';
import { authErrors } from '../../../contract/common';
import {
  ChannelIdParams,
  ChannelListParams,
  ChannelListQuery,
  ChannelListResponse,
  ChannelResponse,
  type ChannelListItem,
} from '../../../contract/channels';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { adminOf } from '../../plugins/auth';
import { ANY_ADMIN, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';

const tags = ['channels'];

/**
 * One channel's reads: the channels screens, and a channel admin's own channel for its settings
 * and profile screens.
 */
const channelRead: RouteAccess = {
  admins: ANY_ADMIN,
  key: 'contentProvider',
  orKeys: ['contentProviders', 'settings'],
};

/** The keys of the channel screens: a role holding one reads whole channel rows. */
const CHANNEL_SCREEN_KEYS: readonly AccessKey[] = ['contentProvider', 'contentProviders'];

/**
 * What a channel picker (compose, screen banners, links, uploads, admins, sign-up links) needs
 * of a channel: who it is, whose, and whether it may text and email; no contact, no counters.
 */
function pickerRow(row: ChannelListItem): ChannelListItem {
  return {
    _id: row._id,
    clientName: row.clientName,
    image: row.image,
    companyID: row.companyID,
    ...(row.companyName === undefined ? {} : { companyName: row.companyName }),
    isActive: row.isActive,
    is_local: row.is_local,
    isCompanyDefault: row.isCompanyDefault,
    allowRegistration: row.allowRegistration,
    ...(row.unregisteredMemberMessaging === undefined
      ? {}
      : { unregisteredMemberMessaging: row.unregisteredMemberMessaging }),
    ...(row.allowPushcastEmail === undefined ? {} : { allowPushcastEmail: row.allowPushcastEmail }),
    channelType: row.channelType,
    dateCreated: row.dateCreated,
  };
}

/** The channel list and one channel's reads. */
export const channelListRoutes: DomainRoutes = (app, { channels }, done) => {
  app.get(
    '/content-provider/:companyId',
    {
      schema: {
        tags,
        summary:
          "A company's channels by name, with their app users and counters unless noCount=true",
        description:
          "`companyId` is the companyID the console sends. A company admin gets its own company's channels whatever it says, a channel admin its own channel; a platform admin the named company's (404 when there is none), or every company's for `All` (each with its organisation's name). Without `limit` every channel comes, sorted by name; with it one page (`offset`), sorted by `sort` and `order`, and `total` counts every match. `search` matches part of the name, contact name or email.",
        params: ChannelListParams,
        querystring: ChannelListQuery,
        response: { 200: ChannelListResponse, ...authErrors },
      },
      // The compose page picks the sending channel from it, and the screen banners page and the
      // link form their channel: any role that sends or publishes links may read it.
      config: {
        access: {
          admins: ANY_ADMIN,
          key: 'messages',
          orKeys: ['contentProvider', 'contentProviders', 'unionLinks'],
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { companyId } = request.params;
      let named: string | null = null;
      if (scope.kind === 'platform' && companyId !== 'All') {
        named = await channels.companyBySlug(companyId);
        if (!named) throw notFound('Company');
      }
      // A role without the channels keys reads what its pickers need, no contacts or counts.
      const full = adminOf(request).accessKeys.some((key) => CHANNEL_SCREEN_KEYS.includes(key));
      const page = await channels.list(scope, named, {
        ...request.query,
        ...(full ? {} : { noCount: true, searchNamesOnly: true }),
        withCompanyName: scope.kind === 'platform' && named === null,
      });
      return {
        success: true as const,
        ...(full ? page : { ...page, data: page.data.map(pickerRow) }),
      };
    },
  );

  app.get(
    '/content-provider/by-user-id/:id',
    {
      schema: {
        tags,
        summary: 'The channel of an admin user (by the admin’s id), every field',
        description:
          "404 when the admin has no channel or it is out of the caller's reach: a channel admin reads its own channel only, a company admin its company's.",
        params: ChannelIdParams,
        response: { 200: ChannelResponse, ...authErrors },
      },
      config: { access: channelRead },
    },
    async (request) => ({
      success: true as const,
      data: await channels.byAdmin(scopeOf(request), request.params.id),
    }),
  );

  app.get(
    '/content-provider/item/:id',
    {
      schema: {
        tags,
        summary: 'One channel, every field, with its counts and counters',
        description:
          "404 when there is no such live channel in the caller's reach (a channel admin: its own only).",
        params: ChannelIdParams,
        response: { 200: ChannelResponse, ...authErrors },
      },
      config: { access: channelRead },
    },
    async (request) => ({
      success: true as const,
      data: await channels.get(scopeOf(request), request.params.id),
    }),
  );
  done();
};
