import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

/** One request a test server received, as it came. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
}

type Responder = (request: ReceivedRequest) => Reply | Promise<Reply>;

function send(status: number, body: unknown) {
  return typeof body === 'string' ? body : JSON.stringify(body ?? {});
}

/** A local HTTP/1.1 server that records each request and answers with `respond`. */
export async function startHttpServer(respond: Responder) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      void Promise.resolve(respond(request)).then((reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(send(reply.status, reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local HTTP/2 server (cleartext, prior knowledge) that records each stream. */
export async function startHttp2Server(respond: Responder) {
  const received: ReceivedRequest[] = [];
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => {
      const request = {
        method: String(headers[':method']),
        path: String(headers[':path']),
        headers,
        body,
      };
      received.push(request);
      void Promise.resolve(respond(request)).then((reply) => {
        stream.respond({ ':status': reply.status, 'content-type': 'application/json' });
        stream.end(reply.status === 200 ? '' : send(reply.status, reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
