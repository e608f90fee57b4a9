import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { scriptNodeFlags } from './scriptFlags';

/**
 * The dispatch bench's `npm run worker` processes: their environment (provider keys made for the
 * stand-ins), and each process's peak memory and CPU read from /proc while it runs.
 */

/** Where the workers send: the stand-ins' addresses and the CA file that makes them trusted. */
export interface ProviderEndpoints {
  fcmUrl: string;
  fcmTokenUri: string;
  apnsUrl: string;
  twilioUrl: string;
  caFile: string;
}

export const TWILIO_SID = `AC${'b'.repeat(32)}`;
export const TWILIO_TOKEN = randomBytes(16).toString('hex');

/**
 * The provider variables of config.ts that the bench sets itself; the tuning ones are passed
 * through from the bench's own environment when set.
 */
const PROVIDER_VARIABLES = [
  'FCM_SERVICE_ACCOUNT_FILE',
  'FCM_API_URL',
  'APNS_KEY_FILE',
  'APNS_KEY_ID',
  'APNS_TEAM_ID',
  'APNS_TOPIC',
  'APNS_HOST',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_API_URL',
  'SMTP_URL',
  'NODE_EXTRA_CA_CERTS',
];
export const TUNING_VARIABLES = [
  'FCM_CONCURRENCY',
  'FCM_RATE_PER_SECOND',
  'APNS_CONCURRENCY',
  'APNS_RATE_PER_SECOND',
  'TWILIO_CONCURRENCY',
  'TWILIO_RATE_PER_SECOND',
  'DISPATCH_BATCH_SIZE',
];

/** A Firebase service account (RSA key) whose token_uri is the stand-in's, and an APNs .p8 key. */
export async function writeProviderKeys(dir: string, tokenUri: string) {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccountFile = join(dir, 'service-account.json');
  await writeFile(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'dispatch-bench',
      private_key_id: randomBytes(20).toString('hex'),
      private_key: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      client_email: 'bench@dispatch-bench.iam.gserviceaccount.com',
      client_id: '100000000000000000001',
      token_uri: tokenUri,
    }),
  );
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const apnsKeyFile = join(dir, 'AuthKey_BENCHKEY01.p8');
  await writeFile(apnsKeyFile, ec.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  return { serviceAccountFile, apnsKeyFile };
}

/** The environment of a worker process: the bench's, its provider variables replaced by ours. */
export function workerEnv(
  databaseUrl: string,
  endpoints: ProviderEndpoints,
  keys: { serviceAccountFile: string; apnsKeyFile: string },
): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && !PROVIDER_VARIABLES.includes(entry[0]),
    ),
  );
  return {
    ...inherited,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_EXTRA_CA_CERTS: endpoints.caFile,
    FCM_SERVICE_ACCOUNT_FILE: keys.serviceAccountFile,
    FCM_API_URL: endpoints.fcmUrl,
    APNS_KEY_FILE: keys.apnsKeyFile,
    APNS_KEY_ID: 'BENCHKEY01',
    APNS_TEAM_ID: 'BENCHTEAM1',
    APNS_TOPIC: 'test.tidings.bench',
    APNS_HOST: endpoints.apnsUrl,
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_URL: endpoints.twilioUrl,
  };
}

let ticksPerSecond: number | null = null;

/** Clock ticks per second of /proc/<pid>/stat's CPU times. */
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Peak resident memory (VmHWM) in kB and CPU time in ms of a live process, or null. */
export function readProcess(pid: number): { peakRssKb: number; cpuMs: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    // The fields after the command (which may hold spaces) start at the state, field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { peakRssKb: Number(peak ?? 0), cpuMs: (ticks * 1000) / clockTicks() };
  } catch {
    return null;
  }
}

/**
 * How a worker process runs: `tsx` (node --import tsx server/scripts/worker.ts, as `npm run
 * worker` does) or a command line for the worker compiled as `npm run build:server` compiles the
 * API (one ES module, packages external, the migrations beside it), which saves the TypeScript
 * loader's memory and start-up time.
 */
export type WorkerCommand = string[];

/**
 * The V8 heap flags `npm run worker` starts with (package.json): the bench's workers, under tsx
 * or compiled, run with the same.
 */
export const WORKER_HEAP_FLAGS: string[] = scriptNodeFlags('worker').filter((flag) =>
  /^--max-(semi|old)-space-size=\d+$/.test(flag),
);

export const TSX_WORKER: WorkerCommand = ['--import', 'tsx', 'server/scripts/worker.ts'];

/** Bundles server/scripts/worker.ts into `dir` and answers the command line that runs it. */
export async function buildWorker(dir: string): Promise<WorkerCommand> {
  await mkdir(dir, { recursive: true });
  await build({
    entryPoints: ['server/scripts/worker.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    sourcemap: true,
    outfile: join(dir, 'worker.js'),
    logLevel: 'warning',
  });
  await cp('server/db/migrations', join(dir, 'migrations'), { recursive: true });
  // Packages stay external: the bundle finds them through a link to the project's.
  await symlink(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  // The bundle holds server/main.ts, which starts the API when its module is the one node ran:
  // a module of its own that imports the bundle keeps that check false.
  await writeFile(join(dir, 'run.mjs'), "await import('./worker.js');\n");
  return ['--enable-source-maps', join(dir, 'run.mjs')];
}

/** stderr lines that say nothing about sending. */
const NOISE = [/^$/, /^(SIGTERM|SIGINT): shutting down/, /^\(Use `node --trace-/];

export interface WorkerResult {
  pid: number;
  peakRssKb: number;
  cpuMs: number;
  exitCode: number | null;
  /** The last lines it wrote to stderr (warnings, errors), and how many in all. */
  stderrTail: string[];
  stderrLines: number;
}

export interface RunningWorker {
  pid: number;
  /** Whether it has exited (it should not before it is stopped). */
  exited(): boolean;
  stop(): Promise<WorkerResult>;
}

const live = new Set<() => void>();
let exitHooked = false;

/** Workers still running when the bench ends (an error, Ctrl-C) are killed with it. */
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const kill of live) kill();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const kill of live) kill();
      process.exit(130);
    });
}

/** Starts a worker process (`command`) with `env`, sampling its memory and CPU every 500 ms. */
export function startWorker(command: WorkerCommand, env: Record<string, string>): RunningWorker {
  hookExit();
  // BENCH_WORKER_NODE_ARGS: more flags for node (--cpu-prof; heap sizes, which override).
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...WORKER_HEAP_FLAGS, ...nodeArgs, ...command], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const pid = child.pid ?? 0;
  const kill = () => child.kill('SIGKILL');
  live.add(kill);
  let exitCode: number | null = null;
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      exited = true;
      live.delete(kill);
      resolve();
    }),
  );
  const tail: string[] = [];
  let lines = 0;
  let partial = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      if (NOISE.some((noise) => noise.test(line.trim()))) continue;
      lines++;
      tail.push(line);
      if (tail.length > 20) tail.shift();
    }
  });
  let last = { peakRssKb: 0, cpuMs: 0 };
  const sample = () => {
    const read = readProcess(pid);
    if (read) last = read;
  };
  const timer = setInterval(sample, 500);

  return {
    pid,
    exited: () => exited,
    async stop() {
      sample();
      clearInterval(timer);
      if (!exited) {
        const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill('SIGTERM');
        await exitedPromise;
        clearTimeout(forced);
      }
      return {
        pid,
        ...last,
        exitCode,
        stderrTail: partial.trim() ? [...tail, partial] : tail,
        stderrLines: lines,
      };
    },
  };
}
