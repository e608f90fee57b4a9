import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * The end-to-end run's texts: `run.ts` points the server's Twilio settings at this catcher,
 * which answers as Twilio's Messages API does and keeps each text as a file in a folder the specs
 * read (E2E_SMS_DIR), as the mail catcher does for email.
 */
export async function startSmsCatcher(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      count += 1;
      const name = `${String(Date.now())}-${String(count).padStart(5, '0')}.json`;
      const text = { to: form.get('To') ?? '', body: form.get('Body') ?? '' };
      void writeFile(join(dir, name), JSON.stringify(text)).then(() => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sid: `SM${String(count)}`, status: 'queued' }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The newest text whose body matches `pattern` (to `to`, when named, and caught at or after
 * `sentAfter`, a Date.now() time), waiting for it. Texts go out through the delivery engine, so
 * a spec that asks for "the newest" right after sending would otherwise find an earlier spec's.
 */
export async function smsTo(
  to: string | null,
  pattern: RegExp,
  timeoutMs = 20_000,
  sentAfter = 0,
): Promise<{ to: string; body: string }> {
  const dir = process.env.E2E_SMS_DIR;
  if (!dir) throw new Error('E2E_SMS_DIR is not set: run the specs with npm run test:e2e');
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    const names = (await readdir(dir)).sort().reverse();
    for (const name of names) {
      // The catcher names each file by the time it caught the text.
      if (Number(name.split('-')[0]) < sentAfter) break;
      const text = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
        to: string;
        body: string;
      };
      if ((to === null || text.to === to) && pattern.test(text.body)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text to ${to} within ${timeoutMs} ms`);
}
