import { join } from 'node:path';
import { loadConfig } from '../config';
import { openPglite, openPostgres } from '../db/client';
import { listOutbox } from '../providers/email/outboxEmail';
import { loadEnvFile } from '../loadEnvFile';

/** `npm run outbox [-- --limit N]`: the newest emails the outbox provider kept, newest first. */
loadEnvFile();
const config = loadConfig();
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) || 20 : 20;

const database = config.databaseUrl
  ? openPostgres(config.databaseUrl, 1)
  : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
try {
  await database.migrate();
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
} finally {
  await database.close();
}
