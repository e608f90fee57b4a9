import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Lighthouse first: performance is measured on a server no other spec has given work yet
 * (scheduled sends, fan-outs and dispatches of earlier specs run beside later ones and take the
 * same cores as the browser). The other specs keep Vitest's own order.
 */
class LighthouseFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('lighthouse.e2e.ts') ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/** End-to-end specs: real Chromium against `npm start`, run by tests/e2e/run.ts. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    setupFiles: ['tests/e2e/setup.ts'],
    // One more try for a spec that fails, after its journal is printed (tests/e2e/setup.ts):
    // a spec that fails twice fails the run, and a first failure stays in the output to read.
    retry: 1,
    sequence: { sequencer: LighthouseFirst },
  },
});
