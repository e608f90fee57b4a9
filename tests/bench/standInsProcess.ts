import { spawn, type ChildProcess } from 'node:child_process';
import type { StandInStats } from '../../server/providers/testing/providerStandIns';

/** What tests/bench/standIns.ts prints when its stand-ins listen. */
export interface StandInsStarted {
  fcm?: { url: string; tokenUri: string; protocol: string };
  apns?: { url: string };
  twilio?: { url: string };
  control: string;
  ca: string | null;
  caFile: string | null;
  pid: number;
}

export type ProviderName = 'fcm' | 'apns' | 'twilio';

export interface StandInsSnapshot {
  fcm?: StandInStats;
  apns?: StandInStats;
  twilio?: StandInStats;
  process: { cpuMs: number; rssMb: number };
}

/** A stand-ins process the bench started: its addresses and its control calls. */
export interface StandInsProcess extends StandInsStarted {
  stats(): Promise<StandInsSnapshot>;
  reset(): Promise<void>;
  setLatency(ms: number): Promise<void>;
  throttle(provider: ProviderName, ms: number, retryAfterSeconds: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts tests/bench/standIns.ts in its own process with `args` (e.g. ['--providers', 'fcm',
 * '--latency', '50']) and waits for its JSON line. Its stdin stays a pipe, so it ends with this
 * process even when this one dies without stopping it.
 */
export async function spawnStandIns(args: string[]): Promise<StandInsProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/standIns.ts', ...args],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const started = await new Promise<StandInsStarted>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        child.stdout?.off('data', onData);
        resolve(JSON.parse(line) as StandInsStarted);
      }
    };
    child.stdout?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the stand-ins exited with ${code}`)));
  });
  child.removeAllListeners('exit');

  const call = async (path: string) => {
    const response = await fetch(`${started.control}${path}`);
    if (!response.ok) throw new Error(`stand-ins ${path} answered ${response.status}`);
    return (await response.json()) as unknown;
  };

  return {
    ...started,
    stats: async () => (await call('/__stats')) as StandInsSnapshot,
    reset: async () => void (await call('/__reset')),
    setLatency: async (ms) => void (await call(`/__latency?ms=${ms}`)),
    throttle: async (provider, ms, retryAfter) =>
      void (await call(`/__throttle?provider=${provider}&ms=${ms}&retryAfter=${retryAfter}`)),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
