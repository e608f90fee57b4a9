import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { loadEnvFile } from '../loadEnvFile';
import { serveMetrics } from '../metrics/metricsServer';
import { createMetrics } from '../metrics/registry';
import { closeOnSignals } from '../main';
import { createEngineStats, newWorkerId, startDeliveryService } from '../modules/delivery/public';
import { unsubscribeLinksFor } from '../modules/unsubscribe/public';
import { createSecretBox } from '../lib/secretBox';
import { loadSecretsKey } from '../secret';
import { createDeliveryProviders } from '../providers/createDeliveryProviders';
import { createOutboxEmail } from '../providers/email/outboxEmail';
import { createSmtpEmail } from '../providers/email/smtpEmail';

/**
 * `npm run worker`: the delivery engine alone (fan-out, scheduler, sequences, dispatcher), for
 * sending from more machines than serve the API. Start as many as wanted; set DELIVERY_WORKER=off
 * on the API instances to keep sending out of them.
 */
loadEnvFile();
const config = loadConfig();
if (!config.databaseUrl) {
  process.stderr.write(
    'npm run worker needs DATABASE_URL: the embedded database belongs to the one process that ' +
      'opened it, and the API runs the delivery engine itself there.\n',
  );
  process.exit(1);
}
const database = openPostgres(config.databaseUrl, { ...config.databasePool, size: 4 });
await database.migrate();
const email = config.smtpUrl
  ? createSmtpEmail(config.smtpUrl, config.mailFrom)
  : createOutboxEmail(database.db);
// Message emails' unsubscribe links are signed under the secrets key the API checks them with:
// a worker on another machine needs the same SECRETS_KEY (or DATA_DIR) as the API.
const secretsKey = await loadSecretsKey(config.secretsKey, config.dataDir);
const providers = await createDeliveryProviders(config.delivery, email, {
  unsubscribeLinks: unsubscribeLinksFor(secretsKey, config),
});
const workerId = config.delivery.workerId ?? newWorkerId();
const stats = createEngineStats();
const quiet = config.logLevel === 'warn' || config.logLevel === 'error';
const service = startDeliveryService({
  db: database.db,
  config: config.delivery,
  consoleUrl: config.consoleUrl,
  providers,
  workerId,
  stats,
  // Webhook endpoints' secrets are sealed under the same SECRETS_KEY.
  webhooks: { secretBox: createSecretBox(secretsKey), allowPrivate: config.webhooks.allowPrivate },
  log: {
    info: (line) => {
      if (!quiet) process.stdout.write(`${line}\n`);
    },
    warn: (line) => process.stderr.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  },
});
if (!quiet) process.stdout.write(`delivery worker ${workerId} started\n`);
// A worker has no HTTP server: its metrics are on METRICS_PORT when set.
const metricsServer =
  config.metrics.port === null
    ? null
    : await serveMetrics({
        metrics: createMetrics({ db: database.db, role: 'worker', providers, engine: stats }),
        port: config.metrics.port,
        host: config.host,
        token: config.metrics.token,
      });

closeOnSignals(async () => {
  await service.stop();
  await metricsServer?.close();
  await Promise.all([providers.push.close?.(), providers.sms.close?.(), email.close?.()]);
  await database.close();
});
