import { http, HttpResponse } from 'msw';
import type { ChannelListItem } from '../../contract/channels';
import type { Banner, BannerBody, UnionLink, UnionLinkBody } from '../../contract/unionLinks';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The links, channels and banners the handlers answer from; tests seed and read them. */
export const linksStore = {
  links: [] as UnionLink[],
  channels: [] as Pick<ChannelListItem, '_id' | 'clientName' | 'companyID'>[],
  banners: [] as Banner[],
  /** Each reorder's linkTypeData, in the order they came. */
  reorders: [] as string[][],
  /** Each link write's body. */
  linkWrites: [] as UnionLinkBody[],
};

export function resetLinksStore() {
  linksStore.links = [];
  linksStore.channels = [];
  linksStore.banners = [];
  linksStore.reorders = [];
  linksStore.linkWrites = [];
}

let nextId = 1;
const newId = () => `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`;

export function buildLink(overrides: Partial<UnionLink> = {}): UnionLink {
  return {
    _id: newId(),
    unionLink_name: 'Discount card',
    url: 'https://example.com/discount',
    benefits_description: '',
    companyID: 'acme',
    companyName: 'Acme Workers Union',
    linkTypeID: null,
    linkTypeName: null,
    dateCreated: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    _id: newId(),
    name: 'Member benefits',
    image: null,
    contentProviderID: linksStore.channels[0]?._id ?? 'channel-1',
    order: linksStore.banners.length,
    links: 0,
    dateCreated: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

const ok = <T>(data: T) => HttpResponse.json({ success: true, data });
const bannersOf = (channel: string) =>
  linksStore.banners
    .filter((banner) => banner.contentProviderID === channel)
    .sort((a, b) => a.order - b.order);

/** The "data" JSON of a multipart banner form. */
async function bannerBody(request: Request): Promise<{ body: BannerBody; image: boolean }> {
  const form = await request.formData();
  const data = form.get('data');
  return {
    body: JSON.parse(typeof data === 'string' ? data : '{}') as BannerBody,
    image: form.get('image') !== null,
  };
}

/**
 * The channel list the banner page picks from. The messages handlers answer the same call from
 * their own store: a test of the links screens puts this one first with `server.use`.
 */
export const linkChannelsHandler = http.get(
  apiUrl('/content-provider/:companyId'),
  ({ request }) => refuseSignedOut(request) ?? ok(linksStore.channels),
);

export const unionLinksHandlers = [
  http.get(apiUrl('/union-link/linktype/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    return ok(bannersOf(String(params.id)));
  }),
  http.post(apiUrl('/union-link/linktype/:id'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const { body, image } = await bannerBody(request);
    const channel = String(params.id);
    if (bannersOf(channel).some((b) => b.name.toLowerCase() === body.name.toLowerCase()))
      return fail(409, 'error_link_type_exists');
    const created = buildBanner({
      name: body.name,
      contentProviderID: channel,
      order: bannersOf(channel).length,
      image: image ? '/files/00000000-0000-4000-8000-00000000beef' : null,
    });
    linksStore.banners.push(created);
    return HttpResponse.json({ success: true, data: created }, { status: 201 });
  }),
  http.put<{ id: string }, { linkTypeData: string[] }>(
    apiUrl('/union-link/linktype/order/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const { linkTypeData } = await request.json();
      linksStore.reorders.push(linkTypeData);
      const current = bannersOf(params.id);
      if (
        linkTypeData.length !== current.length ||
        current.some((b) => !linkTypeData.includes(b._id))
      )
        return fail(
          409,
          'error_link_type_order_stale',
          'The screen banners changed meanwhile. The list was reloaded: try again.',
        );
      for (const banner of current) banner.order = linkTypeData.indexOf(banner._id);
      return ok(bannersOf(params.id));
    },
  ),
  http.put(apiUrl('/union-link/linktype/:id'), async ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = linksStore.banners.find((b) => b._id === params.id);
    if (!found) return fail(404, 'not_found');
    const { body } = await bannerBody(request);
    found.name = body.name;
    if (body.removeImage) found.image = null;
    return ok(found);
  }),
  http.delete(apiUrl('/union-link/linktype/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = linksStore.banners.find((b) => b._id === params.id);
    if (!found) return fail(404, 'not_found');
    linksStore.banners = linksStore.banners.filter((b) => b._id !== params.id);
    bannersOf(found.contentProviderID).forEach((b, order) => (b.order = order));
    return ok({ _id: params.id });
  }),

  http.get(apiUrl('/union-link/link/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const found = linksStore.links.find((row) => row._id === params.id);
    return found ? ok(found) : fail(404, 'not_found');
  }),
  http.get(apiUrl('/union-link/:companyID'), ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    return ok(linksStore.links);
  }),
  http.post<never, UnionLinkBody>(apiUrl('/union-link'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await request.json();
    linksStore.linkWrites.push(body);
    const banner = linksStore.banners.find((b) => b._id === body.linkTypeID);
    const created = buildLink({
      unionLink_name: body.unionLink_name,
      url: body.url,
      benefits_description: body.benefits_description ?? '',
      linkTypeID: banner?._id ?? null,
      linkTypeName: banner?.name ?? null,
    });
    linksStore.links.push(created);
    return HttpResponse.json({ success: true, data: created }, { status: 201 });
  }),
  http.put<{ id: string }, UnionLinkBody>(
    apiUrl('/union-link/link/:id'),
    async ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const body = await request.json();
      linksStore.linkWrites.push(body);
      const found = linksStore.links.find((row) => row._id === params.id);
      if (!found) return fail(404, 'not_found');
      Object.assign(found, {
        unionLink_name: body.unionLink_name,
        url: body.url,
        benefits_description: body.benefits_description ?? '',
      });
      return ok(found);
    },
  ),
  http.delete(apiUrl('/union-link/:id'), ({ request, params }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    linksStore.links = linksStore.links.filter((row) => row._id !== params.id);
    return ok({ _id: params.id });
  }),
];
