import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A self-signed certificate for localhost and 127.0.0.1 (its own CA), for the provider
 * stand-ins. `ca` is the certificate to trust in a client's `ca` option; `caFile` is the same on
 * disk, for a child process's NODE_EXTRA_CA_CERTS.
 */
export interface StandInCertificate {
  key: string;
  cert: string;
  ca: string;
  caFile: string;
  keyFile: string;
}

const CERT = 'standin-cert.pem';
const KEY = 'standin-key.pem';

async function readPair(dir: string): Promise<StandInCertificate | null> {
  try {
    const [key, cert] = await Promise.all([
      readFile(join(dir, KEY), 'utf8'),
      readFile(join(dir, CERT), 'utf8'),
    ]);
    return { key, cert, ca: cert, caFile: join(dir, CERT), keyFile: join(dir, KEY) };
  } catch {
    return null;
  }
}

/**
 * The certificate in `dir` (made there with the openssl command line when missing), so several
 * processes can serve with one certificate and their clients trust one file. An EC P-256 key,
 * valid two days: stand-ins live for a test run.
 */
export async function certificateIn(dir: string): Promise<StandInCertificate> {
  const found = await readPair(dir);
  if (found) return found;
  await mkdir(dir, { recursive: true });
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    join(dir, KEY),
    '-out',
    join(dir, CERT),
  ]);
  const made = await readPair(dir);
  if (!made) throw new Error(`openssl wrote no certificate into ${dir}`);
  return made;
}

let shared: Promise<StandInCertificate> | null = null;

/**
 * One certificate per process, made on first use in a temporary folder that is removed when the
 * process exits.
 */
export function standInCertificate(): Promise<StandInCertificate> {
  shared ??= mkdtemp(join(tmpdir(), 'standin-tls-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return certificateIn(dir);
  });
  return shared;
}
