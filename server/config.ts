import type { PoolLimits } from './db/poolLimits';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { FlowLimits } from './providers/flow/flowGate';

/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Defaults suit the embedded demo: `npm start` on a machine with nothing but Node.
 */
export interface Config {
  env: 'development' | 'production' | 'staging' | 'test';
  apiPort: number;
  consolePort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** `npm run start:prod` serves the built console (dist/) beside the API. */
  serveConsole: boolean;
  /** How the API's PostgreSQL pool holds up when some queries are slow. */
  databasePool: PoolLimits;
  seed: 'demo' | 'none';
  jwtSecret: string | null;
  /** Key for admins' stored secrets (payment and push keys); generated into dataDir when null. */
  secretsKey: string | null;
  /** Where the Stripe SDK sends its calls: null for Stripe itself (a local server in tests). */
  stripeApiUrl: string | null;
  tokenTtlSeconds: number;
  consoleOrigins: string[];
  /** Origins whose pages may frame the console (CSP frame-ancestors): hosts of the embedded console. */
  embedOrigins: string[];
  consoleUrl: string;
  apiUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  unionApiUrl: string | null;
  unionApiToken: string | null;
  unionFileDir: string;
  bodyLimitBytes: number;
  /**
   * On a stop signal, how long calls in flight may take to finish before their connections are
   * cut and the pool closes (docs/decisions.md, "Health, readiness and draining").
   */
  drainTimeoutMs: number;
  /**
   * Prometheus metrics (docs/decisions.md, "Metrics"): the bearer token a scrape must bring,
   * and a port of their own. Neither: no metrics. A token alone: GET /metrics on the API's port.
   */
  metrics: { token: string | null; port: number | null };
  /** Calls one app token may make a minute to the app's routes (429 beyond; 0: no limit). */
  appCallsPerMinute: number;
  /** Calls one API key may make a minute, counted per API process (429 beyond; 0: no limit). */
  apiKeyCallsPerMinute: number;
  logLevel: string;
  /**
   * Which hops of X-Forwarded-For to believe: none (false), the nearest `n` proxies, or the
   * proxies at these addresses and networks (docs/deploy.md, "The client's address").
   */
  trustProxy: false | number | string[];
  delivery: DeliveryConfig;
  /** Uploaded audio, video and documents: where they are kept and how large each kind may be. */
  uploads: UploadsConfig;
  /** The answers to STOP, START and HELP texted to the platform's Twilio number. */
  smsKeywords: SmsKeywordsConfig;
  /**
   * Webhooks out: WEBHOOKS_ALLOW_PRIVATE=true lets endpoints be plain http and on loopback or
   * private addresses, for local receivers in tests and demos only (docs/decisions.md,
   * "Webhooks out").
   */
  webhooks: { allowPrivate: boolean };
  /**
   * SSO_ALLOW_HTTP=true lets an organisation's OpenID provider be an http address, for a local
   * provider in tests and demos only; otherwise issuers must be https.
   */
  ssoAllowHttp: boolean;
}

/**
 * Twilio's inbound SMS webhook (docs/decisions.md, "SMS STOP, START and HELP"): the opt-out is
 * always recorded; the confirmation texts are the app's unless Twilio's Advanced Opt-Out sends
 * its own (TWILIO_KEYWORD_REPLIES=off), so the member does not get two.
 */
export interface SmsKeywordsConfig {
  replies: boolean;
  /** Who the texts come from, as the confirmations name it. */
  senderName: string;
  /** How to reach a person, told in the answer to HELP (an address, a phone, a page); optional. */
  helpContact: string | null;
}

/** The uploads' object storage: S3-compatible when S3_* are set, else a folder under DATA_DIR. */
export interface UploadsConfig {
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
  /** The largest file of each kind, in bytes. */
  maxBytes: { audio: number; video: number; document: number };
  /** The user import's CSV (POST /user/upload): its largest file, in bytes, and most rows. */
  userImport: { maxBytes: number; maxRows: number };
  /**
   * The media tools (FFMPEG_PATH, FFPROBE_PATH; by default found on the PATH): ffprobe reads
   * audio and video lengths, ffmpeg converts QuickTime video to MP4. Either may be missing.
   */
  ffmpegPath: string;
  ffprobePath: string;
}

/** The delivery engine: where it runs, how it batches, and the real push and SMS adapters. */
export interface DeliveryConfig {
  /** Whether the API process runs the worker, scheduler, sequence runner and dispatcher. */
  inProcess: boolean;
  batchSize: number;
  leaseMs: number;
  /** From what audience a send is split into ranges of user ids that workers share. */
  splitting: { splitAt: number; ranges: number };
  /** The name this process holds leases in; unset, one is made from host and process id. */
  workerId: string | null;
  /** Outbox rows the dispatcher takes per statement, per channel. */
  dispatchBatchSize: number;
  /** How long rows a dispatcher took stay away from the others: a dead one's come back then. */
  dispatchInFlightMs: number;
  fcm: { serviceAccountFile: string; apiUrl: string | null; limits: FlowLimits } | null;
  apns: {
    keyFile: string;
    keyId: string;
    teamId: string;
    topic: string;
    host: string;
    limits: FlowLimits;
  } | null;
  twilio: {
    accountSid: string;
    authToken: string;
    from: string;
    apiUrl: string;
    limits: FlowLimits;
  } | null;
  /** Message email through SMTP (the relay of SMTP_URL). */
  emailLimits: FlowLimits;
}

/**
 * A provider's requests in flight (`<NAME>_CONCURRENCY`) and requests a second
 * (`<NAME>_RATE_PER_SECOND`, 0: no limit). The defaults are in docs/decisions.md, "Delivery at
 * the providers' speed".
 */
function flowLimits(
  env: NodeJS.ProcessEnv,
  name: string,
  defaults: { concurrency: number; ratePerSecond: number },
): FlowLimits {
  const concurrency = intFrom(
    `${name}_CONCURRENCY`,
    env[`${name}_CONCURRENCY`],
    defaults.concurrency,
  );
  if (concurrency < 1) throw new Error(`${name}_CONCURRENCY must be at least 1`);
  return {
    concurrency,
    ratePerSecond: intFrom(
      `${name}_RATE_PER_SECOND`,
      env[`${name}_RATE_PER_SECOND`],
      defaults.ratePerSecond,
    ),
  };
}

const ENVS = ['development', 'production', 'staging', 'test'] as const;

function intFrom(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

/** A group of variables that must be set together, or not at all. */
function allOrNone(env: NodeJS.ProcessEnv, names: readonly string[]): boolean {
  const set = names.filter((name) => env[name]);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => !env[name]);
    throw new Error(`${missing.join(', ')} must be set together with ${set.join(', ')}`);
  }
  return set.length === names.length;
}

function loadDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const batchSize = intFrom('DELIVERY_BATCH_SIZE', env.DELIVERY_BATCH_SIZE, 20_000);
  if (batchSize < 1) throw new Error('DELIVERY_BATCH_SIZE must be at least 1');
  const ranges = intFrom('DELIVERY_RANGES', env.DELIVERY_RANGES, 16);
  // Past a few hundred ranges, claiming them costs more than sharing them gains.
  if (ranges > 256) throw new Error('DELIVERY_RANGES must be at most 256');
  const dispatchBatchSize = intFrom('DISPATCH_BATCH_SIZE', env.DISPATCH_BATCH_SIZE, 1000);
  if (dispatchBatchSize < 1) throw new Error('DISPATCH_BATCH_SIZE must be at least 1');
  const apnsNames = ['APNS_KEY_FILE', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;
  const twilioNames = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  return {
    inProcess: oneOf('DELIVERY_WORKER', env.DELIVERY_WORKER, ['on', 'off'] as const, 'on') === 'on',
    batchSize,
    leaseMs: intFrom('DELIVERY_LEASE_MS', env.DELIVERY_LEASE_MS, 30_000),
    splitting: {
      splitAt: intFrom('DELIVERY_SPLIT_AT', env.DELIVERY_SPLIT_AT, 100_000),
      ranges,
    },
    workerId: env.WORKER_ID || null,
    dispatchBatchSize,
    dispatchInFlightMs: intFrom('DISPATCH_IN_FLIGHT_MS', env.DISPATCH_IN_FLIGHT_MS, 300_000),
    fcm: env.FCM_SERVICE_ACCOUNT_FILE
      ? {
          serviceAccountFile: resolve(env.FCM_SERVICE_ACCOUNT_FILE),
          apiUrl: env.FCM_API_URL || null,
          limits: flowLimits(env, 'FCM', { concurrency: 1000, ratePerSecond: 10_000 }),
        }
      : null,
    apns: allOrNone(env, apnsNames)
      ? {
          keyFile: resolve(env.APNS_KEY_FILE ?? ''),
          keyId: env.APNS_KEY_ID ?? '',
          teamId: env.APNS_TEAM_ID ?? '',
          topic: env.APNS_TOPIC ?? '',
          host: env.APNS_HOST || 'https://api.push.apple.com',
          limits: flowLimits(env, 'APNS', { concurrency: 1000, ratePerSecond: 0 }),
        }
      : null,
    twilio: allOrNone(env, twilioNames)
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID ?? '',
          authToken: env.TWILIO_AUTH_TOKEN ?? '',
          from: env.TWILIO_FROM ?? '',
          apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com',
          limits: flowLimits(env, 'TWILIO', { concurrency: 50, ratePerSecond: 100 }),
        }
      : null,
    emailLimits: flowLimits(env, 'EMAIL', { concurrency: 10, ratePerSecond: 0 }),
  };
}

const MB = 1024 * 1024;

function loadUploadsConfig(env: NodeJS.ProcessEnv): UploadsConfig {
  const s3Names = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3 = allOrNone(env, s3Names);
  if (!s3 && env.S3_ENDPOINT) {
    throw new Error('S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const region = env.S3_REGION || 'us-east-1';
  return {
    s3: s3
      ? {
          endpoint: env.S3_ENDPOINT || `https://s3.${region}.amazonaws.com`,
          bucket: env.S3_BUCKET ?? '',
          region,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : null,
    maxBytes: {
      audio: intFrom('UPLOAD_MAX_MB_AUDIO', env.UPLOAD_MAX_MB_AUDIO, 200) * MB,
      video: intFrom('UPLOAD_MAX_MB_VIDEO', env.UPLOAD_MAX_MB_VIDEO, 2048) * MB,
      document: intFrom('UPLOAD_MAX_MB_DOCUMENT', env.UPLOAD_MAX_MB_DOCUMENT, 50) * MB,
    },
    userImport: {
      maxBytes: intFrom('USER_IMPORT_MAX_MB', env.USER_IMPORT_MAX_MB, 256) * MB,
      maxRows: intFrom('USER_IMPORT_MAX_ROWS', env.USER_IMPORT_MAX_ROWS, 1_000_000),
    },
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    ffprobePath: env.FFPROBE_PATH || 'ffprobe',
  };
}

function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
}

/** An IPv4 or IPv6 address, or a network of them in CIDR form (10.0.0.0/8, fd00::/8). */
function isAddressOrNetwork(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many proxies stand in front of the API (their hops of X-Forwarded-For are
 * believed, the client's address is the one the farthest of them saw), or the comma-separated
 * addresses and networks of those proxies. Unset or 0: none, the socket's address counts.
 * `true` is refused: it would believe every hop, and a client could name its own address.
 */
function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > 0 && entries.every(isAddressOrNetwork)) return entries;
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the API (1 for one load balancer) or their addresses (10.0.0.0/8,192.0.2.7), got "${value}"`,
  );
}

/** EMBED_ORIGINS: comma-separated origins (scheme, host and port, nothing more). */
function embedOriginsFrom(raw: string | undefined): string[] {
  const origins = (raw ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    // An origin only: a path or a typo would either block the host or let others frame.
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new Error(
        `EMBED_ORIGINS must list origins such as https://app.example.com, got "${origin}"`,
      );
    }
  }
  return origins;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const apiPort = intFrom('API_PORT', env.API_PORT, 4000);
  const consolePort = intFrom('PORT', env.PORT, 3000);
  const consoleUrl = env.CONSOLE_URL || `http://localhost:${consolePort}`;
  const origins = (env.CORS_ORIGINS || consoleUrl)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // The same console is often opened as localhost and as 127.0.0.1; allow both by default.
  if (!env.CORS_ORIGINS) origins.push(`http://127.0.0.1:${consolePort}`);
  const jwtSecret = env.JWT_SECRET || null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  const secretsKey = env.SECRETS_KEY || null;
  if (secretsKey !== null && secretsKey.length < 32) {
    throw new Error('SECRETS_KEY must be at least 32 characters');
  }
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, ENVS, 'development');
  return {
    env: nodeEnv,
    apiPort,
    consolePort,
    host: env.HOST || 'localhost',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    serveConsole: env.SERVE_CONSOLE === '1' || env.SERVE_CONSOLE === 'true',
    databasePool: {
      size: intFrom('DB_POOL_SIZE', env.DB_POOL_SIZE, 10),
      statementTimeoutMs: intFrom('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 10_000),
      connectionTimeoutMs: intFrom('DB_CONNECTION_TIMEOUT_MS', env.DB_CONNECTION_TIMEOUT_MS, 5_000),
      mode: oneOf('DB_POOL_MODE', env.DB_POOL_MODE, ['session', 'transaction'] as const, 'session'),
    },
    // Demo accounts have a published password: never seed them in production by default.
    seed: oneOf(
      'SEED',
      env.SEED,
      ['demo', 'none'] as const,
      nodeEnv === 'production' ? 'none' : 'demo',
    ),
    jwtSecret,
    secretsKey,
    stripeApiUrl: env.STRIPE_API_URL || null,
    tokenTtlSeconds: intFrom('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 12 * 60 * 60),
    consoleOrigins: origins,
    embedOrigins: embedOriginsFrom(env.EMBED_ORIGINS),
    consoleUrl,
    apiUrl: env.VITE_API_URL || `http://localhost:${apiPort}`,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Tidings <no-reply@tidings.test>',
    unionApiUrl: env.UNION_API_URL || null,
    unionApiToken: env.UNION_API_TOKEN || null,
    unionFileDir: resolve(env.UNION_FILE_DIR || 'server/providers/unionSync/sample'),
    bodyLimitBytes: intFrom('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES, 1024 * 1024),
    drainTimeoutMs: intFrom('DRAIN_TIMEOUT_MS', env.DRAIN_TIMEOUT_MS, 10_000),
    metrics: {
      token: env.METRICS_TOKEN || null,
      port: env.METRICS_PORT ? intFrom('METRICS_PORT', env.METRICS_PORT, 0) : null,
    },
    appCallsPerMinute: intFrom('APP_CALLS_PER_MINUTE', env.APP_CALLS_PER_MINUTE, 120),
    apiKeyCallsPerMinute: intFrom('API_KEY_CALLS_PER_MINUTE', env.API_KEY_CALLS_PER_MINUTE, 600),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    delivery: loadDeliveryConfig(env),
    uploads: loadUploadsConfig(env),
    smsKeywords: {
      replies:
        oneOf(
          'TWILIO_KEYWORD_REPLIES',
          env.TWILIO_KEYWORD_REPLIES,
          ['on', 'off'] as const,
          'on',
        ) === 'on',
      senderName: (env.TWILIO_SENDER_NAME ?? '').trim() || 'Tidings',
      helpContact: (env.TWILIO_HELP_CONTACT ?? '').trim() || null,
    },
    webhooks: { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true' },
    ssoAllowHttp: env.SSO_ALLOW_HTTP === 'true',
  };
}
