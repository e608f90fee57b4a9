import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The end-to-end run's mail: `run.ts` points the server's SMTP_URL at this catcher, which keeps
 * each email as a file in a folder the specs read (E2E_MAIL_DIR); the embedded database's outbox
 * cannot be read while the server holds it.
 */
export async function startMailCatcher(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${String(Date.now())}-${String(count).padStart(5, '0')}.json`;
        writeFile(join(dir, name), JSON.stringify({ to, raw })).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A quoted-printable body as text: soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest email to `to`, waiting for it, as decoded text. */
export async function mailTo(to: string, timeoutMs = 15_000): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs with npm run test:e2e');
  for (const start = Date.now(); Date.now() - start < timeoutMs;) {
    const names = (await readdir(dir)).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as {
        to: string;
        raw: string;
      };
      if (mail.to.split(',').includes(to)) return decodeQuotedPrintable(mail.raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} within ${timeoutMs} ms`);
}
