import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

/**
 * CPU a bench's processes used, read from /proc: what a request costs the API and the database
 * on this machine, steadier than a rate when the machine's speed varies from run to run.
 */

/** CPU used so far by a process, in ms (user and system). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // a backend that ended since it was listed
  }
}

/**
 * CPU used so far by the PostgreSQL backends connected to the database of `databaseUrl` (bar
 * the one asking), in ms. A backend that ends between two readings takes its time with it: the
 * benches read it while their pools hold their connections open.
 */
export function databaseCpuMs(databaseUrl: string): number {
  const pids = pidsOf(execFileSync('psql', backendPidsArgs(databaseUrl)).toString());
  return pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
}

/** psql's arguments to list the backends of the database of `databaseUrl`, bar its own. */
function backendPidsArgs(databaseUrl: string): string[] {
  const database = new URL(databaseUrl).pathname.slice(1);
  return [
    databaseUrl,
    '-Atc',
    `select pid from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
  ];
}

const pidsOf = (psqlOutput: string): number[] => psqlOutput.split('\n').filter(Boolean).map(Number);

/** The database backends' pids now, without blocking the bench's own calls. */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const { stdout } = await promisify(execFile)('psql', backendPidsArgs(databaseUrl));
  return pidsOf(stdout);
}

/**
 * The database's CPU over a long run: its backends read every second, each one's time since the
 * last reading added up, so a pool that closes idle connections and opens new ones loses at
 * most a second of each. Answers a function that stops the readings and answers the ms.
 */
export function meterDatabaseCpu(databaseUrl: string): () => Promise<number> {
  const last = new Map<number, number>();
  let total = 0;
  const read = async () => {
    for (const pid of await backendPids(databaseUrl)) {
      const now = cpuMs(pid);
      total += now - (last.get(pid) ?? now);
      last.set(pid, now);
    }
  };
  const started = read();
  const timer = setInterval(() => void read(), 1000);
  return async () => {
    clearInterval(timer);
    await started;
    await read();
    return total;
  };
}
