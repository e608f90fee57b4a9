import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_EXPORT_INCOMPLETE_LINE,
  MOBILE_USER_CSV_HEADER,
} from '../../../contract/mobileUsersCsv';
import type { Database } from '../../db/client';
import type { Scope } from '../../plugins/tenancy';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { mobileUsersCsv } from './csvExport';

let t: TestApp;
let scope: Scope;
beforeAll(async () => {
  t = await createTestApp();
  scope = {
    kind: 'company',
    adminId: '00000000-0000-0000-0000-000000000000',
    companyId: await t.companyIdOf('acme'),
    companySlug: 'acme',
  };
});
afterAll(() => t.close());

/**
 * The test database, with its `failingCall`th raw query failing. The export's raw queries are,
 * in order: the visible groups, the first batch's boundary (both before the first byte), then
 * the first batch. Without `$client` the export reads rows on either database.
 */
function failingOn(failingCall: number): Database {
  let calls = 0;
  return new Proxy(t.db, {
    get(target, property, receiver) {
      if (property === '$client') return undefined;
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (...args: Parameters<Database['execute']>) => {
        calls += 1;
        if (calls === failingCall) return Promise.reject(new Error('connection lost'));
        return target.execute(...args);
      };
    },
  });
}

/** What the stream gave before it ended, and the error it ended with, if any. */
async function read(stream: NodeJS.ReadableStream): Promise<{ text: string; error?: unknown }> {
  let text = '';
  try {
    for await (const chunk of stream) text += String(chunk);
    return { text };
  } catch (error) {
    return { text, error };
  }
}

describe('a users export that fails', () => {
  it('is refused before the first byte when its filter cannot be read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/mobile-users/download-csv',
      headers: bearer(await t.tokenFor('admin@acme.test')),
      payload: { searchString: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json<{ code: string }>().code).toBe('invalid_characters');
  });

  it('fails as a whole while nothing is sent yet', async () => {
    const broken: unknown[] = [];
    const stream = mobileUsersCsv(failingOn(2), scope, {}, (error) => broken.push(error));
    const { text, error } = await read(stream);
    // No byte went out, so the route still answers with an error status.
    expect(text).toBe('');
    expect(error).toEqual(new Error('connection lost'));
    expect(broken).toEqual([]);
  });

  it('ends with the incomplete line when it fails after the first byte', async () => {
    const broken: unknown[] = [];
    const { text, error } = await read(
      mobileUsersCsv(failingOn(3), scope, {}, (cause) => broken.push(cause)),
    );
    expect(error).toBeUndefined();
    expect(text.startsWith(`\ufeff${MOBILE_USER_CSV_HEADER.join(',')}\r\n`)).toBe(true);
    expect(text.endsWith(CSV_EXPORT_INCOMPLETE_LINE)).toBe(true);
    expect(broken).toHaveLength(1);
  });

  it('never holds the incomplete line when it succeeds', async () => {
    const { text } = await read(mobileUsersCsv(t.db, scope, {}));
    expect(text).not.toContain(CSV_EXPORT_INCOMPLETE_LINE.split(',')[0]);
    expect(text.split('\r\n').length).toBeGreaterThan(10);
  });
});
