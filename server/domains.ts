import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { SecretBox } from './lib/secretBox';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admins/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { apiKeyRoutes } from './modules/apiKeys/routes';
import { createApiKeyService } from './modules/apiKeys/service';
import { createAnalyticsService } from './modules/analytics/service';
import { createAdminService } from './modules/admins/service';
import { createRoleService } from './modules/admins/roleService';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createChatRepository } from './modules/chat/repository';
import { createPricingService } from './modules/pricing/service';
import { pricingRoutes } from './modules/pricing/routes';
import { createChannelService } from './modules/channels/service';
import { channelRoutes } from './modules/channels/routes';
import { createChannelCatalogueRepository } from './modules/channelCatalogues/repository';
import { channelCatalogueRoutes } from './modules/channelCatalogues/routes';
import { chatRoutes } from './modules/chat/routes';
import { createCompanyService } from './modules/company/service';
import { createDashboardRepository } from './modules/dashboard/repository';
import { dashboardRoutes } from './modules/dashboard/routes';
import { companyRoutes } from './modules/company/routes';
import { messageRoutes } from './modules/messages/routes';
import { createMessageService } from './modules/messages/service';
import { mobileUserRoutes } from './modules/mobileUsers/routes';
import { createMobileUserService } from './modules/mobileUsers/service';
import { createPackageRepository } from './modules/packages/repository';
import { packageRoutes } from './modules/packages/routes';
import { createRecipientRepository } from './modules/recipient/repository';
import { createRecipientService } from './modules/recipient/service';
import { recipientRoutes } from './modules/recipient/routes';
import { createSettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { createAppSettingsService } from './modules/appSettings/appSettingsService';
import { createAppConfigService } from './modules/appSettings/appConfigService';
import { appSettingsRoutes } from './modules/appSettings/routes';
import { createUserGroupRepository } from './modules/userGroups/repository';
import { userGroupRoutes } from './modules/userGroups/routes';
import type { EmailProvider } from './providers/email/emailProvider';
import type { DeliveryProviders } from './providers/delivery';
import type { UnionProvider } from './providers/unionSync/unionProvider';
import type { ObjectStore } from './providers/objectStorage/objectStore';
import { createObjectFileStore } from './providers/storage/objectFileStore';
import { createUploadService } from './modules/uploads/service';
import { uploadRoutes } from './modules/uploads/routes';
import { createPlaybackSigner } from './modules/uploads/playback';
import { mediaForRecipient } from './modules/uploads/public';
import { createAuditLogRepository } from './modules/auditLog/repository';
import { auditLogRoutes } from './modules/auditLog/routes';
import { createUnionLinkRepository } from './modules/unionLinks/repository';
import { unionLinkRoutes } from './modules/unionLinks/routes';
import { createMessageTemplateService } from './modules/messageTemplates/service';
import { messageTemplateRoutes } from './modules/messageTemplates/routes';
import { createAppBuildsRepository } from './modules/appBuilds/repository';
import { appBuildRoutes } from './modules/appBuilds/routes';
import { createBillingService } from './modules/billing/service';
import { billingRoutes } from './modules/billing/routes';
import { createSignupService } from './modules/signup/service';
import { signupRoutes } from './modules/signup/routes';
import { createInvitationService } from './modules/invitations/service';
import { invitationRoutes } from './modules/invitations/routes';
import type { PaymentsFor } from './providers/payments/paymentsProvider';
import { createDeviceService } from './modules/devices/service';
import { createInboxService } from './modules/inbox/service';
import { inboxRoutes } from './modules/inbox/routes';
import { deviceRoutes } from './modules/devices/routes';
import { createPreferencesService } from './modules/optOuts/service';
import { optOutRoutes } from './modules/optOuts/routes';
import { createMailboxRepository } from './modules/mailbox/repository';
import { mailboxRoutes } from './modules/mailbox/routes';
import { createSmsInboundService } from './modules/smsInbound/service';
import { smsInboundRoutes } from './modules/smsInbound/routes';
import { createUnsubscribeService } from './modules/unsubscribe/service';
import { unsubscribeRoutes } from './modules/unsubscribe/routes';
import { createSegmentService } from './modules/segments/service';
import { segmentRoutes } from './modules/segments/routes';
import { createWebhooksService } from './modules/webhooks/service';
import { webhookRoutes } from './modules/webhooks/routes';
import { createSsoService } from './modules/sso/service';
import { ssoRoutes } from './modules/sso/routes';

/** What the domains need besides the database: configuration and the outside services. */
export interface DomainDeps {
  config: Config;
  email: EmailProvider;
  /** The delivery engine's providers: compose's test sends go straight to them. */
  deliveryProviders: DeliveryProviders;
  jwtSecret: Uint8Array;
  /** Seals and opens the secrets admins enter (lib/secretBox). */
  secretBox: SecretBox;
  /** The key secretBox seals under; email unsubscribe links are signed with one derived from it. */
  secretsKey: Uint8Array;
  unionProvider: UnionProvider;
  /** Where uploaded audio, video and documents are kept. */
  objectStore: ObjectStore;
  /** Card payments per company; by default its Stripe keys, else the local provider. */
  payments?: PaymentsFor;
  /** The development mailbox's key in DATA_DIR, for `npm run outbox`; none: no local caller. */
  mailboxKey?: string;
}

/**
 * Every module's repositories and services, built once per app, keyed by the module's folder
 * under server/modules. Each module adds one entry: the factory of its service.ts, or of its
 * repository.ts when it has no service; a module with several parts has them as keys under it.
 */
export function createRepositories(db: Database, deps: DomainDeps) {
  // Images (logos, channel, catalogue and banner images) go to object storage as uploads do.
  const fileStoreFor = (executor: Database) => createObjectFileStore(executor, deps.objectStore);
  const playback = createPlaybackSigner(deps.jwtSecret);
  // Billing first: channel pricing charges through its payments provider.
  const billing = createBillingService(db, deps);
  // The app's configuration is published from its settings.
  const appSettings = createAppSettingsService(db);
  // A message's audio or video plays for its recipient by a signed link, as the players' do.
  // The app's inbox shows and answers the same receipts through it.
  const recipient = createRecipientService(
    db,
    createRecipientRepository(db, (id) =>
      mediaForRecipient(db, (file) => playback.urlFor(file), id),
    ),
  );
  return {
    auth: createAuthService(db, deps),
    // The dashboard's counters.
    dashboard: createDashboardRepository(db),
    company: createCompanyService(db, { fileStoreFor, objectStore: deps.objectStore }),
    // A channel's menu colour; its group field, pre-approvals and the union-active switch.
    settings: createSettingsRepository(db),
    mobileUsers: createMobileUserService(db, deps),
    userGroups: createUserGroupRepository(db),
    channels: createChannelService(db, { fileStoreFor }),
    // The channel catalogues (categories, types, groups, union types).
    channelCatalogues: createChannelCatalogueRepository(db, fileStoreFor),
    // Channel pricing and the credit ledger.
    pricing: createPricingService(db, undefined, billing.paymentsFor),
    chat: createChatRepository(db),
    messages: createMessageService(db, deps.config.consoleUrl, {
      push: deps.deliveryProviders.push,
      sms: deps.deliveryProviders.sms,
      email: deps.email,
    }),
    // Saved message templates and their language variants.
    messageTemplates: createMessageTemplateService(db),
    recipient,
    // Admins and roles.
    admins: { admins: createAdminService(db, deps), roles: createRoleService(db) },
    // The audit log (plugins/audit.ts writes it).
    auditLog: createAuditLogRepository(db),
    // Member-benefit packages.
    packages: createPackageRepository(db),
    // Union links and screen banners (link types).
    unionLinks: createUnionLinkRepository(db, fileStoreFor),
    // Uploaded audio, video and documents, kept in object storage.
    uploads: createUploadService(db, deps),
    // Replica builds, auxiliary builds and provisioning requests.
    appBuilds: createAppBuildsRepository(db, deps),
    // Price plans, products, subscriptions and card payments.
    billing,
    // The mobile app's settings and their published configuration versions.
    appSettings: { settings: appSettings, config: createAppConfigService(appSettings) },
    // SMS sign-up links, the deep link, the sending email and the app links page.
    signup: createSignupService(db, deps),
    // Channel invitation links, their QR codes and registration through them.
    invitations: createInvitationService(db, deps),
    // App users' push tokens, registered by the app under its app token.
    devices: createDeviceService(db, deps.config.appCallsPerMinute),
    // The member's inbox in the app, over the recipient's receipts.
    inbox: createInboxService(db, recipient),
    // Members' own choices from the app: opt-outs and quiet hours.
    optOuts: createPreferencesService(db),
    // The development mailbox: the outbox's emails and texts while no SMTP server is set.
    mailbox: createMailboxRepository(db, {
      available: deps.email.kind === 'outbox',
      localKey: deps.mailboxKey ?? null,
    }),
    // Members' STOP, START and HELP texted to the platform's Twilio number.
    smsInbound: createSmsInboundService(db, deps.config),
    // Message emails' unsubscribe links: the page's read and the one-click opt-out.
    unsubscribe: createUnsubscribeService(db, { secretsKey: deps.secretsKey }),
    // Saved segments: named rules over members, counted live.
    segments: createSegmentService(db),
    // Webhooks out: the organisation's endpoints and their delivery log.
    webhooks: createWebhooksService(db, {
      secretBox: deps.secretBox,
      allowPrivate: deps.config.webhooks.allowPrivate,
    }),
    // Engagement over time from the kept daily rollups, credits spent, a message's curve.
    analytics: createAnalyticsService(db),
    // API keys: their management, and the caller each key's secret stands for.
    apiKeys: createApiKeyService(db, deps),
    // Single sign-on through each organisation's OpenID provider.
    sso: createSsoService(db, {
      secretBox: deps.secretBox,
      apiUrl: deps.config.apiUrl,
      consoleUrl: deps.config.consoleUrl,
      allowHttp: deps.config.ssoAllowHttp,
    }),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * A domain's routes.ts (and the `<part>Routes.ts` files it registers): a Fastify plugin that is
 * given every domain's repositories and picks what it needs, so no route plugin takes `db`.
 */
export type DomainRoutes = FastifyPluginCallbackTypebox<Repositories>;

/** Every domain's routes.ts, as buildApp registers them. */
export const DOMAIN_ROUTES: readonly DomainRoutes[] = [
  authRoutes,
  dashboardRoutes,
  companyRoutes,
  settingsRoutes,
  // The mobile app's settings and its published configuration.
  appSettingsRoutes,
  mobileUserRoutes,
  userGroupRoutes,
  channelRoutes,
  // The channel catalogues: categories, types, groups, union types.
  channelCatalogueRoutes,
  // Channel pricing and the credit ledger.
  pricingRoutes,
  chatRoutes,
  messageRoutes,
  // Saved message templates.
  messageTemplateRoutes,
  recipientRoutes,
  // Admins and roles.
  adminRoutes,
  // The audit log.
  auditLogRoutes,
  // Member-benefit packages.
  packageRoutes,
  // Union links and screen banners.
  unionLinkRoutes,
  // Uploaded audio, video and documents.
  uploadRoutes,
  // Replica builds, auxiliary builds and provisioning.
  appBuildRoutes,
  // Price plans, products, subscriptions, card-payment keys and their webhooks.
  billingRoutes,
  // SMS sign-up, sending-email verification and the app links page.
  signupRoutes,
  // Channel invitation links and registration through them.
  invitationRoutes,
  // App users' devices: the app's push tokens.
  deviceRoutes,
  // The member's inbox in the app.
  inboxRoutes,
  // The member's opt-outs and quiet hours, set from the app.
  optOutRoutes,
  // The development mailbox.
  mailboxRoutes,
  // Twilio's inbound SMS webhook: STOP, START and HELP.
  smsInboundRoutes,
  // Message emails' unsubscribe (no sign-in).
  unsubscribeRoutes,
  segmentRoutes,
  webhookRoutes,
  // Single sign-on: its settings and the sign-in through the organisation's provider.
  ssoRoutes,
  // Engagement over time, credits spent and a message's curve.
  analyticsRoutes,
  // API keys: list, create, revoke.
  apiKeyRoutes,
];
