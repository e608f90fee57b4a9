import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { createHttp2Pool, TimeoutError } from './http2Pool';

export interface HttpRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** POSTs to one provider origin over HTTP/2 or HTTP/1.1, whichever it was set up with. */
export interface ProviderHttpClient {
  readonly protocol: 'h2' | 'http/1.1';
  request(call: HttpRequest): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export interface ProviderHttpOptions {
  /** Requests in flight at once (the provider's concurrency). */
  streams: number;
  /** HTTP/2 streams per session before another session is opened. */
  streamsPerSession?: number;
  /** Extra trusted certificates (a local stand-in's own). */
  ca?: string | undefined;
  /**
   * 'h2': always HTTP/2 (over TLS, or cleartext with prior knowledge for http: origins);
   * 'http1': always HTTP/1.1 with keep-alive; 'auto': HTTP/2 when the server offers it in TLS's
   * ALPN, else HTTP/1.1 (cleartext origins: HTTP/1.1).
   */
  protocol: 'h2' | 'http1' | 'auto';
}

/** HTTP/1.1 with a keep-alive agent holding up to `streams` connections. */
function createHttp1Client(origin: string, options: ProviderHttpOptions): ProviderHttpClient {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.streams,
    scheduling: 'lifo' as const,
  };
  const agent = secure
    ? new https.Agent({ ...agentOptions, ...(options.ca ? { ca: options.ca } : {}) })
    : new http.Agent(agentOptions);
  const send = secure ? https.request : http.request;
  return {
    protocol: 'http/1.1',
    request(call) {
      return new Promise((resolve, reject) => {
        const request = send(
          {
            protocol: url.protocol,
            hostname: url.hostname,
            port: url.port,
            method: 'POST',
            path: call.path,
            headers: { ...call.headers, 'content-length': Buffer.byteLength(call.body) },
            agent,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        request.setTimeout(call.timeoutMs, () => {
          request.destroy(new TimeoutError(call.timeoutMs));
        });
        request.on('error', reject);
        request.end(call.body);
      });
    },
    close() {
      agent.destroy();
      return Promise.resolve();
    },
  };
}

/** Asks the server, by TLS's ALPN, whether it speaks HTTP/2. */
function offersHttp2(origin: string, ca: string | undefined): Promise<boolean> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: url.hostname,
      port: Number(url.port || 443),
      servername: url.hostname,
      ALPNProtocols: ['h2', 'http/1.1'],
      ...(ca ? { ca } : {}),
    });
    socket.setTimeout(10_000, () => socket.destroy(new TimeoutError(10_000)));
    socket.once('secureConnect', () => {
      resolve(socket.alpnProtocol === 'h2');
      socket.end();
    });
    socket.once('error', reject);
  });
}

/**
 * A client for one provider origin. With 'auto' the protocol is settled by the first request
 * (one TLS handshake that only asks), so creating a client never touches the network.
 */
export function createProviderHttpClient(
  origin: string,
  options: ProviderHttpOptions,
): ProviderHttpClient {
  const h2 = () =>
    createHttp2Pool(origin, {
      streams: options.streams,
      streamsPerSession: options.streamsPerSession ?? 100,
      ca: options.ca,
    });
  if (options.protocol === 'h2') return h2();
  const secure = new URL(origin).protocol === 'https:';
  if (options.protocol === 'http1' || !secure) return createHttp1Client(origin, options);

  let chosen: Promise<ProviderHttpClient> | null = null;
  let settled: ProviderHttpClient | null = null;
  const choose = () =>
    (chosen ??= offersHttp2(origin, options.ca).then(
      (yes) => (settled = yes ? h2() : createHttp1Client(origin, options)),
      (error: unknown) => {
        chosen = null; // Not reached: ask again on the next request.
        throw error;
      },
    ));
  return {
    get protocol() {
      return settled?.protocol ?? 'http/1.1';
    },
    async request(call) {
      return (settled ?? (await choose())).request(call);
    },
    async close() {
      await settled?.close();
    },
  };
}

/** One POST on its own connection (an OAuth token request), trusting `ca` besides the roots. */
export function postOnce(
  url: string,
  call: Omit<HttpRequest, 'path'> & { ca?: string | undefined },
): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = createHttp1Client(target.origin, { streams: 1, ca: call.ca, protocol: 'http1' });
  return client
    .request({ ...call, path: `${target.pathname}${target.search}` })
    .finally(() => void client.close());
}
