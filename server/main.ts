import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp, type App } from './app';
import { createLifecycle } from './lifecycle';
import { serveWhileStarting } from './startingServer';
import { createMetrics } from './metrics/registry';
import { serveMetrics } from './metrics/metricsServer';
import { loadConfig, type Config } from './config';
import { serveConsole } from './console/serveConsole';
import { openPglite, openPostgres } from './db/client';
import { seedDemo } from './db/seed/demo';
import { sealDemoInvitationTokens } from './db/seed/invitations';
import { seedDemoUploads } from './db/seed/uploads';
import { createSecretBox } from './lib/secretBox';
import { createObjectStore } from './providers/objectStorage/fromConfig';
import { createEngineStats, startDeliveryService } from './modules/delivery/public';
import { unsubscribeLinksFor } from './modules/unsubscribe/public';
import { createDeliveryProviders } from './providers/createDeliveryProviders';
import { createOutboxEmail } from './providers/email/outboxEmail';
import { createSmtpEmail } from './providers/email/smtpEmail';
import { loadJwtSecret, loadMailboxKey, loadSecretsKey } from './secret';
import { loadEnvFile } from './loadEnvFile';

/**
 * Answers on the port at once (readiness "starting", server/startingServer.ts), opens the
 * database, migrates, seeds the demo once, then serves the API. close() drains: readiness
 * fails, calls in flight finish (at most DRAIN_TIMEOUT_MS), and only then does the pool close.
 */
export async function startApi(config: Config) {
  await mkdir(config.dataDir, { recursive: true });
  const starting = await serveWhileStarting(config.apiPort, config.host);
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePool)
    : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  const seeded = config.seed === 'demo' ? await seedDemo(database.db) : false;
  const objectStore = createObjectStore(config);
  // Acme's demo audio, video and documents: their bytes go to the object store.
  if (config.seed === 'demo') await seedDemoUploads(database.db, objectStore);
  const secretsKey = await loadSecretsKey(config.secretsKey, config.dataDir);
  const secretBox = createSecretBox(secretsKey);
  // The demo's invitation links, sealed with this installation's key so they can be shown.
  if (config.seed === 'demo') await sealDemoInvitationTokens(database.db, secretBox);

  const email = config.smtpUrl
    ? createSmtpEmail(config.smtpUrl, config.mailFrom)
    : createOutboxEmail(database.db);
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  // While email stays in the outbox, `npm run outbox` reads it from this API with this key.
  const mailboxKey = email.kind === 'outbox' ? await loadMailboxKey(config.dataDir) : undefined;
  // The engine's providers; compose's test sends go straight to them too.
  const providers = await createDeliveryProviders(config.delivery, email, {
    unsubscribeLinks: unsubscribeLinksFor(secretsKey, config),
  });
  const lifecycle = createLifecycle();
  const engineStats = createEngineStats();
  const metrics =
    config.metrics.token || config.metrics.port !== null
      ? createMetrics({
          db: database.db,
          role: 'api',
          ...(config.delivery.inProcess ? { providers, engine: engineStats } : {}),
        })
      : undefined;
  const app = await buildApp({
    db: database.db,
    config,
    email,
    jwtSecret,
    objectStore,
    secretBox,
    ...(mailboxKey ? { mailboxKey } : {}),
    deliveryProviders: providers,
    lifecycle,
    ...(metrics ? { metrics } : {}),
  });
  // Everything that reads the database at start has run; the port is handed over.
  await app.ready();
  await starting.close();
  await app.listen({ port: config.apiPort, host: config.host });
  const metricsServer =
    metrics && config.metrics.port !== null
      ? await serveMetrics({
          metrics,
          port: config.metrics.port,
          host: config.host,
          token: config.metrics.token,
        })
      : null;

  // DELIVERY_WORKER=off leaves sending to `npm run worker` processes.
  const delivery = config.delivery.inProcess
    ? startDeliveryService({
        db: database.db,
        config: config.delivery,
        consoleUrl: config.consoleUrl,
        providers,
        stats: engineStats,
        log: app.log,
        webhooks: { secretBox, allowPrivate: config.webhooks.allowPrivate },
        ...(config.delivery.workerId ? { workerId: config.delivery.workerId } : {}),
      })
    : null;

  return {
    app,
    database,
    seeded,
    lifecycle,
    async close() {
      lifecycle.drain();
      await delivery?.stop();
      await closeWithin(app, config.drainTimeoutMs);
      await metricsServer?.close();
      await Promise.all([providers.push.close?.(), providers.sms.close?.()]);
      await email.close?.();
      // Calls whose connections the drain cut may still be running: they finish first.
      await database.close(config.drainTimeoutMs);
    },
  };
}

/**
 * Closes the server: no new connections, idle ones closed, calls in flight answered. Past
 * `timeoutMs` the connections still open are cut, so a stuck call cannot hold the exit.
 */
async function closeWithin(app: App, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const closed = app.close();
  if ((await Promise.race([closed.then(() => 'closed' as const), late])) === 'late') {
    app.log.warn(`calls still open after ${timeoutMs} ms; cutting their connections`);
    app.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
}

/** Ends cleanly on Ctrl-C or a stop signal; a second signal forces the exit. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    process.stderr.write(`\n${signal}: shutting down...\n`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  loadEnvFile();
  const config = loadConfig();
  const api = await startApi(config);
  // `npm run start:prod` with SERVE_CONSOLE=1 also serves the console built by `npm run build`
  // (compressed, cached as a CDN would); without it the API runs alone, as behind a CDN.
  const web = config.serveConsole
    ? await serveConsole({
        dist: resolve('dist'),
        port: config.consolePort,
        host: config.host,
        apiUrl: config.apiUrl,
        embedOrigins: config.embedOrigins,
      })
    : null;
  closeOnSignals(async () => {
    await web?.close();
    await api.close();
  });
}
