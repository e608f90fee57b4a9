import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep, waitFor } from '../../tests/reliability/apiProcess';
import { call, signIn } from '../../tests/reliability/http';

/**
 * The API process as `npm start` runs it (server/main.ts), on the embedded database in a fresh
 * folder: it answers readiness while it migrates and seeds ("starting", every other call 503
 * service_starting), then serves; under a steady load of signed-in reads a SIGTERM drains it:
 * readiness turns "draining", every call that was answered is answered without a 5xx, and the
 * process exits 0 with no call meeting a closed pool.
 */
let dataDir: string;
let child: ChildProcess;
let url: string;
let output = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tidings-drain-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      CONSOLE_URL: 'https://console.test',
      SEED: 'demo',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      DRAIN_TIMEOUT_MS: '8000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
});
afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function readiness(): Promise<{ status: number; reason?: string } | null> {
  const response = await fetch(`${url}/health/ready`).catch(() => null);
  if (!response) return null;
  const body = (await response.json()) as { reason?: string };
  return { status: response.status, ...(body.reason ? { reason: body.reason } : {}) };
}

describe('an API process from start to stop', () => {
  it('says it is starting while it migrates, and refuses other calls with 503 until ready', async () => {
    const starting = await waitFor('the API to listen', readiness, {
      timeoutMs: 60_000,
      everyMs: 20,
    });
    // A fresh folder: the migrations and the demo seed take seconds, long after it listens.
    expect(starting).toEqual({ status: 503, reason: 'starting' });
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    const early = await fetch(`${url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'probe-while-starting' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'x' }),
    });
    // Asked right after the first "starting": migrations and the demo seed take seconds more.
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('5');
    expect(early.headers.get('x-request-id')).toBe('probe-while-starting');
    expect(await early.json()).toMatchObject({
      code: 'service_starting',
      requestId: 'probe-while-starting',
    });
    await waitFor(
      'the API to be ready',
      async () => ((await readiness())?.status === 200 ? true : null),
      { timeoutMs: 170_000, everyMs: 100 },
    );
  }, 180_000);

  it('drains on SIGTERM: no answer is a 5xx, readiness says draining, the process exits 0', async () => {
    const token = await signIn(url, 'admin@acme.test');
    const statuses: number[] = [];
    let refused = 0;
    let stopping = false;
    // Four callers reading app users (a database call each) until the server stops listening.
    const caller = async () => {
      while (refused < 50) {
        const answer = await call(url, token, 'POST', '/user/mobile-users/new', {
          limit: 50,
        }).catch(() => null);
        if (answer) statuses.push(answer.status);
        else if (stopping) refused++;
      }
    };
    const callers = Array.from({ length: 4 }, caller);
    await sleep(1500);
    const answeredBefore = statuses.length;
    stopping = true;
    child.kill('SIGTERM');
    const draining = await waitFor(
      'readiness to say draining, or the server to stop listening',
      async () => {
        const ready = await readiness();
        return ready === null ? 'closed' : ready.reason === 'draining' ? 'draining' : null;
      },
      { timeoutMs: 10_000, everyMs: 5 },
    );
    const code = await exited;
    await Promise.all(callers);

    expect(answeredBefore).toBeGreaterThan(0);
    expect(['draining', 'closed']).toContain(draining);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(code, output).toBe(0);
    expect(output).not.toMatch(/Cannot use a pool after calling end|unhandled error/);
  }, 60_000);
});
