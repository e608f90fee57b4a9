import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './lib/logger';
import { createUnionProvider } from './providers/unionSync/createUnionProvider';
import type { ObjectStore } from './providers/objectStorage/objectStore';
import { createObjectStore } from './providers/objectStorage/fromConfig';
import { createRepositories, DOMAIN_ROUTES, type DomainRoutes } from './domains';
import { accessPlugin } from './plugins/access';
import { auditPlugin } from './plugins/audit';
import { authPlugin } from './plugins/auth';
import { errorModel } from './plugins/errorModel';
import { noStore } from './plugins/noStore';
import { openApi } from './plugins/openapi';
import { OneLinePerRequest } from './plugins/requestLog';
import { PUBLIC } from './plugins/routeAccess';
import { serverTiming } from './plugins/serverTiming';
import { uploadsPlugin } from './plugins/uploads';
import { buildValidators } from './plugins/validators';
import { COMPANY_HEADER, tenancyPlugin } from './plugins/tenancy';
import type { EmailProvider } from './providers/email/emailProvider';
import type { UnionProvider } from './providers/unionSync/unionProvider';
import { createSecretBox, type SecretBox } from './lib/secretBox';
import type { PaymentsFor } from './providers/payments/paymentsProvider';
import { loadSecretsKey } from './secret';

function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send({ code: 'validation_error', message: error.message });
}

/** The headers resumable uploads (tus, /upload/tus) send and read, for the console's origin. */
const TUS_REQUEST_HEADERS = ['Tus-Resumable', 'Upload-Length', 'Upload-Metadata', 'Upload-Offset'];
const TUS_ANSWER_HEADERS = [
  'Location',
  'Tus-Resumable',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Id',
];

export interface AppDeps {
  db: Database;
  config: Config;
  email: EmailProvider;
  jwtSecret: Uint8Array;
  /** Where logs go: stdout by default; tests pass a stream to read them, or false for quiet. */
  logStream?: Writable | false;
  /** The union membership source; by default chosen from the configuration. */
  unionProvider?: UnionProvider;
  /** Routes of a test's own, registered after the domains' (a write that fails half-way). */
  extraRoutes?: readonly DomainRoutes[];
  /** Where uploads are kept; by default chosen from the configuration (S3 or DATA_DIR/uploads). */
  objectStore?: ObjectStore;
  /** Seals stored secrets; by default under SECRETS_KEY or the key kept in DATA_DIR. */
  secretBox?: SecretBox;
  /** Card payments per company; by default its Stripe keys, else the local provider. */
  payments?: PaymentsFor;
  /** The development mailbox's key (DATA_DIR/mailbox-key) `npm run outbox` sends. */
  mailboxKey?: string;
}

/** TRUST_PROXY as Fastify takes it: a number of hops becomes a check of each hop's index. */
function trustProxyOf(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp({
  db,
  config,
  email,
  jwtSecret,
  logStream,
  unionProvider,
  extraRoutes = [],
  objectStore,
  secretBox,
  payments,
  mailboxKey,
}: AppDeps) {
  const app = Fastify({
    logger:
      logStream === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    // The nearest n hops of X-Forwarded-For (the socket's peer is hop 0), or listed proxies.
    trustProxy: trustProxyOf(config.trustProxy),
    logController: new OneLinePerRequest(),
    // Reset-link tokens travel in the path, so path parameters may be long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // Errors the router raises before any hook (a malformed URL) still get the error model.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies are validated without type coercion, params and query strings with it.
  app.setValidatorCompiler(buildValidators());

  await app.register(errorModel);
  await app.register(serverTiming);
  await app.register(noStore);
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, {
    origin: config.consoleOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      COMPANY_HEADER,
      'Range',
      ...TUS_REQUEST_HEADERS,
    ],
    exposedHeaders: [
      'Content-Disposition',
      'Content-Range',
      'Accept-Ranges',
      ...TUS_ANSWER_HEADERS,
    ],
    maxAge: 600,
  });
  await app.register(openApi);
  await app.register(uploadsPlugin);

  const repositories = createRepositories(db, {
    config,
    email,
    jwtSecret,
    unionProvider: unionProvider ?? createUnionProvider(config),
    objectStore: objectStore ?? createObjectStore(config),
    secretBox:
      secretBox ?? createSecretBox(await loadSecretsKey(config.secretsKey, config.dataDir)),
    ...(payments ? { payments } : {}),
    ...(mailboxKey ? { mailboxKey } : {}),
  });
  const { tokens, sessions } = repositories.auth;
  await app.register(authPlugin, { tokens, sessions });
  await app.register(tenancyPlugin, { db });
  await app.register(accessPlugin);
  // After access, before every route: it wraps each write route's handler as it is added.
  await app.register(auditPlugin, { db });
  for (const routes of [...DOMAIN_ROUTES, ...extraRoutes]) await app.register(routes, repositories);

  app.get('/health', { config: { access: PUBLIC }, schema: { hide: true } }, () => ({ ok: true }));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
