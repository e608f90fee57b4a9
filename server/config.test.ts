import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded demo defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      apiPort: 4000,
      consolePort: 3000,
      databaseUrl: null,
      databasePool: {
        size: 10,
        statementTimeoutMs: 10_000,
        connectionTimeoutMs: 5_000,
        mode: 'session',
      },
      serveConsole: false,
      seed: 'demo',
      smtpUrl: null,
      consoleUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000',
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.consoleOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('follows the ports into the default addresses', () => {
    const config = loadConfig({ PORT: '8080', API_PORT: '8081' });
    expect(config.consoleUrl).toBe('http://localhost:8080');
    expect(config.apiUrl).toBe('http://localhost:8081');
  });

  it('reads the pool limits and whether start:prod serves the console', () => {
    const config = loadConfig({
      DB_POOL_SIZE: '20',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_CONNECTION_TIMEOUT_MS: '250',
      DB_POOL_MODE: 'transaction',
      SERVE_CONSOLE: '1',
    });
    expect(config.databasePool).toEqual({
      size: 20,
      statementTimeoutMs: 0,
      connectionTimeoutMs: 250,
      mode: 'transaction',
    });
    expect(config.serveConsole).toBe(true);
    expect(() => loadConfig({ DB_POOL_SIZE: 'many' })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ DB_POOL_MODE: 'statement' })).toThrow(/DB_POOL_MODE/);
  });

  it('seeds no demo accounts in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).seed).toBe('demo');
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => loadConfig({ API_PORT: 'four' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ SEED: 'some' })).toThrow(/SEED/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('lets no other site frame the console unless EMBED_ORIGINS lists it', () => {
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(
      loadConfig({ EMBED_ORIGINS: 'https://app.example.com, http://127.0.0.1:4339/' }).embedOrigins,
    ).toEqual(['https://app.example.com', 'http://127.0.0.1:4339']);
    expect(() => loadConfig({ EMBED_ORIGINS: 'app.example.com' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'https://a.test/embed' })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: "'self' https://a.test" })).toThrow(/EMBED_ORIGINS/);
  });

  it('trusts no forwarded address by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
    ]);
    // Every hop believed would let a client name its own address.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'loadbalancer' })).toThrow(/TRUST_PROXY/);
  });

  it('takes an explicit CORS allow-list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.test, https://b.test' }).consoleOrigins).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });

  it('keeps uploads in a folder unless S3 is configured, and reads the size limits', () => {
    const folder = loadConfig({});
    expect(folder.uploads.s3).toBeNull();
    expect(folder.uploads.maxBytes).toEqual({
      audio: 200 * 1024 * 1024,
      video: 2048 * 1024 * 1024,
      document: 50 * 1024 * 1024,
    });
    const s3 = loadConfig({
      S3_ENDPOINT: 'http://minio.test:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      UPLOAD_MAX_MB_AUDIO: '10',
    });
    expect(s3.uploads.s3).toEqual({
      endpoint: 'http://minio.test:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(s3.uploads.maxBytes.audio).toBe(10 * 1024 * 1024);
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.test' })).toThrow(/S3_BUCKET/);
  });
});
