import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../server/db/seed/admins';
import { mp4Head } from '../../server/db/seed/uploadSamples';
import { adminQuery, databaseUrlFor } from '../api/templates';
import { startApiServer } from './apiServer';

/**
 * `npm run bench:uploads` (part of `npm run bench`): a 1 GB video uploaded through the streamed
 * multipart POST /upload and downloaded again from GET /upload/{id}/content, with the folder
 * store, through the compiled API in its own process on PostgreSQL (TEST_DATABASE_URL's server). The server's peak
 * resident memory (VmHWM) must stay under 250 MB; the throughput of each way is reported.
 */
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const RSS_BUDGET_MB = 250;
const say = (line: string) => process.stdout.write(`${line}\n`);
const MB = 1024 * 1024;

// PostgreSQL in its own process (TEST_DATABASE_URL's server), so the API's memory is its own: the
// embedded database would add its own heap, which is not what this measures.
const database = 'tidings_uploads_bench';
await adminQuery(`drop database if exists ${database} with (force)`);
await adminQuery(`create database ${database}`);
const dataDir = await mkdtemp(join(tmpdir(), 'tidings-uploads-bench-'));
const server = await startApiServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrlFor(database),
    DELIVERY_WORKER: 'off',
    UPLOAD_MAX_MB_VIDEO: String(SIZE_MB + 1),
  },
  4351,
);
let failed = false;
try {
  const login = await fetch(`${server.url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const before = await server.peakRssMb();

  // The body is made as it is sent: an MP4 header, then 1 MB of random bytes over and over.
  const boundary = '----tidings-bench';
  const head = Buffer.from(
    [
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nvideo\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench video\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n`,
      'Content-Type: video/mp4\r\n\r\n',
    ].join(''),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = randomBytes(MB);
  const first = Buffer.concat([mp4Head(4096), block.subarray(4096)]);
  const fileBytes = SIZE_MB * MB;
  const sent = createHash('sha256');

  const uploadStarted = performance.now();
  const id = await new Promise<string>((resolve, reject) => {
    const request = httpRequest(`${server.url}/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + fileBytes + tail.length),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (response.statusCode !== 201)
          reject(new Error(`upload: ${response.statusCode} ${body}`));
        else resolve((JSON.parse(body) as { data: { _id: string } }).data._id);
      });
    });
    request.on('error', reject);
    let written = 0;
    const pump = () => {
      while (written < SIZE_MB) {
        const chunk = written === 0 ? first : block;
        sent.update(chunk);
        written += 1;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    request.write(head);
    pump();
  });
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const afterUpload = await server.peakRssMb();

  const downloadStarted = performance.now();
  const response = await fetch(`${server.url}/upload/${id}/content`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200 || !response.body) throw new Error(`download: ${response.status}`);
  const received = createHash('sha256');
  let receivedBytes = 0;
  for await (const chunk of response.body) {
    received.update(chunk);
    receivedBytes += chunk.length;
  }
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  const peak = await server.peakRssMb();

  const same = receivedBytes === fileBytes && received.digest('hex') === sent.digest('hex');
  say(`uploads-bench: ${SIZE_MB} MB video, folder store, PostgreSQL`);
  say(`  upload:   ${uploadSeconds.toFixed(1)} s, ${(SIZE_MB / uploadSeconds).toFixed(0)} MB/s`);
  say(
    `  download: ${downloadSeconds.toFixed(1)} s, ${(SIZE_MB / downloadSeconds).toFixed(0)} MB/s, ${same ? 'same bytes' : 'BYTES DIFFER'}`,
  );
  say(
    `  server peak RSS: ${before?.toFixed(0) ?? '?'} MB at start, ${afterUpload?.toFixed(0) ?? '?'} MB after the upload, ${peak?.toFixed(0) ?? '?'} MB after the download (budget ${RSS_BUDGET_MB} MB)`,
  );
  if (!same) failed = true;
  if (peak === null || peak >= RSS_BUDGET_MB) {
    say(`uploads-bench: FAILED: peak RSS ${peak ?? 'unknown'} MB, budget ${RSS_BUDGET_MB} MB`);
    failed = true;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await adminQuery(`drop database if exists ${database} with (force)`);
}
if (failed) process.exit(1);
