import { loadConfig } from '../config';
import { loadEnvFile } from '../loadEnvFile';
import { runOutboxCommand } from './outboxCommand';

/**
 * `npm run outbox [-- --emails | --texts | --push] [--search WORD] [--limit N] [--page N]`: the
 * emails and texts the running API kept instead of sending, newest first, asked of that API
 * (outboxCommand.ts); the same list as the console's Mailbox page.
 */
loadEnvFile();
process.exitCode = await runOutboxCommand(process.argv.slice(2), loadConfig(), {
  write: (text) => process.stdout.write(text),
  fail: (text) => process.stderr.write(text),
});
