import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './apiProcess';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the machine (Debian keeps them per version). */
async function binDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const newest = versions
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .find(() => true);
  if (newest) return join(root, newest, 'bin');
  const { stdout } = await run('pg_config', ['--bindir']).catch(() => ({ stdout: '' }));
  if (stdout.trim()) return stdout.trim();
  throw new Error('no PostgreSQL server binaries (initdb, pg_ctl) found in /usr/lib/postgresql');
}

/** A PostgreSQL server of a test's own: its data folder, port and socket, stopped at will. */
export interface Cluster {
  port: number;
  url(database: string): string;
  /** pg_ctl stop: 'immediate' ends every process at once, as a crash would, without a checkpoint. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
}

/**
 * initdb and pg_ctl in a temp folder, on a free port of its own and a socket in that folder, so
 * the shared server on 5432 and every other test are untouched. PostgreSQL refuses to run as
 * root: as root, the folder is given to the `postgres` user and the binaries run as it
 * (runuser).
 */
export async function createCluster(): Promise<Cluster> {
  const bin = await binDir();
  const folder = await mkdtemp(join(tmpdir(), 'tidings-pg-'));
  const data = join(folder, 'data');
  const log = join(folder, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']).then(({ stdout }) => Number(stdout.trim())),
      run('id', ['-g', 'postgres']).then(({ stdout }) => Number(stdout.trim())),
    ]);
    await chown(folder, uid, gid);
  }
  const pg = async (program: string, args: string[]) => {
    const command = join(bin, program);
    try {
      await (asRoot
        ? run('runuser', ['-u', 'postgres', '--', command, ...args])
        : run(command, args));
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`${program} ${args.join(' ')} failed: ${detail}`, { cause: error });
    }
  };

  const port = await freePort();
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const cluster: Cluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: (mode) => pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start: () => pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', 'start']),
    async destroy() {
      await cluster.stop('immediate').catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
