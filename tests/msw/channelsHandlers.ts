import { http, HttpResponse } from 'msw';
import type { Channel, ChannelListItem } from '../../contract/channels';
import type { ErrorCode } from '../../contract/errorCodes';
import { apiUrl } from './apiUrl';
import { fail, refuseSignedOut } from './mobileUsersHandlers';

/** The channels the handlers serve, and what the page asked of them. */
export const channelsStore = {
  channels: [] as ChannelListItem[],
  listQueries: [] as Record<string, string>[],
  duplicated: [] as { id: string; clientName: string }[],
  statuses: [] as { id: string; status: number }[],
  deleted: [] as string[],
  /** The JSON of each create or change, and the image file's name when one came. */
  saved: [] as { method: string; data: Record<string, unknown>; image: string | null }[],
  /** When set, the next call of that kind fails with this code. */
  failures: {} as Partial<Record<'delete' | 'save', ErrorCode>>,
};

export function resetChannelsStore(channels: ChannelListItem[] = []): void {
  channelsStore.channels = channels;
  channelsStore.listQueries = [];
  channelsStore.duplicated = [];
  channelsStore.statuses = [];
  channelsStore.deleted = [];
  channelsStore.saved = [];
  channelsStore.failures = {};
}

let made = 0;
export function buildChannelItem(overrides: Partial<ChannelListItem> = {}): ChannelListItem {
  made += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    clientName: `Channel ${made}`,
    contactName: null,
    email: null,
    image: null,
    companyID: 'acme',
    channelNumber: made,
    isActive: 1,
    is_local: false,
    isCompanyDefault: false,
    allowRegistration: false,
    unregisteredMemberMessaging: false,
    allowPushcastEmail: false,
    channelType: 'SECONDARY',
    dateCreated: '2026-11-01T09:00:00.000Z',
    userCount: 10,
    registeredUserCount: 7,
    offAppTextCreditsRemaining: 250,
    ...overrides,
  };
}

/** A channel's every field from its list item (the writes' answer). */
function channelOf(item: ChannelListItem): Channel {
  return {
    _id: item._id,
    clientName: item.clientName,
    contactName: item.contactName ?? null,
    email: item.email ?? null,
    image: item.image,
    access_code: null,
    category: null,
    group: null,
    type: null,
    unionType: null,
    companyID: item.companyID,
    companyName: item.companyName ?? 'Acme Workers Union',
    channelNumber: item.channelNumber ?? 1,
    userid: null,
    inviteID: null,
    menuColor: null,
    isActive: item.isActive,
    is_local: item.is_local,
    isCompanyDefault: item.isCompanyDefault,
    allowRegistration: item.allowRegistration,
    isForceFollowing: false,
    enablePrivateVideo: false,
    allowPushcastEmail: item.allowPushcastEmail ?? false,
    requireEmailVerificationForPushcast: false,
    unregisteredMemberMessaging: item.unregisteredMemberMessaging ?? false,
    channelType: item.channelType,
    links: [],
    featuredLinks: [],
    pricePlan: null,
    appUsers: {
      planCode: 'free',
      planName: 'Free',
      includedAppUsers: 100,
      purchasedAppUsers: 0,
      allowed: 100,
      used: item.userCount ?? 0,
      wholeCompany: item.isCompanyDefault,
    },
    resellerCode: null,
    partnerAccountNumber: null,
    revenueCollectionMode: null,
    replicaBuild: null,
    selectedExternalApis: [],
    userCount: item.userCount ?? 0,
    registeredUserCount: item.registeredUserCount ?? 0,
    purchased_app_users: 0,
    purchased_app_users_cost: 0,
    off_app_text_credits_month: 0,
    off_app_text_credits_used_current_month: 0,
    purchased_off_app_text_credits_remaining: 0,
    offAppTextCreditsRemaining: item.offAppTextCreditsRemaining ?? 0,
    auto_app_user_bundles: false,
    auto_off_app_text_credit_bundles: false,
    sentSms: 0,
    off_app_text_credits_used_last_month: 0,
    off_app_text_credits_purchased_last_month: 0,
    total_messages_sent_last_month: 0,
    messagesSentMonth: 0,
    adminLoginsMonth: 0,
    userLoginsMonth: 0,
    movConversionMs: 0,
    audioViews: 0,
    videoViews: 0,
    imageViews: 0,
    fileViews: 0,
    audioDataTransferOut: 0,
    videoDataTransferOut: 0,
    imageDataTransferOut: 0,
    fileDataTransferOut: 0,
    dateCreated: item.dateCreated,
    updatedAt: item.dateCreated,
  };
}

const ok = <T>(data: T) => HttpResponse.json({ success: true as const, data });

async function readForm(request: Request) {
  const form = await request.formData();
  const field = form.get('data');
  const data = JSON.parse(typeof field === 'string' ? field : '{}') as Record<string, unknown>;
  const image = form.get('image');
  // The file may come as another realm's File (jsdom's, undici's): read its name only.
  const named = typeof image === 'object' && image !== null && 'name' in image;
  return { data, image: named ? String(image.name) : null };
}

/** The next create or duplicate fails with the code set in `failures.save`, once. */
function savingRefused() {
  const failure = channelsStore.failures.save;
  if (!failure) return null;
  delete channelsStore.failures.save;
  return fail(409, failure);
}

/** The channel routes, for `server.use(...channelsHandlers())` in a test (ahead of others). */
export function channelsHandlers() {
  return [
    http.get(apiUrl('/content-provider/item/:id'), ({ request, params }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const item = channelsStore.channels.find((channel) => channel._id === params.id);
      return item ? ok(channelOf(item)) : fail(404, 'not_found');
    }),
    http.get(apiUrl('/content-provider/:companyId'), ({ request }) => {
      const refused = refuseSignedOut(request);
      if (refused) return refused;
      const query = Object.fromEntries(new URL(request.url).searchParams);
      channelsStore.listQueries.push(query);
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? channelsStore.channels.length);
      return HttpResponse.json({
        success: true as const,
        data: channelsStore.channels.slice(offset, offset + limit),
        total: channelsStore.channels.length,
      });
    }),
    http.post(apiUrl('/content-provider'), async ({ request }) => {
      const refused = savingRefused();
      if (refused) return refused;
      const form = await readForm(request);
      channelsStore.saved.push({ method: 'POST', ...form });
      const item = buildChannelItem({ clientName: String(form.data.clientName) });
      channelsStore.channels.push(item);
      return HttpResponse.json({ success: true, data: channelOf(item) }, { status: 201 });
    }),
    http.post(apiUrl('/content-provider/duplicate'), async ({ request }) => {
      const refused = savingRefused();
      if (refused) return refused;
      const body = (await request.json()) as { id: string; clientName: string };
      channelsStore.duplicated.push(body);
      const item = buildChannelItem({ clientName: body.clientName });
      channelsStore.channels.push(item);
      return HttpResponse.json({ success: true, data: channelOf(item) }, { status: 201 });
    }),
    http.put(apiUrl('/content-provider/status/:id'), async ({ request, params }) => {
      const { status } = (await request.json()) as { status: 0 | 1 };
      channelsStore.statuses.push({ id: String(params.id), status });
      const item = channelsStore.channels.find((channel) => channel._id === params.id);
      if (!item) return fail(404, 'not_found');
      item.isActive = status;
      return ok(channelOf(item));
    }),
    http.delete(apiUrl('/content-provider/:id'), ({ params }) => {
      const failure = channelsStore.failures.delete;
      if (failure) {
        delete channelsStore.failures.delete;
        return fail(409, failure);
      }
      channelsStore.deleted.push(String(params.id));
      channelsStore.channels = channelsStore.channels.filter((c) => c._id !== params.id);
      return HttpResponse.json({ success: true });
    }),
  ];
}
