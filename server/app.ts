import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './lib/logger';
import { createAuthRepository } from './modules/auth/repository';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createSessionRepository } from './modules/auth/sessionRepository';
import { createLoginThrottle } from './modules/auth/throttle';
import { createTokenService } from './modules/auth/tokens';
import { createChatRepository } from './modules/chat/repository';
import { chatRoutes } from './modules/chat/routes';
import { publicCompanyRoutes } from './modules/company/publicRoutes';
import { createUnionSyncRepository } from './modules/unionSync/repository';
import { unionSyncRoutes } from './modules/unionSync/routes';
import { createUnionProvider } from './providers/unionSync/createUnionProvider';
import { createCompanyRepository } from './modules/company/repository';
import { companyRoutes } from './modules/company/routes';
import { menuColorRoutes } from './modules/settings/menuColorRoutes';
import { createDashboardRepository } from './modules/dashboard/repository';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createMobileUserList } from './modules/mobileUsers/listRepository';
import { createMobileUserMutations } from './modules/mobileUsers/mutationRepository';
import { mobileUserRoutes } from './modules/mobileUsers/routes';
import { mobileUserCsvRoutes } from './modules/mobileUsers/csvRoutes';
import { createAdminStatusRepository } from './modules/profile/adminStatusRepository';
import { createProfileRepository } from './modules/profile/repository';
import { profileRoutes } from './modules/profile/routes';
import { userGroupRoutes } from './modules/userGroups/routes';
import { userImportRoutes } from './modules/userImport/routes';
import { createUserImportService } from './modules/userImport/service';
import { campaignRoutes } from './modules/campaigns/routes';
import { createCampaignRepository } from './modules/campaigns/repository';
import { createRecipientRepository } from './modules/messageChannel/repository';
import { messageChannelRoutes } from './modules/messageChannel/routes';
import { createMessageHistory } from './modules/messages/historyRepository';
import { messageHistoryRoutes } from './modules/messages/historyRoutes';
import { createMessageSender } from './modules/messages/sendService';
import { messageSendRoutes } from './modules/messages/sendRoutes';
import { messageAuditRoutes } from './modules/mobileUsers/messageAuditRoutes';
import { createSequenceRepository } from './modules/sequences/repository';
import { sequenceRoutes } from './modules/sequences/routes';
import { authPlugin } from './plugins/auth';
import { errorModel } from './plugins/errorModel';
import { openApi } from './plugins/openapi';
import { serverTiming } from './plugins/serverTiming';
import { uploadsPlugin } from './plugins/uploads';
import { COMPANY_HEADER, tenancyPlugin } from './plugins/tenancy';
import type { EmailProvider } from './providers/email/emailProvider';
import type { UnionProvider } from './providers/unionSync/unionProvider';

function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send({ code: 'validation_error', message: error.message });
}

export interface AppDeps {
  db: Database;
  config: Config;
  email: EmailProvider;
  jwtSecret: Uint8Array;
  /** Where logs go: stdout by default; tests pass a stream to read them, or false for quiet. */
  logStream?: Writable | false;
  /** The union membership source; by default chosen from the configuration. */
  unionProvider?: UnionProvider;
}

export async function buildApp({
  db,
  config,
  email,
  jwtSecret,
  logStream,
  unionProvider,
}: AppDeps) {
  const app = Fastify({
    logger:
      logStream === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Reset-link tokens travel in the path, so path parameters may be long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // Errors the router raises before any hook (a malformed URL) still get the error model.
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorModel);
  await app.register(serverTiming);
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, {
    origin: config.consoleOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', COMPANY_HEADER],
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(openApi);
  await app.register(uploadsPlugin);

  const tokens = createTokenService(jwtSecret);
  const sessions = createSessionRepository(db);
  await app.register(authPlugin, { tokens, sessions });
  await app.register(tenancyPlugin, { db });

  const auth = createAuthService({
    repo: createAuthRepository(db),
    sessions,
    throttle: createLoginThrottle(db),
    tokens,
    email,
    tokenTtlSeconds: config.tokenTtlSeconds,
    consoleUrl: config.consoleUrl,
  });
  await app.register(authRoutes, { auth });
  const mobileUserMutations = createMobileUserMutations(db);
  await app.register(profileRoutes, {
    profiles: createProfileRepository(db),
    adminStatus: createAdminStatusRepository(db),
    appUserStatus: mobileUserMutations,
  });
  await app.register(dashboardRoutes, { dashboards: createDashboardRepository(db) });
  await app.register(publicCompanyRoutes, { db });
  await app.register(companyRoutes, { companies: createCompanyRepository(db) });
  await app.register(menuColorRoutes, { db });
  await app.register(mobileUserRoutes, {
    list: createMobileUserList(db),
    mutations: mobileUserMutations,
  });
  await app.register(mobileUserCsvRoutes, { db });
  await app.register(userImportRoutes, { imports: createUserImportService(db) });
  await app.register(userGroupRoutes, { db });
  await app.register(chatRoutes, { chats: createChatRepository(db) });
  await app.register(unionSyncRoutes, {
    union: createUnionSyncRepository(db),
    provider: unionProvider ?? createUnionProvider(config),
  });

  await app.register(messageSendRoutes, { sender: createMessageSender(db) });
  await app.register(messageHistoryRoutes, { db, history: createMessageHistory(db) });
  await app.register(messageAuditRoutes, { db });
  await app.register(messageChannelRoutes, { recipients: createRecipientRepository(db) });
  await app.register(campaignRoutes, { campaigns: createCampaignRepository(db) });
  await app.register(sequenceRoutes, { sequences: createSequenceRepository(db) });

  app.get('/health', { config: { public: true }, schema: { hide: true } }, () => ({ ok: true }));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
