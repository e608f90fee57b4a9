import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { SecretBox } from './lib/secretBox';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admins/routes';
import { createAdminService } from './modules/admins/service';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createChatRepository } from './modules/chat/repository';
import { createPricingService } from './modules/channels/pricingService';
import { createChannelService } from './modules/channels/service';
import { channelRoutes } from './modules/channels/routes';
import { createCatalogueRepository } from './modules/channels/catalogueRepository';
import { chatRoutes } from './modules/chat/routes';
import { createCompanyService } from './modules/company/service';
import { companyRoutes } from './modules/company/routes';
import { messageRoutes } from './modules/messages/routes';
import { createMessageService } from './modules/messages/service';
import { mobileUserRoutes } from './modules/mobileUsers/routes';
import { createMobileUserService } from './modules/mobileUsers/service';
import { createPackageRepository } from './modules/packages/repository';
import { packageRoutes } from './modules/packages/routes';
import { createRecipientRepository } from './modules/recipient/repository';
import { recipientRoutes } from './modules/recipient/routes';
import { createSettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { createChannelSettingsRepository } from './modules/settings/channelSettingsRepository';
import { createAppSettingsService } from './modules/settings/appSettingsService';
import { createAppConfigService } from './modules/settings/appConfigService';
import { createUserGroupRepository } from './modules/userGroups/repository';
import { userGroupRoutes } from './modules/userGroups/routes';
import type { EmailProvider } from './providers/email/emailProvider';
import type { UnionProvider } from './providers/unionSync/unionProvider';
import type { ObjectStore } from './providers/objectStorage/objectStore';
import { createUploadService } from './modules/uploads/service';
import { uploadRoutes } from './modules/uploads/routes';
import { createAuditRepository } from './modules/audit/repository';
import { auditRoutes } from './modules/audit/routes';
import { createUnionLinkRepository } from './modules/unionLinks/repository';
import { unionLinkRoutes } from './modules/unionLinks/routes';

/** What the domains need besides the database: configuration and the outside services. */
export interface DomainDeps {
  config: Config;
  email: EmailProvider;
  jwtSecret: Uint8Array;
  /** Seals and opens the secrets admins enter (lib/secretBox). */
  secretBox: SecretBox;
  unionProvider: UnionProvider;
  /** Where uploaded audio, video and documents are kept. */
  objectStore: ObjectStore;
}

/**
 * Every domain's repositories and services, built once per app. Each domain adds one entry: the
 * factory of its service.ts, or of its repository.ts when it has no service.
 */
export function createRepositories(db: Database, deps: DomainDeps) {
  return {
    auth: createAuthService(db, deps),
    company: createCompanyService(db),
    settings: createSettingsRepository(db),
    // A channel's group field and pre-approvals, the union-active pre-approval switch.
    channelSettings: createChannelSettingsRepository(db),
    mobileUsers: createMobileUserService(db, deps),
    userGroups: createUserGroupRepository(db),
    channels: createChannelService(db),
    // The channel catalogues (categories, types, groups, union types).
    channelCatalogues: createCatalogueRepository(db),
    // Channel pricing and the credit ledger (modules/channels/pricing*.ts).
    pricing: createPricingService(db),
    chat: createChatRepository(db),
    messages: createMessageService(db),
    recipient: createRecipientRepository(db),
    // Admins and roles.
    admins: createAdminService(db, deps),
    // The audit log (plugins/audit.ts writes it).
    audit: createAuditRepository(db),
    // Member-benefit packages.
    packages: createPackageRepository(db),
    // Union links and screen banners (link types).
    unionLinks: createUnionLinkRepository(db),
    // Uploaded audio, video and documents, kept in object storage.
    uploads: createUploadService(db, deps),
    // The mobile app's settings and their published configuration versions.
    appSettings: createAppSettingsService(db),
    appConfig: createAppConfigService(createAppSettingsService(db)),
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
  companyRoutes,
  settingsRoutes,
  mobileUserRoutes,
  userGroupRoutes,
  channelRoutes,
  chatRoutes,
  messageRoutes,
  recipientRoutes,
  // Admins and roles.
  adminRoutes,
  // The audit log.
  auditRoutes,
  // Member-benefit packages.
  packageRoutes,
  // Union links and screen banners.
  unionLinkRoutes,
  // Uploaded audio, video and documents.
  uploadRoutes,
];
