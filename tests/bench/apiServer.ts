import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { scriptNodeFlags } from './scriptFlags';

let built = false;

/** The API compiled once per bench run (`npm run build:server`), as production runs it. */
function buildServer() {
  if (built) return;
  execFileSync('npx', ['tsx', 'server/scripts/buildServer.ts'], { stdio: 'inherit' });
  built = true;
}

/**
 * The node flags `npm run start:prod` runs the API with (package.json), so the bench measures
 * the API as it is deployed: source maps on and the heap flags (docs/decisions.md, "The API's
 * heap flags").
 */
export const API_NODE_FLAGS: string[] = scriptNodeFlags('start:prod');

/**
 * The real API in its own process, so its peak memory (VmHWM) is its own: the compiled server
 * (`npm run start:prod`), not the TypeScript loader, whose own memory would count against it.
 */
export async function startApiServer(env: Record<string, string>, port: number) {
  buildServer();
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_API_NODE_ARGS: node flags for the API (`--cpu-prof --cpu-prof-dir=/tmp/prof`); after
    // start:prod's, so a heap flag given there wins (V8 keeps a flag's last value).
    [
      ...API_NODE_FLAGS,
      ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
      'dist-server/main.js',
    ],
    {
      env: { ...process.env, ...env, API_PORT: String(port), LOG_LEVEL: 'warn', SEED: 'demo' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const up = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  /** The node process serving the port. */
  async function serverPid(): Promise<number | null> {
    const { execSync } = await import('node:child_process');
    const out = execSync(`ss -ltnpH 'sport = :${port}' || true`).toString();
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  }
  return {
    url,
    serverPid,
    async peakRssMb(): Promise<number | null> {
      const pid = await serverPid();
      if (!pid) return null;
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return kb ? Number(kb) / 1024 : null;
    },
    async stop() {
      if (child.pid === undefined || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      await exited;
    },
  };
}
