import { loadConfig } from './config';
import { buildConsoleIfStale, CONSOLE_DIST } from './console/buildConsole';
import { serveConsole } from './console/serveConsole';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/admins';
import { closeOnSignals, startApi } from './main';
import { loadEnvFile } from './loadEnvFile';

/** `npm start`: build the console if needed, start the API, serve the console, say where. */
loadEnvFile();
const config = loadConfig();
const say = (line: string) => process.stdout.write(`${line}\n`);

await buildConsoleIfStale(say);
const api = await startApi(config);
const web = await serveConsole({
  dist: CONSOLE_DIST,
  port: config.consolePort,
  host: config.host,
  apiUrl: config.apiUrl,
  embedOrigins: config.embedOrigins,
});

say('');
say(`Tidings console: ${config.consoleUrl}`);
say(`Tidings API:     ${config.apiUrl}  (OpenAPI at ${config.apiUrl}/docs)`);
say(
  `Database:        ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
);
say(
  `Email:           ${config.smtpUrl ? 'SMTP (SMTP_URL)' : 'outbox in the database; list it with `npm run outbox`'}`,
);
if (config.seed === 'demo') {
  say('');
  say(`Demo accounts (password ${DEMO_PASSWORD})${api.seeded ? ', seeded now' : ''}:`);
  for (const account of DEMO_ACCOUNTS) say(`  ${account.email.padEnd(24)} ${account.who}`);
}
say('');
say('Press Ctrl-C to stop.');

closeOnSignals(async () => {
  await web.close();
  await api.close();
});
