import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import tls from 'node:tls';
import type { ReceivedRequest } from './recordingServer';
import { standInCertificate, type StandInCertificate } from './standInTls';

/**
 * What the provider stand-ins share: the server (HTTP/2 or HTTP/1.1, over TLS or not), added
 * latency, programmed throttling and failure storms, a rate limit, and counters cheap enough to
 * keep at tens of thousands of requests a second. Each provider (providerStandIns.ts) only says
 * which requests are sends and how it answers them.
 */

/**
 * How the server speaks. 'h2': HTTP/2, and HTTP/1.1 for clients that do not offer h2 in ALPN
 * (over TLS; plain, it is HTTP/2 with prior knowledge only). 'h2-only': HTTP/2 and nothing
 * else. 'http1': HTTP/1.1 only, no h2 in ALPN.
 */
export type StandInTransport = 'h2' | 'h2-only' | 'http1';

export interface StandInOptions {
  /** Added before answering each request (default 0). */
  latencyMs?: number;
  /** Answer 429 with Retry-After past this many sends a second (a token bucket); unset: no limit. */
  rateLimitPerSecond?: number | null;
  /** Keep every request as it came (method, path, headers, body); costs memory at scale. */
  keepBodies?: boolean;
  /** Serve over TLS (default true) with `certificate`, else one made for this process. */
  tls?: boolean;
  certificate?: StandInCertificate;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /** The host name `url` gives, e.g. localhost (default the address listened on). */
  urlHost?: string;
  port?: number;
}

/** One request, read whole, as a provider's answer function gets it. */
export interface StandInRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  httpVersion: string;
}

export interface StandInAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** A send the provider took: the address (push token, phone number) it went to. */
  accepted?: string;
}

/** The part a provider plays in a stand-in. */
export interface ProviderSpec {
  name: string;
  transport: StandInTransport;
  /** HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS the server advertises. */
  maxConcurrentStreams?: number;
  /** Whether a request is a send (throttling, failures and the rate limit apply to sends only). */
  isSend(method: string, path: string): boolean;
  answer(request: StandInRequest): StandInAnswer;
  /** The provider's 429 (throttled or over the rate limit). */
  tooMany(retryAfterSeconds: number): StandInAnswer;
  /** The provider's answer in a failure storm (503, 500...). */
  failure(status: number): StandInAnswer;
}

export interface StandInStats {
  /** Requests other than the control paths (/__...). */
  requests: number;
  /** Sends answered 2xx. */
  accepted: number;
  /** Answers by status code. */
  byStatus: Record<string, number>;
  /** Requests by HTTP version: '2.0', '1.1'. */
  byProtocol: Record<string, number>;
  inFlight: number;
  peakInFlight: number;
  /** TCP connections accepted, and how many are open now. */
  connections: number;
  openConnections: number;
  /** TLS handshakes completed, by the protocol ALPN chose ('h2', 'http/1.1', 'none'). */
  tlsSessions: number;
  byAlpn: Record<string, number>;
  /** 429s from throttle(), from the rate limit, and answers of failWith(). */
  throttled: number;
  rateLimited: number;
  failed: number;
  /** Epoch milliseconds of the first and last accepted send. */
  firstAcceptedAt: number | null;
  lastAcceptedAt: number | null;
  /** Accepted sends per second (epoch second), in order. */
  perSecond: { second: number; accepted: number }[];
  /** Addresses accepted: distinct ones, those accepted more than once, and the extra sends. */
  distinctAddresses: number;
  duplicatedAddresses: number;
  duplicateSends: number;
  latencyMs: number;
}

/** A running stand-in: its address, counters and programmable behaviour. */
export interface StandIn {
  readonly name: string;
  readonly url: string;
  /** The certificate to trust (null without TLS), and the same as a file. */
  readonly ca: string | null;
  readonly caFile: string | null;
  stats(): StandInStats;
  /** Each accepted address and how many times it was accepted. */
  addresses(): ReadonlyMap<string, number>;
  /** Requests as they came, with `keepBodies` (else empty). */
  bodies(): readonly ReceivedRequest[];
  /** Counters back to zero, and throttling, failures and kept bodies cleared. */
  reset(): void;
  /** Every send answers 429 with Retry-After for `forMs`. */
  throttle(forMs: number, retryAfterSeconds?: number): void;
  /** Every send answers `status` (a 5xx) for `forMs`, with Retry-After when given. */
  failWith(status: number, forMs: number, retryAfterSeconds?: number): void;
  setLatency(ms: number): void;
  setRateLimit(perSecond: number | null): void;
  close(): Promise<void>;
}

const json = (value: unknown) => JSON.stringify(value);

/** One request and the way to answer it, whichever protocol it came over. */
interface Exchange {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  httpVersion: string;
  /** Called with each chunk of the body, then with null at its end. */
  onBody(read: (chunk: Buffer | null) => void): void;
  onClose(closed: () => void): void;
  write(answer: StandInAnswer): void;
}

function answerHeaders(answer: StandInAnswer, body: string): Record<string, string | number> {
  return {
    ...(body ? { 'content-type': 'application/json; charset=UTF-8' } : {}),
    ...answer.headers,
    'content-length': Buffer.byteLength(body),
  };
}

/** An HTTP/2 stream (the stream API: no compatibility objects made per request). */
function h2Exchange(stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders): Exchange {
  stream.on('error', () => {});
  return {
    method: String(headers[':method'] ?? 'GET'),
    path: String(headers[':path'] ?? '/'),
    headers,
    httpVersion: '2.0',
    onBody(read) {
      stream.on('data', (chunk: Buffer) => read(chunk));
      stream.on('end', () => read(null));
    },
    onClose: (closed) => stream.on('close', closed),
    write(answer) {
      if (stream.destroyed || stream.closed) return;
      const body = answer.body ?? '';
      try {
        const head = { ':status': answer.status, ...answerHeaders(answer, body) };
        if (body) {
          stream.respond(head);
          stream.end(body);
        } else stream.respond(head, { endStream: true });
      } catch {
        // The client reset the stream while the answer waited: nothing to tell.
      }
    },
  };
}

/** An HTTP/1.1 request. */
function h1Exchange(req: http.IncomingMessage, res: http.ServerResponse): Exchange {
  req.on('error', () => {});
  res.on('error', () => {});
  return {
    method: req.method ?? 'GET',
    path: req.url ?? '/',
    headers: req.headers,
    httpVersion: req.httpVersion,
    onBody(read) {
      req.on('data', (chunk: Buffer) => read(chunk));
      req.on('end', () => read(null));
    },
    onClose: (closed) => res.on('close', closed),
    write(answer) {
      if (res.destroyed || res.writableEnded) return;
      const body = answer.body ?? '';
      res.writeHead(answer.status, answerHeaders(answer, body));
      res.end(body);
    },
  };
}

function counter(record: Record<string, number>, key: string) {
  record[key] = (record[key] ?? 0) + 1;
}

function freshCounters() {
  return {
    requests: 0,
    accepted: 0,
    byStatus: {} as Record<string, number>,
    byProtocol: {} as Record<string, number>,
    peakInFlight: 0,
    connections: 0,
    tlsSessions: 0,
    byAlpn: {} as Record<string, number>,
    throttled: 0,
    rateLimited: 0,
    failed: 0,
    firstAcceptedAt: null as number | null,
    lastAcceptedAt: null as number | null,
    perSecond: new Map<number, number>(),
    addresses: new Map<string, number>(),
    bodies: [] as ReceivedRequest[],
  };
}

function numberParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  const value = raw === null || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

const ALPN: Record<StandInTransport, string[]> = {
  h2: ['h2', 'http/1.1'],
  'h2-only': ['h2'],
  http1: ['http/1.1'],
};

/** Starts a stand-in for `spec` on a free port of 127.0.0.1 (or `options.port`). */
export async function startStandIn(
  spec: ProviderSpec,
  options: StandInOptions = {},
): Promise<StandIn> {
  const useTls = options.tls ?? true;
  const certificate = useTls ? (options.certificate ?? (await standInCertificate())) : null;
  const keepBodies = options.keepBodies ?? false;
  let latencyMs = options.latencyMs ?? 0;
  let rateLimit = options.rateLimitPerSecond ?? null;
  let bucket = rateLimit ?? 0;
  let refilledAt = performance.now();
  let throttledUntil = 0;
  let throttleRetryAfter = 1;
  let failingUntil = 0;
  let failStatus = 503;
  let failRetryAfter: number | null = null;
  let inFlight = 0;
  let openConnections = 0;
  let counters = freshCounters();
  const sockets = new Set<Socket>();
  const sessions = new Set<http2.ServerHttp2Session>();

  /** One token of the bucket for a send, or false when the rate limit is spent. */
  function takeToken(): boolean {
    if (rateLimit === null) return true;
    const now = performance.now();
    bucket = Math.min(rateLimit, bucket + ((now - refilledAt) / 1000) * rateLimit);
    refilledAt = now;
    if (bucket < 1) return false;
    bucket -= 1;
    return true;
  }

  function behaviour(request: StandInRequest): StandInAnswer {
    if (!spec.isSend(request.method, request.path)) return spec.answer(request);
    const now = Date.now();
    if (now < failingUntil) {
      counters.failed++;
      const answer = spec.failure(failStatus);
      return failRetryAfter === null
        ? answer
        : { ...answer, headers: { ...answer.headers, 'retry-after': String(failRetryAfter) } };
    }
    if (now < throttledUntil) {
      counters.throttled++;
      return spec.tooMany(throttleRetryAfter);
    }
    if (!takeToken()) {
      counters.rateLimited++;
      return spec.tooMany(1);
    }
    return spec.answer(request);
  }

  function record(answer: StandInAnswer) {
    counter(counters.byStatus, String(answer.status));
    if (answer.accepted === undefined || answer.status >= 300) return;
    const now = Date.now();
    counters.accepted++;
    counters.firstAcceptedAt ??= now;
    counters.lastAcceptedAt = now;
    const second = Math.floor(now / 1000);
    counters.perSecond.set(second, (counters.perSecond.get(second) ?? 0) + 1);
    counters.addresses.set(answer.accepted, (counters.addresses.get(answer.accepted) ?? 0) + 1);
  }

  function stats(): StandInStats {
    let duplicatedAddresses = 0;
    let duplicateSends = 0;
    for (const times of counters.addresses.values()) {
      if (times > 1) {
        duplicatedAddresses++;
        duplicateSends += times - 1;
      }
    }
    return {
      requests: counters.requests,
      accepted: counters.accepted,
      byStatus: { ...counters.byStatus },
      byProtocol: { ...counters.byProtocol },
      inFlight,
      peakInFlight: counters.peakInFlight,
      connections: counters.connections,
      openConnections,
      tlsSessions: counters.tlsSessions,
      byAlpn: { ...counters.byAlpn },
      throttled: counters.throttled,
      rateLimited: counters.rateLimited,
      failed: counters.failed,
      firstAcceptedAt: counters.firstAcceptedAt,
      lastAcceptedAt: counters.lastAcceptedAt,
      perSecond: [...counters.perSecond]
        .sort(([a], [b]) => a - b)
        .map(([second, accepted]) => ({ second, accepted })),
      distinctAddresses: counters.addresses.size,
      duplicatedAddresses,
      duplicateSends,
      latencyMs,
    };
  }

  const control = {
    reset() {
      counters = freshCounters();
      counters.peakInFlight = inFlight;
      throttledUntil = 0;
      failingUntil = 0;
      bucket = rateLimit ?? 0;
    },
    throttle(forMs: number, retryAfterSeconds = 1) {
      throttledUntil = Date.now() + forMs;
      throttleRetryAfter = retryAfterSeconds;
    },
    failWith(status: number, forMs: number, retryAfterSeconds?: number) {
      failingUntil = Date.now() + forMs;
      failStatus = status;
      failRetryAfter = retryAfterSeconds ?? null;
    },
    setLatency(ms: number) {
      latencyMs = Math.max(0, ms);
    },
    setRateLimit(perSecond: number | null) {
      rateLimit = perSecond && perSecond > 0 ? perSecond : null;
      bucket = rateLimit ?? 0;
      refilledAt = performance.now();
    },
  };

  /** /__stats, /__addresses, /__reset, /__throttle, /__fail, /__latency, /__rate: not counted. */
  function controlAnswer(path: string): StandInAnswer {
    const url = new URL(path, 'http://stand-in');
    const params = url.searchParams;
    switch (url.pathname) {
      case '/__stats':
        return { status: 200, body: json(stats()) };
      case '/__addresses':
        return { status: 200, body: json(Object.fromEntries(counters.addresses)) };
      case '/__reset':
        control.reset();
        return { status: 200, body: '{}' };
      case '/__throttle':
        control.throttle(numberParam(params, 'ms', 10_000), numberParam(params, 'retryAfter', 1));
        return { status: 200, body: '{}' };
      case '/__fail': {
        const retryAfter = params.get('retryAfter');
        control.failWith(
          numberParam(params, 'status', 503),
          numberParam(params, 'ms', 10_000),
          retryAfter === null ? undefined : Number(retryAfter),
        );
        return { status: 200, body: '{}' };
      }
      case '/__latency':
        control.setLatency(numberParam(params, 'ms', 0));
        return { status: 200, body: '{}' };
      case '/__rate':
        control.setRateLimit(numberParam(params, 'perSecond', 0));
        return { status: 200, body: '{}' };
      default:
        return { status: 404, body: json({ error: `no control path ${url.pathname}` }) };
    }
  }

  function serve(exchange: Exchange) {
    const { path } = exchange;
    if (path.startsWith('/__')) {
      exchange.onBody((chunk) => {
        if (chunk === null) exchange.write(controlAnswer(path));
      });
      return;
    }
    counters.requests++;
    counter(counters.byProtocol, exchange.httpVersion);
    inFlight++;
    if (inFlight > counters.peakInFlight) counters.peakInFlight = inFlight;
    let done = false;
    exchange.onClose(() => {
      if (!done) inFlight--;
      done = true;
    });
    const chunks: Buffer[] = [];
    exchange.onBody((chunk) => {
      if (chunk !== null) {
        chunks.push(chunk);
        return;
      }
      const request: StandInRequest = {
        method: exchange.method,
        path,
        headers: exchange.headers,
        body: chunks.length === 1 ? String(chunks[0]) : Buffer.concat(chunks).toString('utf8'),
        httpVersion: exchange.httpVersion,
      };
      if (keepBodies) {
        const { method, headers, body } = request;
        counters.bodies.push({ method, path, headers, body });
      }
      const answer = behaviour(request);
      const reply = () => {
        if (done) return;
        record(answer);
        exchange.write(answer);
      };
      if (latencyMs > 0) setTimeout(reply, latencyMs);
      else reply();
    });
  }

  // HTTP/2 on the stream API and HTTP/1.1 on http's server; over TLS a TLS server hands each
  // connection to one of them by the protocol ALPN chose.
  const h2 =
    spec.transport === 'http1'
      ? null
      : http2.createServer({
          settings: { maxConcurrentStreams: spec.maxConcurrentStreams ?? 100 },
        });
  h2?.on('stream', (stream, headers) => serve(h2Exchange(stream, headers)));
  h2?.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('error', () => {});
    session.on('close', () => sessions.delete(session));
  });
  h2?.on('sessionError', () => {});
  const h1 =
    spec.transport === 'h2-only'
      ? null
      : http.createServer((req, res) => serve(h1Exchange(req, res)));
  if (h1) h1.keepAliveTimeout = 60_000;
  h1?.on('clientError', (_error, socket: Socket) => socket.destroy());

  let listener: net.Server;
  if (certificate) {
    listener = tls.createServer(
      { key: certificate.key, cert: certificate.cert, ALPNProtocols: ALPN[spec.transport] },
      (socket) => {
        counters.tlsSessions++;
        counter(counters.byAlpn, socket.alpnProtocol || 'none');
        if (socket.alpnProtocol === 'h2' && h2) h2.emit('connection', socket);
        else if (h1 && socket.alpnProtocol !== 'h2') h1.emit('connection', socket);
        // An HTTP/2-only server and a client that did not offer h2.
        else socket.destroy();
      },
    );
    listener.on('tlsClientError', () => {});
  } else {
    const plain = h2 ?? h1;
    if (!plain) throw new Error('a stand-in needs HTTP/2 or HTTP/1.1');
    listener = plain;
  }
  listener.on('connection', (socket: Socket) => {
    counters.connections++;
    openConnections++;
    sockets.add(socket);
    socket.on('close', () => {
      openConnections--;
      sockets.delete(socket);
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    // A deep accept queue: a client opening a thousand connections at once is not held back
    // by SYN retries, as it is not at a provider's front end.
    listener.listen({ port: options.port ?? 0, host, backlog: 4096 }, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const { port } = listener.address() as AddressInfo;

  return {
    name: spec.name,
    url: `${certificate ? 'https' : 'http'}://${options.urlHost ?? host}:${port}`,
    ca: certificate?.ca ?? null,
    caFile: certificate?.caFile ?? null,
    stats,
    addresses: () => counters.addresses,
    bodies: () => counters.bodies,
    ...control,
    close: () =>
      new Promise<void>((resolve) => {
        listener.close(() => resolve());
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
      }),
  };
}
