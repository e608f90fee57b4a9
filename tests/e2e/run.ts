import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from './mail';
import { startSmsCatcher } from './sms';

/**
 * `npm run test:e2e`: starts `npm start` on a fresh data folder and its own ports, waits until
 * the console and the API answer, runs the Chromium specs, and stops the server whatever happens.
 */
const consolePort = process.env.E2E_PORT ?? '3300';
const apiPort = process.env.E2E_API_PORT ?? '4300';
const consoleUrl = `http://localhost:${consolePort}`;
const apiUrl = `http://localhost:${apiPort}`;
// The embed spec's host page, on an origin of its own that EMBED_ORIGINS lets frame the console.
const embedHostPort = process.env.E2E_EMBED_HOST_PORT ?? String(Number(apiPort) + 9);
const embedHostUrl = `http://127.0.0.1:${embedHostPort}`;
const dataDir = await mkdtemp(join(tmpdir(), 'tidings-e2e-'));
// Email goes to a catcher whose files the specs read (an invitation link, a sign-in code).
const mailDir = await mkdtemp(join(tmpdir(), 'tidings-e2e-mail-'));
const mail = await startMailCatcher(mailDir);
// Texts go to a Twilio look-alike whose files the specs read (an SMS sign-up link).
const smsDir = await mkdtemp(join(tmpdir(), 'tidings-e2e-sms-'));
const sms = await startSmsCatcher(smsDir);

const server: ChildProcess = spawn('npx', ['tsx', 'server/start.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: consolePort,
    API_PORT: apiPort,
    VITE_API_URL: apiUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SEED: 'demo',
    SMTP_URL: mail.url,
    EMBED_ORIGINS: embedHostUrl,
    TWILIO_ACCOUNT_SID: 'ACe2e',
    TWILIO_AUTH_TOKEN: 'e2e-token',
    TWILIO_FROM: '+15550000000',
    TWILIO_API_URL: sms.url,
    // Single sign-on's spec runs an OpenID provider of its own on http://127.0.0.1.
    SSO_ALLOW_HTTP: 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

function stopServer(): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.pid === undefined) return resolve();
    server.once('exit', () => resolve());
    process.kill(-server.pid, 'SIGINT');
    setTimeout(() => {
      if (server.exitCode === null && server.pid !== undefined)
        process.kill(-server.pid, 'SIGKILL');
    }, 10_000).unref();
  });
}

let exitCode = 1;
try {
  const deadline = Date.now() + 5 * 60_000;
  await waitFor(`${apiUrl}/health/ready`, deadline);
  await waitFor(`${consoleUrl}/login`, deadline);
  // Extra arguments go to vitest: `npm run test:e2e -- users` runs the matching specs only.
  const vitestArgs = [
    'vitest',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ];
  const specs = spawn('npx', vitestArgs, {
    env: {
      ...process.env,
      E2E_CONSOLE_URL: consoleUrl,
      E2E_API_URL: apiUrl,
      E2E_MAIL_DIR: mailDir,
      E2E_EMBED_HOST_PORT: embedHostPort,
      E2E_SMS_DIR: smsDir,
    },
    stdio: 'inherit',
  });
  exitCode = await new Promise<number>((resolve) => specs.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error);
} finally {
  await stopServer();
  await mail.close();
  await sms.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(mailDir, { recursive: true, force: true });
  await rm(smsDir, { recursive: true, force: true });
}
process.exit(exitCode);
