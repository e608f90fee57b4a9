import { join } from 'node:path';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { listDeliveries } from '../modules/delivery/public';
import { listOutbox } from '../providers/email/outboxEmail';
import { loadEnvFile } from '../loadEnvFile';

/**
 * `npm run outbox [-- --limit N] [-- --messages]`: the newest emails the outbox provider kept,
 * newest first; with --messages, the newest message deliveries (push, SMS, email) instead.
 */
loadEnvFile();
const config = loadConfig();
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) || 20 : 20;

const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, 1)
  : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  if (process.argv.includes('--messages')) {
    const deliveries = await listDeliveries(database.db, limit);
    if (deliveries.length === 0) process.stdout.write('No message deliveries yet.\n');
    for (const d of deliveries) {
      const error = d.lastError ? `, last error: ${d.lastError}` : '';
      process.stdout.write(
        [
          `── ${d.createdAt.toISOString()}  ${d.channel} to ${d.address}  [${d.state}, ${d.attempts} tries${error}]`,
          `Receipt ${d.receiptId}`,
          `${d.title}: ${d.body}`,
          '',
        ].join('\n'),
      );
    }
  } else {
    const emails = await listOutbox(database.db, limit);
    if (emails.length === 0) process.stdout.write('The outbox is empty.\n');
    for (const email of emails) {
      process.stdout.write(
        [
          `── ${email.createdAt.toISOString()}  to ${email.to}`,
          `Subject: ${email.subject}`,
          '',
          email.text,
          '',
        ].join('\n'),
      );
    }
  }
} finally {
  await database.close();
}
