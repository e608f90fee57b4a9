import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';

/**
 * The console's run-time configuration as a script index.html loads before the app: the API
 * address this server was started with, so one build serves every address (src/lib/apiBase.ts).
 */
export function consoleConfigScript(apiUrl: string): string {
  // JSON inside a script: a '<' could close the tag, so it is escaped.
  const json = JSON.stringify({ apiUrl }).replace(/</g, '\\u003c');
  return `window.__TIDINGS_CONFIG__ = ${json};\n`;
}

/** A file name's last part: a dot and a short extension (js, css, woff2, webmanifest). */
const FILE_NAME = /\.[a-z0-9]{1,12}$/i;

/**
 * Serves the built console on its own origin, as production does. Unknown paths get index.html,
 * so the router's history-mode URLs (such as /acme or /user/profile) load the app.
 */
export async function serveConsole(options: {
  dist: string;
  port: number;
  host: string;
  apiUrl: string;
  /** Origins whose pages may frame the console (EMBED_ORIGINS); none: only the console itself. */
  embedOrigins?: readonly string[];
}) {
  const embedOrigins = options.embedOrigins ?? [];
  const app = Fastify({ logger: false });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", options.apiUrl],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', options.apiUrl],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', options.apiUrl],
        // The document viewer frames uploaded HTML (sandboxed, from the API or a blob).
        frameSrc: ["'self'", 'blob:', options.apiUrl],
        // The embedded console (autoLogin) is framed by the hosts listed, and by nobody else.
        frameAncestors: ["'self'", ...embedOrigins],
      },
    },
    // X-Frame-Options can only say SAMEORIGIN: with hosts listed, frame-ancestors alone decides.
    xFrameOptions: embedOrigins.length > 0 ? false : { action: 'sameorigin' },
  });
  await app.register(fastifyStatic, {
    root: options.dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of every text asset (build/precompress.ts): the
    // smallest one the browser accepts is sent, compressed once rather than per request.
    preCompressed: true,
    // The headers below decide caching; send's own default (max-age=0) would replace them.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('vary', 'accept-encoding');
      // Hashed asset names never change content, so browsers may keep them for a year; the
      // page that names them must be asked for again each time.
      if (path.startsWith(join(options.dist, 'assets'))) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  const configScript = consoleConfigScript(options.apiUrl);
  app.get('/config.js', (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(configScript),
  );
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    const last = request.url.split('?')[0]?.split('/').pop() ?? '';
    // A missing file (a path with an extension) is a real 404; anything else is a console route,
    // a link's token too (a signed token's dots end in a long signature, not an extension).
    if (FILE_NAME.test(last) && !last.startsWith('@')) {
      return reply.status(404).send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  await app.listen({ port: options.port, host: options.host });
  return app;
}
