import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleConfigScript, serveConsole } from './serveConsole';

let dist: string;
let app: FastifyInstance;
const script = 'console.log("tidings");'.repeat(200);

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tidings-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  app = await serveConsole({ dist, port: 0, host: '127.0.0.1', apiUrl: 'http://api.test' });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the console server', () => {
  it('tells the console its API address at run time, so one build serves every address', async () => {
    const config = await get('/config.js');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^text\/javascript/);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body).toBe('window.__TIDINGS_CONFIG__ = {"apiUrl":"http://api.test"};\n');

    // A second server on the same dist/ with another address: each tells its own.
    const other = await serveConsole({ dist, port: 0, host: '127.0.0.1', apiUrl: 'http://b.test' });
    try {
      const answer = await other.inject({ method: 'GET', url: '/config.js' });
      expect(answer.body).toContain('"apiUrl":"http://b.test"');
      expect((await get('/config.js')).body).toContain('"apiUrl":"http://api.test"');
    } finally {
      await other.close();
    }
  });

  it('writes the address so it cannot end the script it sits in', () => {
    expect(consoleConfigScript('http://x.test/</script><script>alert(1)')).not.toContain('</');
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(brotliCompressSync(script));
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gz, plain])
      expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed assets for a year, and asks again for the page', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/users/groups', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('lets the page reach the API for data, media and framed documents, and nothing else', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' http://api.test");
    expect(policy).toContain("media-src 'self' blob: http://api.test");
    expect(policy).toContain("frame-src 'self' blob: http://api.test");
    expect(policy).toContain("script-src 'self';");
  });

  it('lets no other site frame the console by default', async () => {
    const page = await get('/login');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(page.headers['content-security-policy'])).not.toMatch(/frame-ancestors 'self' /);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the EMBED_ORIGINS hosts frame the console, and only them', async () => {
    const embedding = await serveConsole({
      dist,
      port: 0,
      host: '127.0.0.1',
      apiUrl: 'http://api.test',
      embedOrigins: ['https://host.example', 'http://127.0.0.1:4339'],
    });
    try {
      const page = await embedding.inject({ method: 'GET', url: '/login?autoLogin=1' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(
        "frame-ancestors 'self' https://host.example http://127.0.0.1:4339;",
      );
      expect(page.headers['x-frame-options']).toBeUndefined();
    } finally {
      await embedding.close();
    }
  });

  it('answers a missing file with 404, not with the page', async () => {
    expect((await get('/assets/missing-xyz.js')).statusCode).toBe(404);
  });

  it('serves the page for a link whose token holds dots', async () => {
    const token =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.BlgqlmX2UuYV-zwhfjowPmQ2rTivUEIDNxJWJkBZUpc';
    const response = await get(`/password/reset/invite/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
