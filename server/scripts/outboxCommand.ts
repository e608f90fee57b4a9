import {
  MAILBOX_KEY_HEADER,
  type MailboxItem,
  type MailboxKind,
  type MailboxResponse,
} from '../../contract/mailbox';
import type { Config } from '../config';
import { readMailboxKey } from '../secret';

/**
 * `npm run outbox`: asks the running API for its development mailbox (GET /mailbox/local, with
 * the key the API keeps in DATA_DIR) and prints it. It never opens the database: the embedded
 * one belongs to the API process holding it, and a second process opening it would read a stale
 * copy and could harm it.
 */

export const OUTBOX_USAGE = [
  'npm run outbox [-- --emails | --texts | --push] [--search WORD] [--limit N] [--page N]',
  '  the emails and texts the running API kept instead of sending, newest first;',
  '  --emails or --texts: only those; --push: the pushes kept in the outbox.',
].join('\n');

interface Options {
  kind: MailboxKind;
  search: string | null;
  limit: number;
  page: number;
}

function optionsOf(argv: readonly string[]): Options | string {
  const options: Options = { kind: 'all', search: null, limit: 20, page: 1 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--emails') options.kind = 'email';
    else if (arg === '--texts') options.kind = 'text';
    else if (arg === '--push') options.kind = 'push';
    else if ((arg === '--limit' || arg === '--page') && value && /^\d+$/.test(value)) {
      options[arg === '--limit' ? 'limit' : 'page'] = Math.max(1, Number(value));
      i += 1;
    } else if (arg === '--search' && value !== undefined) {
      options.search = value;
      i += 1;
    } else return `Unknown option ${String(arg)}.`;
  }
  options.limit = Math.min(options.limit, 100);
  return options;
}

/** Where this machine reaches the API: its own port, on the address it binds to. */
export function localApiUrl(config: Pick<Config, 'host' | 'apiPort'>): string {
  const everywhere = ['0.0.0.0', '::', ''].includes(config.host);
  const host = everywhere
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${config.apiPort}`;
}

function printItem(item: MailboxItem): string {
  const delivery = item.delivery
    ? `  [${item.delivery.state}, ${item.delivery.attempts} tries${
        item.delivery.lastError ? `, last error: ${item.delivery.lastError}` : ''
      }]`
    : '';
  const label = { email: 'email', text: 'text', push: 'push' }[item.kind];
  return [
    `── ${item.createdAt}  ${label} to ${item.to}${delivery}`,
    ...(item.subject ? [`Subject: ${item.subject}`] : []),
    '',
    item.text,
    '',
  ].join('\n');
}

/** Runs the command; answers the exit code. `write` gets stdout's text, `fail` stderr's. */
export async function runOutboxCommand(
  argv: readonly string[],
  config: Pick<Config, 'host' | 'apiPort' | 'dataDir'>,
  io: { write: (text: string) => void; fail: (text: string) => void },
): Promise<number> {
  const options = optionsOf(argv);
  if (typeof options === 'string') {
    io.fail(`${options}\n\n${OUTBOX_USAGE}\n`);
    return 2;
  }
  const apiUrl = localApiUrl(config);
  const key = await readMailboxKey(config.dataDir);
  const query = new URLSearchParams({
    kind: options.kind,
    limit: String(options.limit),
    page: String(options.page),
    ...(options.search ? { search: options.search } : {}),
  });
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/mailbox/local?${query.toString()}`, {
      headers: key ? { [MAILBOX_KEY_HEADER]: key } : {},
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    io.fail(
      [
        `The API is not running at ${apiUrl}.`,
        'The outbox is read from the running API: start it with `npm start` (or `npm run dev`)',
        'and run this again. Its database is never opened from here.',
        '',
      ].join('\n'),
    );
    return 1;
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404 && hasCode(body, 'error_mailbox_unavailable')) {
    io.fail('There is no outbox: the API sends email through its SMTP server (SMTP_URL is set).\n');
    return 1;
  }
  if (response.status === 401) {
    io.fail(
      [
        `The API at ${apiUrl} did not take the mailbox key of ${config.dataDir}.`,
        'Run this with the DATA_DIR the API was started with (the key is its mailbox-key file).',
        '',
      ].join('\n'),
    );
    return 1;
  }
  if (!response.ok || !isMailbox(body)) {
    io.fail(`The API at ${apiUrl} answered ${response.status}: ${JSON.stringify(body)}\n`);
    return 1;
  }
  const { items, total } = body.data;
  if (items.length === 0) {
    io.write(total === 0 ? 'The outbox is empty.\n' : `No more: ${total} in all.\n`);
    return 0;
  }
  for (const item of items) io.write(printItem(item));
  const first = (options.page - 1) * options.limit + 1;
  io.write(`${first}–${first + items.length - 1} of ${total}, newest first.\n`);
  return 0;
}

function hasCode(body: unknown, code: string): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}

function isMailbox(body: unknown): body is MailboxResponse {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)
  );
}
