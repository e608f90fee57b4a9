import { randomUUID } from 'node:crypto';
import { DEMO_INVITATION_TOKENS } from '../../server/db/seed/invitations';
import type { Actor, SampleIds } from './routeSampleIds';

/**
 * The request each GET route of the OpenAPI document is timed with, for an actor. A route
 * missing here fails the bench, so a new route cannot be left out of it. A route an actor may
 * not call is still timed: its refusal should be as quick as any answer.
 */
export function sampleGet(
  path: string,
  actor: Actor,
  ids: SampleIds,
  userGroupOf: Record<Actor, number>,
): string {
  const groupOfActor = actor === 'channel' ? ids.channelGroup : ids.largestGroup;
  // The funnel over its longest range, a year up to today.
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const samples: Record<string, string> = {
    '/user/forgot-password/{token}': '/user/forgot-password/not-a-real-token',
    '/user/reset-password/id/{id}': '/user/reset-password/id/not-a-real-token',
    '/user/profile': '/user/profile',
    '/user/two-factor': '/user/two-factor',
    '/user/passkeys': '/user/passkeys',
    '/user/dashboard/{companyID}/{userGroup}': `/user/dashboard/acme/${userGroupOf[actor]}`,
    '/public/company/{id}': '/public/company/acme',
    '/company': '/company',
    '/content-provider/{companyId}': '/content-provider/acme',
    '/content-provider/pricing/{id}': `/content-provider/pricing/${ids.channelOfChannelAdmin}`,
    '/content-provider/ledger/{id}': `/content-provider/ledger/${ids.channelOfChannelAdmin}?limit=10&offset=0`,
    '/content-provider/item/{id}': `/content-provider/item/${ids.channelOfChannelAdmin}`,
    // A company admin has no channel of its own: timed answering 404 for the others.
    '/content-provider/by-user-id/{id}': `/content-provider/by-user-id/${ids.adminOfAcme}`,
    '/settings/menu-color/{cpId}': `/settings/menu-color/${ids.channelOfChannelAdmin}`,
    '/user/mobile-users/recovered/{id}': '/user/mobile-users/recovered/acme?offset=0&limit=10',
    '/user/mobile-users/{userID}/devices': `/user/mobile-users/${ids.appUser}/devices`,
    // A member's data export; the app's own (no app token here: timed answering 401).
    '/user/mobile-users/{userID}/export': `/user/mobile-users/${ids.appUser}/export?format=json`,
    '/app/data-export': '/app/data-export',
    '/user/groups/': '/user/groups/',
    '/user/groups/{cpId}/0': `/user/groups/${ids.channelOfChannelAdmin}/0`,
    '/user/groups/{id}': `/user/groups/${groupOfActor}`,
    '/api/chat/getUsersMessageList': '/api/chat/getUsersMessageList?skipAmount=0&limitAmount=20',
    '/user/mobile-users/download-conversation-audit': `/user/mobile-users/download-conversation-audit?chatMessageID=${ids.conversation}&count=50`,
    '/messages/{cpId}': actor === 'channel' ? `/messages/${ids.messageChannel}` : '/messages/all',
    '/messages/senders/{cpId}':
      actor === 'channel' ? `/messages/senders/${ids.messageChannel}` : '/messages/senders/all',
    '/messages/{companyId}/message/{id}': `/messages/acme/message/${ids.message}?limit=10&offset=0`,
    '/messages/{companyId}/message/{id}/board': `/messages/acme/message/${ids.message}/board`,
    '/messages/{companyId}/message/{id}/board/people': `/messages/acme/message/${ids.message}/board/people?limit=50`,
    '/message/delivery/{messageId}': `/message/delivery/${ids.message}`,
    '/api/channel/sms/{id}': `/api/channel/sms/${ids.receipt}`,
    '/api/channel/pushcast/{id}': `/api/channel/pushcast/${ids.receipt}`,
    // Reading these marks the receipt; timing them repeatedly is still a read of one row.
    '/api/channel/sms/update/status/{id}': `/api/channel/sms/update/status/${ids.receipt}`,
    '/api/channel/sms/update/read-response/{id}': `/api/channel/sms/update/read-response/${ids.receipt}`,
    '/api/channel/file/{id}': `/api/channel/file/${ids.receipt}`,
    '/messages/campaigns/{companyId}': '/messages/campaigns/acme',
    '/messages/campaign/{id}': `/messages/campaign/${ids.campaign}`,
    '/messages/sequence/{cpId}': `/messages/sequence/${ids.channelOfChannelAdmin}`,
    // Review before sending: the queue, and a message under none (timed answering 404).
    '/messages/reviews': '/messages/reviews?state=pending',
    '/messages/{id}/review': `/messages/${ids.message}/review`,
    // ---- Organisations, company settings and branding images ----
    '/company/number/last_company_number': '/company/number/last_company_number',
    '/company/{id}': '/company/acme',
    '/company-settings/{id}': '/company-settings/acme',
    '/delivery-rules': '/delivery-rules',
    '/two-factor-policy': '/two-factor-policy',
    '/files/{id}': `/files/${ids.logoFile ?? '00000000-0000-4000-8000-000000000000'}`,
    // Admins and roles.
    '/user/admins': '/user/admins?status=all&page=1&limit=10',
    '/user/admins/{id}': '/user/admins/acme?status=active&search=a&sort=email',
    '/user/admins/admin/{id}': `/user/admins/admin/${ids.adminOfAcme}`,
    '/user/roles': '/user/roles',
    '/user/roles/users/admin': '/user/roles/users/admin',
    '/user/roles/{id}': `/user/roles/${ids.roleOfAcme}`,
    '/user/set-role/{id}': `/user/set-role/${ids.adminOfAcme}`,

    // Channel catalogues, packages and channel settings.
    '/content-provider/categories/{id}': '/content-provider/categories/acme',
    '/content-provider/categories/category/{id}': `/content-provider/categories/category/${ids.cpCategory}`,
    '/content-provider/types/{id}': '/content-provider/types/acme',
    '/content-provider/types/type/{id}': `/content-provider/types/type/${ids.cpType}`,
    '/content-provider/types/cpByType/{id}': `/content-provider/types/cpByType/${ids.cpType}`,
    '/content-provider/groups/{id}': '/content-provider/groups/acme',
    '/content-provider/groups/group/{id}': `/content-provider/groups/group/${ids.cpGroup}`,
    '/content-provider/union-type/{id}': '/content-provider/union-type/acme',
    '/content-provider/union-type/type/{id}': `/content-provider/union-type/type/${ids.unionType}`,
    '/content-provider/packages/{id}': '/content-provider/packages/acme',
    '/content-provider/packages/package/{id}': `/content-provider/packages/package/${ids.benefitPackage}`,
    '/settings/channel/usergroups/group-field/{id}': `/settings/channel/usergroups/group-field/${ids.channelOfChannelAdmin}`,
    '/settings/channel/pre-approval/{id}': `/settings/channel/pre-approval/${ids.channelOfChannelAdmin}`,
    // App settings and the published configuration.
    '/settings/all/company/{id}': '/settings/all/company/acme',
    '/settings/{name}/params/{param}/{cpId}/{companyId}': `/settings/color-selection/params/primary/${ids.channelOfChannelAdmin}/acme`,
    '/settings/{name}/{cpId}': `/settings/home-screen-layout/${ids.channelOfChannelAdmin}`,
    '/settings/custom-fields/cp-custom-fields/{id}': `/settings/custom-fields/cp-custom-fields/${ids.channelOfChannelAdmin}`,
    '/settings/external-apis/all-apis': '/settings/external-apis/all-apis',
    '/settings/app-config/{level}': `/settings/app-config/${ids.channelOfChannelAdmin}`,
    '/settings/app-config/{level}/versions': `/settings/app-config/${ids.channelOfChannelAdmin}/versions`,
    '/app-config/{companyID}': '/app-config/acme',
    '/app-config/{companyID}/{cpId}': `/app-config/acme/${ids.channelOfChannelAdmin}`,
    // Union links and screen banners.
    '/union-link/{id}': '/union-link/acme',
    '/union-link/link/{id}': `/union-link/link/${ids.unionLink}`,
    '/union-link/linktype/{id}': `/union-link/linktype/${ids.channelOfChannelAdmin}`,
    // Message templates.
    '/message-templates': '/message-templates?search=ballot&sort=name',
    '/message-templates/{id}': `/message-templates/${ids.messageTemplate}`,
    // Billing. The cancel route writes: it is timed on an id that names nothing (404).
    '/subscriptions/cancel/{id}': '/subscriptions/cancel/00000000-0000-4000-8000-000000000000',
    '/price_plans/{id}': '/price_plans/acme',
    '/price_plans/plan/{id}': `/price_plans/plan/${ids.pricePlan}`,
    '/products/{id}': '/products/acme',
    '/products/item/{id}': `/products/item/${ids.product}`,
    '/subscriptions/{id}': '/subscriptions/acme',
    '/payments/stripe/settings': '/payments/stripe/settings',
    '/user/subscription': '/user/subscription',
    '/user/subscription/{id}': `/user/subscription/${ids.subscription}`,
    '/user/subscription/userid/items': `/user/subscription/userid/items?subscriptionID=${ids.subscription}`,
    // Uploads.
    '/upload': '/upload?type=audio&limit=25',
    '/upload/{id}': `/upload/${ids.upload}`,
    '/upload/{id}/content': `/upload/${ids.upload}/content`,
    '/upload/{id}/play': ids.uploadPlayback ?? `/upload/${ids.upload}/play`,

    // --- The audit log ---
    '/audit-log': '/audit-log?limit=25',
    '/audit-log/people': '/audit-log/people',
    '/audit-log/csv': '/audit-log/csv?method=DELETE',
    // App builds.
    '/settings/replica-builds/all/company/{id}': '/settings/replica-builds/all/company/acme',
    '/settings/replica-builds/params/id/{id}': `/settings/replica-builds/params/id/${ids.replicaBuild}`,
    '/settings/auxiliary-builds/all/company/{id}': '/settings/auxiliary-builds/all/company/acme',
    '/settings/provisioning/all/company/{id}': '/settings/provisioning/all/company/acme',
    // Sign-up.
    '/api/user/register/invite/{type}': `/api/user/register/invite/sms?token=${'n'.repeat(43)}`,
    '/api/user/register/deepLinkInsteadOfSms':
      '/api/user/register/deepLinkInsteadOfSms?company=acme',
    '/company/sending-email': '/company/sending-email',
    '/public/app-links/{companyID}': '/public/app-links/acme',
    // The member's app inbox: the bench holds no app token (timed answering 401; its own bench,
    // npm run bench:inbox, times it with one).
    '/app/inbox': '/app/inbox?limit=20',
    '/app/inbox/unread-count': '/app/inbox/unread-count',
    // The member's preferences, likewise without an app token.
    '/app/preferences': '/app/preferences',
    // Analytics: a year of the organisation's rollups, and a sent message's curve.
    '/analytics/engagement': `/analytics/engagement?from=${yearAgo}&to=${today}&interval=week`,
    '/analytics/engagement.csv': `/analytics/engagement.csv?from=${yearAgo}&to=${today}`,
    '/analytics/credits': `/analytics/credits?from=${yearAgo}&to=${today}`,
    '/analytics/messages/{messageId}/curve': `/analytics/messages/${ids.message}/curve`,
    // Invitation links.
    '/invitation-links': '/invitation-links',
    '/invitation-links/funnel': `/invitation-links/funnel?from=${yearAgo}&to=${today}`,
    '/invitation-links/funnel.csv': `/invitation-links/funnel.csv?from=${yearAgo}&to=${today}`,
    '/invitation-links/{id}/qr.{format}': `/invitation-links/${ids.invitationLink}/qr.svg`,
    '/api/user/register/channel/{id}': `/api/user/register/channel/${DEMO_INVITATION_TOKENS.active}`,
    '/api/user/register/invite/confirm/web/{token}':
      '/api/user/register/invite/confirm/web/not-a-confirmation-link',
    // A message email's unsubscribe page: a link not ours (timed answering 404, then 429).
    '/unsubscribe/{token}': `/unsubscribe/${'A'.repeat(43)}`,
    // The development mailbox (the local route answers 401 without the data folder's key).
    '/mailbox': '/mailbox?limit=10',
    '/mailbox/local': '/mailbox/local?limit=10',
    // API keys: the organisation's keys.
    '/api-keys': '/api-keys',
    // Single sign-on: the settings, what the login page offers, and two navigations (acme has
    // no provider in the bench: start answers 404, a return with no state goes back refused).
    '/company/sso': '/company/sso',
    '/auth/sso/{companyID}': '/auth/sso/acme',
    '/auth/sso/{companyID}/start': '/auth/sso/acme/start',
    '/auth/sso/callback': '/auth/sso/callback?error=access_denied',
    // Webhooks out: acme's endpoints, and the log of one not there (timed answering 404).
    '/webhooks': '/webhooks',
    '/webhooks/{id}/deliveries': `/webhooks/${randomUUID()}/deliveries`,
    // Saved segments: the list and its choices, and one not there (timed answering 404).
    '/segments': '/segments',
    '/segments/choices': '/segments/choices',
    '/segments/{id}': `/segments/${randomUUID()}`,
    '/segments/{id}/count': `/segments/${randomUUID()}/count`,
    '/segments/{id}/members': `/segments/${randomUUID()}/members`,
    // A message's A/B test: the sample message has none (timed answering 404).
    '/messages/{messageId}/ab-test': `/messages/${ids.message}/ab-test`,
  };
  const url = samples[path];
  if (!url)
    throw new Error(`no sample request for GET ${path}: add one to tests/bench/routeSamples.ts`);
  return url;
}
