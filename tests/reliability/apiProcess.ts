import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, from the system (bound to 0 and let go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  options: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 45_000);
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 25));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** The last lines the process wrote, for a failing test's message. */
  output(): string;
  /** Sends the signal and resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills every API process still running (afterAll, after a failed test). */
export function killAllApiProcesses(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * Starts the API as `npm start` does (server/main.ts: migrate, seed once, serve, run the delivery
 * engine), in a process of its own, and resolves once /health/ready says it is ready.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      CONSOLE_URL: 'https://console.test',
      ...env,
      API_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    child,
    url,
    output: () => tail,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  await waitFor(
    'the API to say it is ready (/health/ready)',
    async () => {
      if (child.exitCode !== null) throw new Error(`the API exited at start:\n${tail}`);
      const response = await fetch(`${url}/health/ready`).catch(() => null);
      return response?.ok ? true : null;
    },
    { timeoutMs: 60_000, everyMs: 100 },
  );
  return api;
}
