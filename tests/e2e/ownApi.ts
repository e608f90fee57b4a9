import { randomBytes } from 'node:crypto';
import type { BrowserContext, Route } from 'playwright-core';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPglite, type DatabaseHandle } from '../../server/db/client';
import type { Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/demo';
import { createOutboxEmail } from '../../server/providers/email/outboxEmail';
import { API_URL, CONSOLE_URL } from './browser';

/**
 * An API of a spec's own, built in-process by the same buildApp on a database it migrates, seeds
 * and extends itself (the running server's embedded database cannot be written by a second
 * process), answering the console's calls in the browser contexts it is routed into.
 */
export interface OwnApi {
  db: Database;
  /** Routes a context's API calls to this API. */
  serve(context: BrowserContext): Promise<void>;
  close(): Promise<void>;
}

export async function startOwnApi(extend: (db: Database) => Promise<void>): Promise<OwnApi> {
  const database: DatabaseHandle = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  await extend(database.db);
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test', SEED: 'none', CONSOLE_URL, CORS_ORIGINS: CONSOLE_URL }),
    email: createOutboxEmail(database.db),
    jwtSecret: randomBytes(32),
    logStream: false,
  });
  await app.ready();

  async function answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const body = request.postDataBuffer();
    const response = await app.inject({
      method: request.method() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: `${url.pathname}${url.search}`,
      headers: request.headers(),
      ...(body ? { payload: body } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    await route.fulfill({ status: response.statusCode, headers, body: response.rawPayload });
  }

  return {
    db: database.db,
    serve: async (context) => {
      await context.route(`${API_URL}/**`, answer);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
