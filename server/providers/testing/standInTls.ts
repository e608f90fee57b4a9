import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
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
const VALID_DAYS = 3;

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

/** Whether the certificate is good for at least another day. */
function fresh(certificate: StandInCertificate): boolean {
  try {
    const validTo = Date.parse(new X509Certificate(certificate.cert).validTo);
    return validTo > Date.now() + 24 * 3600_000;
  } catch {
    return false;
  }
}

/**
 * The certificate in `dir` (made there with the openssl command line when missing), so several
 * processes can serve with one certificate and their clients trust one file. An EC P-256 key,
 * valid a few days: stand-ins live for a test run.
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
    String(VALID_DAYS),
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

const DAY_MS = 24 * 3600_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The day's certificate of this user, in a folder of the temporary directory that every process
 * (test files, stand-in processes, the bench) shares: made once a day, by whichever process
 * needs it first (made aside, then renamed into place, so a reader never sees half of it), and
 * folders of expired ones removed. Nothing is left behind per process, even by processes that
 * are killed.
 */
async function sharedCertificate(): Promise<StandInCertificate> {
  const prefix = `tidings-standin-tls-${process.getuid?.() ?? 'user'}-`;
  const dir = join(tmpdir(), `${prefix}${dayOf(Date.now())}`);
  const found = await readPair(dir);
  if (found && fresh(found)) return found;
  const aside = await mkdtemp(join(tmpdir(), `${prefix}making-`));
  try {
    await certificateIn(aside);
    if (found) await rm(dir, { recursive: true, force: true });
    await rename(aside, dir);
  } catch {
    // Another process put the day's certificate in place first: that one serves.
    await rm(aside, { recursive: true, force: true });
  }
  const oldest = dayOf(Date.now() - VALID_DAYS * DAY_MS);
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    const day = name.startsWith(prefix) ? name.slice(prefix.length) : '';
    if (/^\d{8}$/.test(day) && day < oldest)
      await rm(join(tmpdir(), name), { recursive: true, force: true }).catch(() => undefined);
  }
  const made = await readPair(dir);
  if (!made) throw new Error(`no stand-in certificate in ${dir}`);
  return made;
}

let shared: Promise<StandInCertificate> | null = null;

/** The certificate stand-ins serve with unless given one: the same for every caller. */
export function standInCertificate(): Promise<StandInCertificate> {
  shared ??= sharedCertificate();
  return shared;
}
