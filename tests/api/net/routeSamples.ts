import { HTML_FILE, multipartBody, type FormFile } from '../../../server/modules/messages/testKit';
import { brandingBody, PNG_LOGO } from '../../../server/modules/company/testKit';
import { DEMO_PASSWORD, TEST_MAILBOX_KEY, TEST_SECRET } from '../harness';
import { createPlaybackSigner } from '../../../server/modules/uploads/playback';
import { WAV_FILE } from '../../../server/modules/uploads/testKit';
import { DEMO_INVITATION_TOKENS } from '../../../server/db/seed/invitations';
import type { Actor } from './actors';
import type { SampleIds } from './fixture';

/** One request a route is called with in the access matrix (and broken by the bad-input net). */
export interface SampleRequest {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Whose data the path or body names: another tenant must never get a 2xx for it. */
  owner?: 'acme' | 'channelA';
  /** The call ends the caller's session, so it gets a session of its own. */
  endsSession?: true;
  /** A multipart body's fields and file, from which `payload` was built. */
  form?: { fields: Record<string, string>; file: FormFile };
}

type Sample = (ids: SampleIds, actor: Actor) => SampleRequest;

const inviteRegistration = (email: string) => ({
  token: DEMO_INVITATION_TOKENS.active,
  firstname: 'Net',
  lastname: 'Invitee',
  email,
  password: 'Invitee-pass-1',
});

const message = (ids: SampleIds) => ({
  cpId: ids.channelA,
  type: 'Regular Message',
  title: 'Net check',
  push_message: 'A message from the access matrix',
  message: '<p>Hello</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'groups', groups: [ids.groupA] },
});
const schedule = (ids: SampleIds) => ({
  ...message(ids),
  scheduleType: 'once',
  schedule_date: '2099-01-01',
  schedule_time: '09:00',
  userTimeZone: 'Europe/Berlin',
});
const campaign = {
  title: 'Net award',
  message: 'Well done',
  schedule_date: '2099-01-01',
  schedule_time: '09:00',
  repeat: false,
  target: ['all'],
};
const sequenceStep = {
  label: 'Net step',
  interval: 3,
  module: '',
  title: 'Day three',
  pushMessage: 'Welcome, day three',
  message: '<p>Day three</p>',
  isActive: false,
};
const pricePlan = (code: string) => ({
  code,
  name: `Plan ${code}`,
  description: 'From the\naccess matrix',
  amount: 1000,
  currency: 'usd',
  interval: 'month',
  includedAppUsers: 100,
  monthlyTextCredits: 10,
  appUserBundleSize: 100,
  appUserBundlePrice: 1000,
  textCreditBundleSize: 500,
  textCreditBundlePrice: 1500,
  active: true,
});
const product = (name: string) => ({
  product: name,
  description: 'From the\naccess matrix',
  plan: { nickname: `${name} monthly`, amount: 2900, currency: 'usd', interval: 'month' },
});
function form(fields: Record<string, string>, file: FormFile): Omit<SampleRequest, 'url'> {
  const body = multipartBody(fields, file);
  return { payload: body.payload, headers: body.headers, form: { fields, file } };
}
const CSV_FILE: FormFile = {
  name: 'users.csv',
  type: 'text/csv',
  content: 'email\r\nnet@example.com\r\n',
};
const csvImport = () => form({}, CSV_FILE);
const LOGO_FILE: FormFile = { ...PNG_LOGO, content: PNG_LOGO.content };
const CHANNEL_IMAGE: FormFile = { ...PNG_LOGO, field: 'image', name: 'channel.png' };
const BANNER_FILE: FormFile = { ...LOGO_FILE, field: 'image', name: 'banner.png' };
const ICON_FILE: FormFile = { ...LOGO_FILE, field: 'image', name: 'icon.png' };
const withFile = (data: object) => form({ data: JSON.stringify(data) }, HTML_FILE);

/**
 * The sample request of every route of the OpenAPI document, by `METHOD /path`. A route missing
 * here fails the access matrix, so no new route escapes it. Writes keep the shared data usable
 * for the cells after them: they add rows, set values already set, or name one row that only
 * the delete calls (run last) remove.
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'POST /user/login': () => ({
    url: '/user/login',
    payload: { email: 'admin@acme.test', password: DEMO_PASSWORD },
  }),
  'POST /user/login/resend-otp': () => ({
    url: '/user/login/resend-otp',
    payload: { email: 'twofactor@acme.test' },
  }),
  'POST /user/login/auth': () => ({ url: '/user/login/auth', payload: { type: 'autoLogin' } }),
  // An unknown code: the exchange refuses it whoever asks.
  'POST /user/login/auto': () => ({
    url: '/user/login/auto',
    payload: { type: 'autoLogin', code: 'not-a-code-issued-by-the-api' },
  }),
  'POST /user/logout': () => ({ url: '/user/logout', endsSession: true }),
  'POST /user/forgot-password': (_ids, actor) => ({
    url: '/user/forgot-password',
    payload: { email: `${actor}@example.com` },
  }),
  'GET /user/forgot-password/{token}': () => ({ url: '/user/forgot-password/not-a-reset-link' }),
  'POST /user/change-password': () => ({
    url: '/user/change-password',
    payload: { token: 'not-a-reset-link', password: 'Another-pass-1' },
  }),
  'GET /user/reset-password/id/{id}': (ids) => ({
    url: `/user/reset-password/id/${ids.adminOfAcme}`,
    owner: 'acme',
  }),
  'GET /user/profile': () => ({ url: '/user/profile' }),
  'PUT /user/profile/': () => ({ url: '/user/profile/', payload: { phone: '+1 555 0100' } }),
  'PUT /user/status/{userID}': (ids) => ({
    url: `/user/status/${ids.userA}`,
    payload: { status: 1 },
    owner: 'channelA',
  }),
  'GET /user/dashboard/{companyID}/{userGroup}': () => ({ url: '/user/dashboard/acme/4' }),
  'GET /company': () => ({ url: '/company' }),
  'GET /public/company/{id}': () => ({ url: '/public/company/acme' }),
  'GET /settings/menu-color/{cpId}': (ids) => ({
    url: `/settings/menu-color/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /user/mobile-users/new': () => ({
    url: '/user/mobile-users/new',
    payload: { onlyActiveUsers: true, limit: 100 },
  }),
  'GET /user/mobile-users/recovered/{id}': () => ({
    url: '/user/mobile-users/recovered/acme?offset=0&limit=10',
  }),
  'PUT /user/mobile-users/{userID}/{what}': (ids) => ({
    url: `/user/mobile-users/${ids.userA}/deals`,
    payload: { isDailyDeal: false },
    owner: 'channelA',
  }),
  'GET /user/mobile-users/{userID}/devices': (ids) => ({
    url: `/user/mobile-users/${ids.userA}/devices`,
    owner: 'channelA',
  }),
  'DELETE /user/mobile-users/{userID}/devices/{deviceID}': (ids) => ({
    url: `/user/mobile-users/${ids.userA}/devices/${ids.deviceA}`,
    owner: 'channelA',
  }),
  // The app's own calls: its app token stands in for any admin's session.
  'POST /app/devices': (ids) => ({
    url: '/app/devices',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
    payload: { pushToken: 'net-sample-push-token', platform: 'android', appVersion: '4.2.0' },
  }),
  'DELETE /app/devices': (ids) => ({
    url: '/app/devices',
    headers: { authorization: `Bearer ${ids.appTokenA}` },
    payload: { pushToken: 'net-sample-push-token' },
  }),
  'DELETE /app/session': (ids, actor) => ({
    url: '/app/session',
    headers: { authorization: `Bearer ${ids.signOutTokens[actor]}` },
  }),
  'DELETE /user/mobile-users/{userID}/app-sessions': (ids) => ({
    url: `/user/mobile-users/${ids.userSignedOut}/app-sessions`,
    owner: 'channelA',
  }),
  'DELETE /user/mobile-users/{userID}': (ids) => ({
    url: `/user/mobile-users/${ids.userElsewhere}`,
    owner: 'acme',
  }),
  'POST /user/mobile-users/toggleIM/{userID}/{state}': (ids) => ({
    url: `/user/mobile-users/toggleIM/${ids.userA}/0`,
    owner: 'channelA',
  }),
  'POST /user/mobile-users/download-csv': () => ({
    url: '/user/mobile-users/download-csv',
    payload: {},
  }),
  'POST /user/mobile-users/download-message-audit': (ids) => ({
    url: '/user/mobile-users/download-message-audit',
    payload: { messageId: ids.messageA },
    owner: 'channelA',
  }),
  'POST /user/upload': () => ({ ...csvImport(), url: '/user/upload?dryRun=true' }),
  'POST /user/upload/delete': () => ({
    url: '/user/upload/delete',
    payload: { userid: 'no-such-member' },
  }),
  'POST /user/union-active/get-users-list': () => ({
    url: '/user/union-active/get-users-list',
    payload: {},
  }),
  'POST /user/union-active/sync': () => ({ url: '/user/union-active/sync', payload: {} }),
  'POST /user/mobile-users/ua-check': () => ({ url: '/user/mobile-users/ua-check', payload: {} }),
  'POST /user/mobile-users/create': (_ids, actor) => ({
    url: '/user/mobile-users/create',
    payload: { email: `net.${actor}@members.test`, firstname: 'Net', lastname: actor },
  }),
  // The path names what the console sends; the scope decides whose channels come back.
  'GET /content-provider/{companyId}': () => ({ url: '/content-provider/acme?noCount=true' }),
  // Channel pricing: bundles add rows; the plan change replays one key after its first success.
  'GET /content-provider/pricing/{id}': (ids) => ({
    url: `/content-provider/pricing/${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /content-provider/ledger/{id}': (ids) => ({
    url: `/content-provider/ledger/${ids.channelA}?limit=10&offset=0`,
    owner: 'channelA',
  }),
  'PUT /content-provider/update/appusers/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/appusers/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/offapptextcredits/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/offapptextcredits/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/appusers/free-purchase/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/appusers/free-purchase/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/offapptextcredits/free-purchase/{channelId}/{bundles}': (ids) => ({
    url: `/content-provider/update/offapptextcredits/free-purchase/${ids.channelA}/1`,
    payload: {},
    owner: 'channelA',
  }),
  'PUT /content-provider/update/updatepriceplan/{channelId}/{plan}': (ids) => ({
    url: `/content-provider/update/updatepriceplan/${ids.channelA}/enterprise`,
    payload: { idempotencyKey: 'net-plan-enterprise' },
    owner: 'channelA',
  }),
  'GET /content-provider/by-user-id/{id}': (ids) => ({
    url: `/content-provider/by-user-id/${ids.channelAdminA}`,
    owner: 'channelA',
  }),
  'GET /content-provider/item/{id}': (ids) => ({
    url: `/content-provider/item/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /content-provider': (_ids, actor) => ({
    ...form({ data: JSON.stringify({ clientName: `Net channel ${actor}` }) }, CHANNEL_IMAGE),
    url: '/content-provider',
  }),
  'PUT /content-provider/{id}': (ids) => ({
    ...form({ data: JSON.stringify({ contactName: 'Demo Contact' }) }, CHANNEL_IMAGE),
    url: `/content-provider/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /content-provider/update/{id}': (ids) => ({
    url: `/content-provider/update/${ids.channelA}`,
    payload: { contactName: 'Demo Contact' },
    owner: 'channelA',
  }),
  'POST /content-provider/duplicate': (ids, actor) => ({
    url: '/content-provider/duplicate',
    payload: { id: ids.channelA, clientName: `Net copy ${actor}` },
    owner: 'channelA',
  }),
  'PUT /content-provider/status/{id}': (ids) => ({
    url: `/content-provider/status/${ids.channelA}`,
    payload: { status: 1 },
    owner: 'channelA',
  }),
  // Channel A is active and has followers: the delete is refused (409), never done.
  'DELETE /content-provider/{id}': (ids) => ({
    url: `/content-provider/${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /user/groups/': () => ({ url: '/user/groups/' }),
  'POST /user/groups/': (_ids, actor) => ({
    url: '/user/groups/',
    payload: { name: `Net ${actor}`, description: 'From the\naccess matrix' },
  }),
  'GET /user/groups/{cpId}/0': (ids) => ({
    url: `/user/groups/${ids.channelA}/0`,
    owner: 'channelA',
  }),
  'GET /user/groups/{id}': (ids) => ({ url: `/user/groups/${ids.groupA}`, owner: 'channelA' }),
  'PUT /user/groups/{id}': (ids) => ({
    url: `/user/groups/${ids.groupA}`,
    payload: { name: 'Night shift', description: 'Nights' },
    owner: 'channelA',
  }),
  'DELETE /user/groups/{id}': (ids) => ({ url: `/user/groups/${ids.groupA}`, owner: 'channelA' }),
  'POST /user/groups/bulk-manage-users': (ids) => ({
    url: '/user/groups/bulk-manage-users',
    payload: { groupId: ids.groupA, action: 'add', userIds: [ids.userA] },
    owner: 'channelA',
  }),
  'GET /api/chat/getUsersMessageList': () => ({
    url: '/api/chat/getUsersMessageList?skipAmount=0&limitAmount=20',
  }),
  'POST /api/chat/setConversationReadByParticipant': (ids) => ({
    url: '/api/chat/setConversationReadByParticipant',
    payload: { chatMessageID: ids.conversationA },
    owner: 'channelA',
  }),
  'GET /user/mobile-users/download-conversation-audit': (ids) => ({
    url: `/user/mobile-users/download-conversation-audit?chatMessageID=${ids.conversationA}&count=50`,
    owner: 'channelA',
  }),
  'POST /messages/audience': (ids) => ({
    url: '/messages/audience',
    payload: { cpId: ids.channelA, device: 'all', audience: { kind: 'all' } },
    owner: 'channelA',
  }),
  'POST /messages/': (ids) => ({ url: '/messages/', payload: message(ids), owner: 'channelA' }),
  'POST /messages/file': (ids) => ({
    ...withFile(message(ids)),
    url: '/messages/file',
    owner: 'channelA',
  }),
  'POST /messages/schedule': (ids) => ({
    url: '/messages/schedule',
    payload: schedule(ids),
    owner: 'channelA',
  }),
  'POST /messages/schedule/file': (ids) => ({
    ...withFile(schedule(ids)),
    url: '/messages/schedule/file',
    owner: 'channelA',
  }),
  'GET /messages/{cpId}': () => ({ url: '/messages/all?offset=0&limit=20' }),
  'GET /messages/senders/{cpId}': () => ({ url: '/messages/senders/all' }),
  'GET /messages/{companyId}/message/{id}': (ids) => ({
    url: `/messages/acme/message/${ids.messageA}?limit=10&offset=0`,
    owner: 'channelA',
  }),
  'GET /messages/{companyId}/message/{id}/board': (ids) => ({
    url: `/messages/acme/message/${ids.messageA}/board`,
    owner: 'channelA',
  }),
  'GET /messages/{companyId}/message/{id}/board/people': (ids) => ({
    url: `/messages/acme/message/${ids.messageA}/board/people?state=unconfirmed&limit=20`,
    owner: 'channelA',
  }),
  'GET /message/delivery/{messageId}': (ids) => ({
    url: `/message/delivery/${ids.messageA}`,
    owner: 'channelA',
  }),
  'POST /messages/{id}/follow-up': (ids) => ({
    url: `/messages/${ids.messageA}/follow-up`,
    payload: { title: 'Net follow-up', push_message: 'Please confirm' },
    owner: 'channelA',
  }),
  'DELETE /messages/{id}': (ids) => ({ url: `/messages/${ids.messageA}`, owner: 'channelA' }),
  'DELETE /messages/file/upload/{id}': () => ({
    url: '/messages/file/upload/00000000-0000-4000-8000-000000000001',
  }),
  'POST /messages/campaign/{companyId}': () => ({
    url: '/messages/campaign/acme',
    payload: campaign,
  }),
  'GET /messages/campaigns/{companyId}': () => ({ url: '/messages/campaigns/acme' }),
  'GET /messages/campaign/{id}': (ids) => ({
    url: `/messages/campaign/${ids.campaign}`,
    owner: 'acme',
  }),
  'PUT /messages/campaign/{id}/{companyId}': (ids) => ({
    url: `/messages/campaign/${ids.campaign}/acme`,
    payload: campaign,
    owner: 'acme',
  }),
  'DELETE /messages/campaign/{id}': (ids) => ({
    url: `/messages/campaign/${ids.campaign}`,
    owner: 'acme',
  }),
  'POST /messages/sequence': () => ({ url: '/messages/sequence', payload: sequenceStep }),
  'POST /messages/sequence/file': () => ({
    ...withFile(sequenceStep),
    url: '/messages/sequence/file',
  }),
  'GET /messages/sequence/{cpId}': (ids) => ({
    url: `/messages/sequence/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /messages/sequence/{id}': (ids) => ({
    url: `/messages/sequence/${ids.sequenceStep}`,
    payload: sequenceStep,
    owner: 'channelA',
  }),
  'DELETE /messages/sequence/{id}': (ids) => ({
    url: `/messages/sequence/${ids.sequenceStep}`,
    owner: 'channelA',
  }),
  'GET /api/channel/sms/{id}': (ids) => ({ url: `/api/channel/sms/${ids.receiptA}` }),
  'GET /api/channel/pushcast/{id}': (ids) => ({ url: `/api/channel/pushcast/${ids.receiptA}` }),
  'GET /api/channel/sms/update/status/{id}': (ids) => ({
    url: `/api/channel/sms/update/status/${ids.receiptA}`,
  }),
  'GET /api/channel/sms/update/read-response/{id}': (ids) => ({
    url: `/api/channel/sms/update/read-response/${ids.receiptA}`,
  }),
  'POST /api/channel/sms/update/feedback/{id}': (ids) => ({
    url: `/api/channel/sms/update/feedback/${ids.receiptA}`,
    payload: { feedback: 1 },
  }),
  'GET /api/channel/file/{id}': (ids) => ({ url: `/api/channel/file/${ids.receiptA}` }),

  // ---- Organisations, company settings and branding images ----
  'GET /company/number/last_company_number': () => ({
    url: '/company/number/last_company_number',
  }),
  'GET /company/{id}': () => ({ url: '/company/acme', owner: 'acme' }),
  'POST /company': (_ids, actor) => ({
    ...form(
      { data: JSON.stringify({ companyID: `net-${actor.toLowerCase()}`, name: 'Net' }) },
      {
        ...LOGO_FILE,
      },
    ),
    url: '/company',
  }),
  'PUT /company/{id}': () => ({
    ...form({ data: JSON.stringify({ name: 'Acme Workers Union' }) }, LOGO_FILE),
    url: '/company/acme',
    owner: 'acme',
  }),
  'PUT /company/status/{id}': () => ({
    url: '/company/status/acme',
    payload: { status: 1 },
    owner: 'acme',
  }),
  // acme is active and has data: the platform admin's delete is refused (409), never done.
  'DELETE /company/{id}': () => ({ url: '/company/acme', owner: 'acme' }),
  'GET /company-settings/{id}': () => ({ url: '/company-settings/acme', owner: 'acme' }),
  'POST /company-settings': () => ({
    ...form({ data: JSON.stringify({ maintenance: false }) }, LOGO_FILE),
    url: '/company-settings',
  }),
  'PUT /company-settings/featured-links': () => ({
    ...brandingBody({ featuredLinks: [{ name: 'Help', url: 'https://example.com/help' }] }),
    url: '/company-settings/featured-links',
  }),
  'GET /delivery-rules': () => ({ url: '/delivery-rules' }),
  'PUT /delivery-rules': () => ({
    url: '/delivery-rules',
    payload: { timeZone: 'America/Los_Angeles', quietHours: null, frequencyCap: null },
  }),
  'GET /files/{id}': (ids) => ({ url: `/files/${ids.logoFile}` }),
  // ---- Channel catalogues (the writes set acme's rows to what they hold) ----
  'GET /content-provider/categories/{id}': () => ({ url: '/content-provider/categories/acme' }),
  'GET /content-provider/categories/category/{id}': (ids) => ({
    url: `/content-provider/categories/category/${ids.cpCategory}`,
    owner: 'acme',
  }),
  'POST /content-provider/categories': (_ids, actor) => ({
    ...form(
      { data: JSON.stringify({ name: `Net ${actor}`, description: 'From the\naccess matrix' }) },
      LOGO_FILE,
    ),
    url: '/content-provider/categories',
  }),
  'PUT /content-provider/categories/category/{id}': (ids) => ({
    ...form(
      { data: JSON.stringify({ name: 'News', description: 'Union news and bargaining updates.' }) },
      LOGO_FILE,
    ),
    url: `/content-provider/categories/category/${ids.cpCategory}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/categories/category/{id}': (ids) => ({
    url: `/content-provider/categories/category/${ids.cpCategory}`,
    owner: 'acme',
  }),
  'PUT /content-provider/categories/category/group/{id}': (ids) => ({
    url: `/content-provider/categories/category/group/${ids.cpCategory}`,
    payload: { groupId: ids.cpGroup },
    owner: 'acme',
  }),
  'GET /content-provider/types/{id}': () => ({ url: '/content-provider/types/acme' }),
  'GET /content-provider/types/type/{id}': (ids) => ({
    url: `/content-provider/types/type/${ids.cpType}`,
    owner: 'acme',
  }),
  'POST /content-provider/types': (_ids, actor) => ({
    ...form({ data: JSON.stringify({ name: `Net ${actor}` }) }, LOGO_FILE),
    url: '/content-provider/types',
  }),
  'PUT /content-provider/types/type/{id}': (ids) => ({
    ...form(
      { data: JSON.stringify({ name: 'Newsletter', description: 'A weekly written digest.' }) },
      LOGO_FILE,
    ),
    url: `/content-provider/types/type/${ids.cpType}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/types/type/{id}': (ids) => ({
    url: `/content-provider/types/type/${ids.cpType}`,
    owner: 'acme',
  }),
  'GET /content-provider/types/cpByType/{id}': (ids) => ({
    url: `/content-provider/types/cpByType/${ids.cpType}`,
    owner: 'acme',
  }),
  'GET /content-provider/groups/{id}': () => ({ url: '/content-provider/groups/acme' }),
  'GET /content-provider/groups/group/{id}': (ids) => ({
    url: `/content-provider/groups/group/${ids.cpGroup}`,
    owner: 'acme',
  }),
  'POST /content-provider/groups': (_ids, actor) => ({
    ...form({ data: JSON.stringify({ name: `Net ${actor}` }) }, LOGO_FILE),
    url: '/content-provider/groups',
  }),
  'PUT /content-provider/groups/group/{id}': (ids) => ({
    ...form(
      {
        data: JSON.stringify({
          name: 'Member services',
          description: 'Channels members turn to for news and help.',
        }),
      },
      LOGO_FILE,
    ),
    url: `/content-provider/groups/group/${ids.cpGroup}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/groups/group/{id}': (ids) => ({
    url: `/content-provider/groups/group/${ids.cpGroup}`,
    owner: 'acme',
  }),
  'GET /content-provider/union-type/{id}': () => ({ url: '/content-provider/union-type/acme' }),
  'GET /content-provider/union-type/type/{id}': (ids) => ({
    url: `/content-provider/union-type/type/${ids.unionType}`,
    owner: 'acme',
  }),
  'POST /content-provider/union-type': (_ids, actor) => ({
    url: '/content-provider/union-type',
    payload: { name: `Net ${actor}`, description: 'From the\naccess matrix' },
  }),
  'PUT /content-provider/union-type/type/{id}': (ids) => ({
    url: `/content-provider/union-type/type/${ids.unionType}`,
    payload: { name: 'Industrial union', description: 'Every worker of one industry.' },
    owner: 'acme',
  }),
  'DELETE /content-provider/union-type/type/{id}': (ids) => ({
    url: `/content-provider/union-type/type/${ids.unionType}`,
    owner: 'acme',
  }),
  'DELETE /content-provider/union-type/{id}': (ids) => ({
    url: `/content-provider/union-type/${ids.unionType}`,
    owner: 'acme',
  }),
  // ---- Member-benefit packages ----
  'GET /content-provider/packages/{id}': () => ({ url: '/content-provider/packages/acme' }),
  'GET /content-provider/packages/package/{id}': (ids) => ({
    url: `/content-provider/packages/package/${ids.benefitPackage}`,
    owner: 'acme',
  }),
  'POST /content-provider/packages': (_ids, actor) => ({
    url: '/content-provider/packages',
    payload: { package_name: `Net ${actor}`, benefits_description: 'From the\naccess matrix' },
  }),
  'PUT /content-provider/packages/package/{id}': (ids) => ({
    url: `/content-provider/packages/package/${ids.benefitPackage}`,
    payload: {
      package_name: 'Essential',
      benefits_description:
        'Legal advice line during office hours, member discounts at partner stores and the quarterly magazine.',
    },
    owner: 'acme',
  }),
  'DELETE /content-provider/packages/{id}': (ids) => ({
    url: `/content-provider/packages/${ids.benefitPackage}`,
    owner: 'acme',
  }),
  // ---- Billing: price plans, products, subscriptions ----
  'GET /price_plans/{id}': () => ({ url: '/price_plans/acme' }),
  'GET /price_plans/plan/{id}': (ids) => ({ url: `/price_plans/plan/${ids.pricePlan}` }),
  'POST /price_plans': (_ids, actor) => ({
    url: '/price_plans',
    payload: pricePlan(`net-${actor}`),
  }),
  'PUT /price_plans/{id}': (ids) => ({
    url: `/price_plans/${ids.pricePlan}`,
    payload: { ...pricePlan('free'), name: 'Free', amount: 0 },
  }),
  'DELETE /price_plans/{id}': (ids) => ({ url: `/price_plans/${ids.pricePlan}` }),
  'GET /products/{id}': () => ({ url: '/products/acme' }),
  'GET /products/item/{id}': (ids) => ({ url: `/products/item/${ids.product}`, owner: 'acme' }),
  'POST /products': (_ids, actor) => ({ url: '/products', payload: product(`Net ${actor}`) }),
  'PUT /products/{id}': (ids) => ({
    url: `/products/${ids.product}`,
    payload: product('Member app'),
    owner: 'acme',
  }),
  'DELETE /products/{id}': (ids) => ({ url: `/products/${ids.product}`, owner: 'acme' }),
  'GET /subscriptions/{id}': () => ({ url: '/subscriptions/acme?status=active' }),
  'GET /subscriptions/cancel/{id}': (ids) => ({
    url: `/subscriptions/cancel/${ids.subscription}`,
    owner: 'acme',
  }),
  'GET /user/subscription': () => ({ url: '/user/subscription' }),
  'GET /user/subscription/userid/items': (ids) => ({
    url: `/user/subscription/userid/items?subscriptionID=${ids.subscription}`,
    owner: 'acme',
  }),
  'GET /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    owner: 'acme',
  }),
  'POST /user/subscription': (ids) => ({
    url: '/user/subscription',
    payload: {
      productID: ids.product,
      contactName: 'Net Contact',
      clientName: 'Net Client',
      email: 'net@example.com',
    },
    owner: 'acme',
  }),
  'PUT /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    payload: { contactName: 'Dana Whitfield', clientName: 'Acme Local 12', email: 'd@example.com' },
    owner: 'acme',
  }),
  'DELETE /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    owner: 'acme',
  }),
  'POST /user/subscription/{id}': (ids) => ({
    url: `/user/subscription/${ids.subscription}`,
    payload: {},
    owner: 'acme',
  }),
  'PUT /user/subscription': () => ({
    url: '/user/subscription',
    payload: { name: 'Net billing', email: 'billing@example.com' },
  }),
  'DELETE /user/subscription': () => ({ url: '/user/subscription' }),
  // ---- Card payments on Stripe ----
  'GET /payments/stripe/settings': () => ({ url: '/payments/stripe/settings' }),
  // A key of the wrong shape: a stored key would send every later billing call of acme to a
  // Stripe this test cannot reach.
  'PUT /payments/stripe/settings': () => ({
    url: '/payments/stripe/settings',
    payload: { secretKey: 'pk_test_NotASecretKey1' },
  }),
  'DELETE /payments/stripe/settings': () => ({ url: '/payments/stripe/settings' }),
  'POST /payments/stripe/settings/test': () => ({ url: '/payments/stripe/settings/test' }),
  'POST /payments/stripe/webhook/{token}': () => ({
    url: '/payments/stripe/webhook/no-such-webhook-token',
    payload: { id: 'evt_net', type: 'invoice.paid' },
    headers: { 'stripe-signature': 't=1,v1=00' },
  }),
  // ---- Union links and screen banners (channel A's) ----
  'GET /union-link/{id}': () => ({ url: '/union-link/acme' }),
  'GET /union-link/link/{id}': (ids) => ({
    url: `/union-link/link/${ids.unionLink}`,
    owner: 'acme',
  }),
  'POST /union-link': (_ids, actor) => ({
    url: '/union-link',
    payload: {
      unionLink_name: `Net ${actor}`,
      url: 'https://example.com/net',
      benefits_description: 'From the\naccess matrix',
    },
  }),
  'PUT /union-link/link/{id}': (ids) => ({
    url: `/union-link/link/${ids.unionLink}`,
    payload: {
      unionLink_name: 'Annual conference',
      url: 'https://example.com/acme/conference',
      benefits_description: 'Programme, venue and registration.',
    },
    owner: 'acme',
  }),
  'DELETE /union-link/{id}': (ids) => ({ url: `/union-link/${ids.unionLink}`, owner: 'acme' }),
  'GET /union-link/linktype/{id}': (ids) => ({
    url: `/union-link/linktype/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /union-link/linktype/{id}': (ids, actor) => ({
    ...form({ data: JSON.stringify({ name: `Net ${actor}` }) }, BANNER_FILE),
    url: `/union-link/linktype/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /union-link/linktype/{id}': (ids) => ({
    ...form({ data: JSON.stringify({ name: 'Member benefits' }) }, BANNER_FILE),
    url: `/union-link/linktype/${ids.linkTypesA[0] ?? ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /union-link/linktype/order/{id}': (ids) => ({
    url: `/union-link/linktype/order/${ids.channelA}`,
    payload: { linkTypeData: [...ids.linkTypesA].reverse() },
    owner: 'channelA',
  }),
  'DELETE /union-link/linktype/{id}': (ids) => ({
    url: `/union-link/linktype/${ids.linkTypesA[0] ?? ids.channelA}`,
    owner: 'channelA',
  }),
  // ---- Uploads ----
  'POST /upload': (ids, actor) => ({
    ...form({ kind: 'audio', title: `Net ${actor}`, channel: ids.channelA }, WAV_FILE),
    url: '/upload',
    owner: 'channelA',
  }),
  'GET /upload': () => ({ url: '/upload?type=audio&limit=10' }),
  'GET /upload/{id}': (ids) => ({ url: `/upload/${ids.uploadA}`, owner: 'channelA' }),
  'GET /upload/{id}/content': (ids) => ({
    url: `/upload/${ids.uploadA}/content`,
    headers: { range: 'bytes=0-99' },
    owner: 'channelA',
  }),
  // Public: the signature stands for the reader, so any caller with the link plays the file.
  'GET /upload/{id}/play': (ids) => ({
    url: createPlaybackSigner(TEST_SECRET).urlFor(ids.uploadA),
    headers: { range: 'bytes=0-99' },
  }),
  'PUT /upload/{id}': (ids) => ({
    url: `/upload/${ids.uploadA}`,
    payload: { title: 'Sample tone', description: 'Checked by the access matrix' },
    owner: 'channelA',
  }),
  'DELETE /upload/{id}': (ids) => ({ url: `/upload/${ids.uploadA}`, owner: 'channelA' }),
  // ---- Channel settings ----
  'GET /settings/channel/usergroups/group-field/{id}': (ids) => ({
    url: `/settings/channel/usergroups/group-field/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /settings/channel/usergroups/group-field': (ids) => ({
    url: '/settings/channel/usergroups/group-field',
    payload: { contentProviderID: ids.channelA, groupIds: [ids.groupA] },
    owner: 'channelA',
  }),
  'POST /settings/channel/pre-approval': (ids, actor) => ({
    url: '/settings/channel/pre-approval',
    payload: { contentProviderID: ids.channelA, email: `net.${actor.toLowerCase()}@example.com` },
    owner: 'channelA',
  }),
  'GET /settings/channel/pre-approval/{id}': (ids) => ({
    url: `/settings/channel/pre-approval/${ids.channelA}`,
    owner: 'channelA',
  }),
  'DELETE /settings/channel/pre-approval/{id}': (ids) => ({
    url: `/settings/channel/pre-approval/${ids.preApproval}`,
    owner: 'channelA',
  }),
  'PUT /settings/union-active/pre-approval': () => ({
    url: '/settings/union-active/pre-approval',
    payload: { enabled: false },
  }),
  // ---- App settings and the published configuration ----
  'GET /settings/all/company/{id}': () => ({ url: '/settings/all/company/acme', owner: 'acme' }),
  'GET /settings/{name}/params/{param}/{cpId}/{companyId}': (ids) => ({
    url: `/settings/color-selection/params/primary/${ids.channelA}/acme`,
    owner: 'channelA',
  }),
  'GET /settings/{name}/{cpId}': (ids) => ({
    url: `/settings/home-screen-layout/${ids.channelA}`,
    owner: 'channelA',
  }),
  'POST /settings/{name}': (ids) => ({
    url: '/settings/display-format',
    payload: {
      contentProviderID: ids.channelA,
      value: { dateFormat: 'MM/DD/YYYY', timeFormat: '12h', textSize: 'medium', theme: 'light' },
    },
    owner: 'channelA',
  }),
  'DELETE /settings/auto-phone-number/{id}': (ids) => ({
    url: `/settings/auto-phone-number/${ids.autoPhoneNumberA}`,
    owner: 'channelA',
  }),
  'GET /settings/custom-fields/cp-custom-fields/{id}': (ids) => ({
    url: `/settings/custom-fields/cp-custom-fields/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /settings/channel/{cpId}': (ids) => ({
    url: `/settings/channel/${ids.channelA}`,
    payload: { settings: { tags: { tags: ['Stewards', 'Retirees'] } } },
    owner: 'channelA',
  }),
  'POST /settings/channel/pushcast/setting': (ids) => ({
    url: '/settings/channel/pushcast/setting',
    payload: {
      contentProviderID: ids.channelA,
      allowPushcastEmail: true,
      requireEmailVerificationForPushcast: false,
    },
    owner: 'channelA',
  }),
  'GET /settings/external-apis/all-apis': () => ({ url: '/settings/external-apis/all-apis' }),
  'GET /settings/app-config/{level}': (ids) => ({
    url: `/settings/app-config/${ids.channelA}`,
    owner: 'channelA',
  }),
  'GET /settings/app-config/{level}/versions': (ids) => ({
    url: `/settings/app-config/${ids.channelA}/versions`,
    owner: 'channelA',
  }),
  'POST /settings/app-config/{level}/publish': (ids) => ({
    url: `/settings/app-config/${ids.channelA}/publish`,
    owner: 'channelA',
  }),
  'POST /settings/app-config/{level}/versions/{version}/restore': (ids) => ({
    url: `/settings/app-config/${ids.channelA}/versions/1/restore`,
    owner: 'channelA',
  }),
  'GET /app-config/{companyID}': () => ({ url: '/app-config/acme' }),
  'GET /app-config/{companyID}/{cpId}': (ids) => ({ url: `/app-config/acme/${ids.channelA}` }),
  // Admins and roles. The writes name an admin no actor signs in as, and change nothing
  // that matters to the cells after them; the deletes run last.
  'GET /user/admins': () => ({ url: '/user/admins?status=all&search=a&sort=email&page=1' }),
  'GET /user/admins/{id}': () => ({ url: '/user/admins/acme?status=active', owner: 'acme' }),
  'GET /user/admins/admin/{id}': (ids) => ({
    url: `/user/admins/admin/${ids.adminOfAcme}`,
    owner: 'acme',
  }),
  'POST /user/admins': (_ids, actor) => ({
    url: '/user/admins',
    payload: {
      firstname: 'Net',
      lastname: actor,
      email: `net-${actor.toLowerCase()}@example.com`,
      userGroup: 4,
      companyID: 'acme',
    },
  }),
  'PUT /user/admins/{id}': (ids) => ({
    url: `/user/admins/${ids.adminOfAcme}`,
    payload: { profile: { phone: '+1 555 0100' } },
    owner: 'acme',
  }),
  'POST /user/admins/{id}/invitation': (ids) => ({
    url: `/user/admins/${ids.adminOfAcme}/invitation`,
    owner: 'acme',
  }),
  'DELETE /user/admins/{id}': (ids) => ({ url: `/user/admins/${ids.adminOfAcme}`, owner: 'acme' }),
  'GET /user/roles': () => ({ url: '/user/roles' }),
  'GET /user/roles/users/admin': () => ({ url: '/user/roles/users/admin' }),
  'GET /user/roles/{id}': (ids) => ({ url: `/user/roles/${ids.roleOfAcme}`, owner: 'acme' }),
  'POST /user/roles': (_ids, actor) => ({
    url: '/user/roles',
    payload: { name: `Net ${actor}`, description: 'From the\naccess matrix', keys: ['messages'] },
  }),
  'PUT /user/roles/{id}': (ids) => ({
    url: `/user/roles/${ids.roleOfAcme}`,
    payload: {
      name: 'Content editor',
      description: 'Sends messages, publishes links and uploads content.',
      keys: ['messages', 'audioManager', 'unionLinks'],
    },
    owner: 'acme',
  }),
  'DELETE /user/roles/{id}': (ids) => ({ url: `/user/roles/${ids.roleOfAcme}`, owner: 'acme' }),
  'POST /user/set-role': (ids) => ({
    url: '/user/set-role',
    payload: { adminID: ids.adminOfAcme, role: { roleID: 'company-admin' } },
    owner: 'acme',
  }),
  'GET /user/set-role/{id}': (ids) => ({ url: `/user/set-role/${ids.adminOfAcme}`, owner: 'acme' }),
  'PUT /user/set-role/{id}': (ids) => ({
    url: `/user/set-role/${ids.adminOfAcme}`,
    payload: { role: { roleID: 'company-admin' } },
    owner: 'acme',
  }),
  // --- The audit log ---
  'GET /audit-log': () => ({ url: '/audit-log?limit=10&targetType=userGroup' }),
  'GET /audit-log/people': () => ({ url: '/audit-log/people' }),
  'GET /audit-log/csv': () => ({ url: '/audit-log/csv?method=POST' }),
  // ---- App builds: replica builds, auxiliary builds, provisioning ----
  'GET /settings/replica-builds/all/company/{id}': () => ({
    url: '/settings/replica-builds/all/company/acme',
  }),
  'GET /settings/replica-builds/params/id/{id}': (ids) => ({
    url: `/settings/replica-builds/params/id/${ids.replicaBuild}`,
    owner: 'acme',
  }),
  'PUT /settings/replica-builds/update/params/id/{id}': (ids) => ({
    ...form({ data: JSON.stringify({ name: 'Acme Members', iosVersion: '4.2.0' }) }, ICON_FILE),
    url: `/settings/replica-builds/update/params/id/${ids.replicaBuild}`,
    owner: 'acme',
  }),
  'PUT /settings/channel/replica/build': (_ids, actor) => ({
    ...form(
      { data: JSON.stringify({ name: `Net ${actor}`, webAPIKey: 'net-key-1234' }) },
      ICON_FILE,
    ),
    url: '/settings/channel/replica/build',
  }),
  'GET /settings/auxiliary-builds/all/company/{id}': () => ({
    url: '/settings/auxiliary-builds/all/company/acme',
  }),
  'POST /settings/auxiliary-builds': (_ids, actor) => ({
    ...form(
      {
        data: JSON.stringify({
          appName: `Net ${actor}`,
          purpose: 'From the\naccess matrix',
          platforms: ['ios'],
          iosBundleId: 'org.example.net',
          contactName: 'Net Check',
          contactEmail: 'net@example.com',
        }),
      },
      ICON_FILE,
    ),
    url: '/settings/auxiliary-builds',
  }),
  'PUT /settings/auxiliary-builds/status/{id}': (ids) => ({
    url: `/settings/auxiliary-builds/status/${ids.auxiliaryBuild}`,
    payload: { status: 'submitted' },
    owner: 'acme',
  }),
  'POST /public/provision/{companyID}': (_ids, actor) => ({
    ...form(
      {
        data: JSON.stringify({
          organizationName: `Net ${actor}`,
          appName: 'Net App',
          platforms: ['android'],
          androidPackage: 'org.example.net',
          contactName: 'Net Check',
          contactEmail: 'net@example.com',
        }),
      },
      ICON_FILE,
    ),
    url: '/public/provision/acme',
  }),
  'GET /settings/provisioning/all/company/{id}': () => ({
    url: '/settings/provisioning/all/company/acme',
  }),
  'PUT /settings/provisioning/status/{id}': (ids) => ({
    url: `/settings/provisioning/status/${ids.provisioningRequest}`,
    payload: { status: 'in_progress' },
    owner: 'acme',
  }),
  // ---- Sign-up: SMS links, the deep link, the sending email, the app links page ----
  'POST /user/register/sms': (ids) => ({
    url: '/user/register/sms',
    payload: { userIds: [ids.userA] },
    owner: 'channelA',
  }),
  'GET /api/user/register/invite/{type}': () => ({
    url: `/api/user/register/invite/sms?token=${'n'.repeat(43)}`,
  }),
  'POST /api/user/register/invite/{type}': () => ({
    url: `/api/user/register/invite/sms?token=${'n'.repeat(43)}`,
    payload: { firstName: 'Net', lastName: 'Check', email: 'net@example.com', zipcode: '94110' },
  }),
  'GET /api/user/register/deepLinkInsteadOfSms': () => ({
    url: '/api/user/register/deepLinkInsteadOfSms?company=acme',
  }),
  'GET /company/sending-email': () => ({ url: '/company/sending-email' }),
  'PUT /company/sending-email': () => ({
    url: '/company/sending-email',
    payload: { email: 'net@example.com' },
  }),
  'POST /public/verify-sending-email/{companyID}/{messageID}': () => ({
    url: '/public/verify-sending-email/acme/00000000-0000-4000-8000-000000000000',
  }),
  'GET /public/app-links/{companyID}': () => ({ url: '/public/app-links/acme' }),
  // ---- Invitation links (the revoke and rotate leave the seeded active link alone) ----
  'GET /invitation-links': (ids) => ({ url: `/invitation-links?channelID=${ids.channelA}` }),
  'GET /invitation-links/funnel': (ids) => ({
    url: `/invitation-links/funnel?channelID=${ids.channelA}`,
  }),
  'GET /invitation-links/funnel.csv': (ids) => ({
    url: `/invitation-links/funnel.csv?channelID=${ids.channelA}`,
  }),
  'POST /invitation-links': (ids) => ({
    url: '/invitation-links',
    payload: { channelID: ids.channelA, validDays: 7, maxUses: 3 },
    owner: 'channelA',
  }),
  'POST /invitation-links/{id}/revoke': (ids) => ({
    url: `/invitation-links/${ids.invitationLinkA}/revoke`,
    owner: 'channelA',
  }),
  'POST /invitation-links/{id}/rotate': (ids) => ({
    url: `/invitation-links/${ids.invitationLinkA}/rotate`,
    owner: 'channelA',
  }),
  'GET /invitation-links/{id}/qr.{format}': (ids) => ({
    url: `/invitation-links/${ids.invitationLinkA}/qr.svg`,
    owner: 'channelA',
  }),
  'GET /api/user/register/channel/{id}': () => ({
    url: `/api/user/register/channel/${DEMO_INVITATION_TOKENS.active}?companyID=acme`,
  }),
  'POST /api/user/register/invite': (_ids, actor) => ({
    url: '/api/user/register/invite',
    payload: inviteRegistration(`net-invite-${actor.toLowerCase()}@example.com`),
  }),
  'POST /user/register/': (_ids, actor) => ({
    url: '/user/register/',
    payload: inviteRegistration(`net-register-${actor.toLowerCase()}@example.com`),
  }),
  'GET /api/user/register/invite/confirm/web/{token}': () => ({
    url: '/api/user/register/invite/confirm/web/not-a-confirmation-link',
  }),
  // ---- The development mailbox ----
  'GET /mailbox': () => ({ url: '/mailbox?kind=all&search=acme&limit=5' }),
  // Public, answered to the holder of the data folder's key (npm run outbox).
  'GET /mailbox/local': () => ({
    url: '/mailbox/local?kind=text&limit=5',
    headers: { 'x-mailbox-key': TEST_MAILBOX_KEY },
  }),
};

export function sampleFor(route: string, ids: SampleIds, actor: Actor): SampleRequest {
  const sample = ROUTE_SAMPLES[route];
  if (!sample)
    throw new Error(`no sample request for ${route}: add one to tests/api/net/routeSamples.ts`);
  return sample(ids, actor);
}
