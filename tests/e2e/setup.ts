import { beforeEach } from 'vitest';
import { journalReport } from './journal';

// A failed spec prints what the browser did before it failed (tests/e2e/journal.ts).
beforeEach((context) => {
  context.onTestFailed(async () => {
    process.stderr.write(`\n${context.task.name} failed.\n${await journalReport()}\n`);
  });
});
