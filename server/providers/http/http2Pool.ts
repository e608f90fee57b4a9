import http2 from 'node:http2';
import type { HttpAnswer, HttpRequest } from './providerHttp';

interface Session {
  session: http2.ClientHttp2Session;
  active: number;
}

/**
 * HTTP/2 sessions to one origin, enough of them for `streams` requests at once: each session
 * carries up to `streamsPerSession` streams (lowered to what the server advertises as its
 * SETTINGS_MAX_CONCURRENT_STREAMS), and a request goes to the least busy one. A session the
 * server closes (GOAWAY, an error) is dropped and a new one opened on the next request.
 */
export function createHttp2Pool(
  origin: string,
  options: { streams: number; streamsPerSession: number; ca?: string | undefined },
) {
  const sessions: Session[] = [];
  let perSession = Math.max(1, options.streamsPerSession);
  let opened = 0;
  const limit = () => Math.max(1, Math.ceil(options.streams / perSession));

  function open(): Session {
    const session = http2.connect(origin, options.ca ? { ca: options.ca } : {});
    const entry: Session = { session, active: 0 };
    opened++;
    const drop = () => {
      const index = sessions.indexOf(entry);
      if (index >= 0) sessions.splice(index, 1);
    };
    session.on('remoteSettings', (settings: http2.Settings) => {
      const max = settings.maxConcurrentStreams;
      if (max && max < perSession) perSession = max;
    });
    session.on('goaway', drop);
    session.on('close', drop);
    session.on('error', () => {
      drop();
      session.destroy();
    });
    sessions.push(entry);
    return entry;
  }

  function pick(): Session {
    let best: Session | undefined;
    for (const entry of sessions) {
      if (entry.session.closed || entry.session.destroyed) continue;
      if (!best || entry.active < best.active) best = entry;
    }
    if (best && (best.active < perSession || sessions.length >= limit())) return best;
    return open();
  }

  /**
   * Requests still waiting for an answer, by when they give up. One sweep a quarter second
   * cancels the late ones: cheaper than a timer per stream, which every data frame would move.
   */
  const deadlines = new Map<http2.ClientHttp2Stream, { at: number; fail: () => void }>();
  let sweeper: NodeJS.Timeout | null = null;
  function sweep() {
    const now = Date.now();
    for (const [stream, deadline] of deadlines) {
      if (deadline.at > now) continue;
      deadlines.delete(stream);
      deadline.fail();
      stream.close(http2.constants.NGHTTP2_CANCEL);
    }
    if (deadlines.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  }

  function request(call: HttpRequest): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const entry = pick();
      let stream: http2.ClientHttp2Stream;
      try {
        stream = entry.session.request({
          ':method': 'POST',
          ':path': call.path,
          ...call.headers,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      entry.active++;
      let settled = false;
      const settle = () => {
        if (settled) return false;
        settled = true;
        entry.active--;
        deadlines.delete(stream);
        return true;
      };
      deadlines.set(stream, {
        at: Date.now() + call.timeoutMs,
        fail: () => {
          if (settle()) reject(new TimeoutError(call.timeoutMs));
        },
      });
      sweeper ??= setInterval(sweep, 250);
      let status = 0;
      let headers: http2.IncomingHttpHeaders = {};
      let body = '';
      stream.on('response', (answered) => {
        headers = answered;
        status = Number(answered[':status'] ?? 0);
      });
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('error', (error: Error) => {
        if (settle()) reject(error);
      });
      stream.on('end', () => {
        if (settle()) resolve({ status, headers, body });
      });
      stream.end(call.body);
    });
  }

  return {
    request,
    protocol: 'h2' as const,
    /** Sessions opened so far (tests check more than one carries a large load). */
    sessionsOpened: () => opened,
    close() {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      for (const entry of sessions.splice(0)) entry.session.close();
      return Promise.resolve();
    },
  };
}

/** A request that got no answer in time: counts against the provider like a server error. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}
