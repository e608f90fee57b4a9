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
import { healthRoutes } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import type { Metrics } from './metrics/registry';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { withRequestId } from './lib/requestContext';
import { requestIdOf } from './lib/requestId';
import { noStore } from './plugins/noStore';
import { openApi } from './plugins/openapi';
import { OneLinePerRequest } from './plugins/requestLog';
import { serverTiming } from './plugins/serverTiming';
import { uploadsPlugin } from './plugins/uploads';
import { buildValidators } from './plugins/validators';
import { COMPANY_HEADER, tenancyPlugin } from './plugins/tenancy';
import type { EmailProvider } from './providers/email/emailProvider';
import { createDeliveryProviders } from './providers/createDeliveryProviders';
import type { DeliveryProviders } from './providers/delivery';
import type { UnionProvider } from './providers/unionSync/unionProvider';
import { createSecretBox, type SecretBox } from './lib/secretBox';
import { unsubscribeLinksFor } from './modules/unsubscribe/public';
import type { PaymentsFor } from './providers/payments/paymentsProvider';
import { loadSecretsKey } from './secret';

function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .status(400)
    .send({ code: 'validation_error', message: error.message, requestId: request.id });
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
  /**
   * The delivery providers compose's test sends go to: the engine's, from main.ts; by default
   * made from the configuration (the outbox when none is set) and closed with the app.
   */
  deliveryProviders?: DeliveryProviders;
  /** Where the process is in its life, for readiness; ready from the start when not given. */
  lifecycle?: Lifecycle;
  /** The process's metrics (main.ts makes them when configured); none: calls are not counted. */
  metrics?: Metrics;
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
  deliveryProviders,
  lifecycle = createLifecycle(),
  metrics,
}: AppDeps) {
  const app = Fastify({
    logger:
      logStream === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    // The nearest n hops of X-Forwarded-For (the socket's peer is hop 0), or listed proxies.
    trustProxy: trustProxyOf(config.trustProxy),
    // Every log line of a request carries its id as requestId (the answer's X-Request-Id too).
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    // Reset-link tokens travel in the path, so path parameters may be long.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // Errors the router raises before any hook (a malformed URL) still get the error model.
    frameworkErrors: answerFrameworkError,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // While it closes, calls still arriving on open connections are answered, not refused with
    // 503: the pool stays open until the last one is done (docs/decisions.md, "Health,
    // readiness and draining").
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies are validated without type coercion, params and query strings with it.
  app.setValidatorCompiler(buildValidators());
  // All a request runs knows its id (lib/requestContext.ts), so the messages and occurrences it
  // writes record it (schema/messages.ts requestId). Registered first: every hook runs inside.
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));

  await app.register(errorModel);
  // On the API's port only with a token and no port of their own (main.ts serves that one).
  if (metrics)
    await app.register(metricsPlugin, {
      metrics,
      token: config.metrics.port === null ? config.metrics.token : null,
    });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
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
      'X-Request-Id',
      ...TUS_REQUEST_HEADERS,
    ],
    exposedHeaders: [
      'Content-Disposition',
      'Content-Range',
      'Accept-Ranges',
      'X-Request-Id',
      ...TUS_ANSWER_HEADERS,
    ],
    maxAge: 600,
  });
  await app.register(openApi);
  await app.register(uploadsPlugin);

  // Stored secrets are sealed, and unsubscribe links signed, under this installation's key.
  const secretsKey = await loadSecretsKey(config.secretsKey, config.dataDir);
  // Test sends' providers: the engine's when given, else the configuration's, closed with the app.
  let providers = deliveryProviders;
  if (!providers) {
    const own = await createDeliveryProviders(config.delivery, email, {
      unsubscribeLinks: unsubscribeLinksFor(secretsKey, config),
    });
    app.addHook('onClose', async () => {
      await Promise.all([own.push.close?.(), own.sms.close?.()]);
    });
    providers = own;
  }
  const repositories = createRepositories(db, {
    config,
    email,
    deliveryProviders: providers,
    jwtSecret,
    unionProvider: unionProvider ?? createUnionProvider(config),
    objectStore: objectStore ?? createObjectStore(config),
    secretBox: secretBox ?? createSecretBox(secretsKey),
    secretsKey,
    ...(payments ? { payments } : {}),
    ...(mailboxKey ? { mailboxKey } : {}),
  });
  const { tokens, sessions } = repositories.auth;
  await app.register(authPlugin, { tokens, sessions, keys: repositories.apiKeys.authenticator });
  await app.register(tenancyPlugin, { db });
  await app.register(accessPlugin);
  // After access, before every route: it wraps each write route's handler as it is added.
  await app.register(auditPlugin, { db });
  for (const routes of [...DOMAIN_ROUTES, ...extraRoutes]) await app.register(routes, repositories);

  await app.register(healthRoutes, { db, lifecycle });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
