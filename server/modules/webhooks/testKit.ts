import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver for tests and the bench: answers each request with what `answer`
 * says (a status, or 'hang' to never answer), and keeps what it got.
 */
export async function startReceiver(
  answer: (index: number) => number | 'hang' = () => 200,
  options: { keep?: boolean } = {},
) {
  const received: Received[] = [];
  let count = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const index = count++;
      if (options.keep !== false) received.push({ headers: req.headers, body });
      const status = answer(index);
      if (status === 'hang') return;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : `trouble ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    count: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
