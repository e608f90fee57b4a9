import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../tests/api/harness';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('channel@acme.test');
});
afterAll(() => t.close());

const ROUTES = ['/user/upload', '/messages/file', '/messages/schedule/file'];
const BOUNDARY = 'tidings-boundary';

/** Bodies busboy cannot read; each answered 500. */
const MALFORMED: [label: string, contentType: string, body: string][] = [
  ['no boundary', 'multipart/form-data', 'abc'],
  [
    'a body cut short in a field',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"title":`,
  ],
  [
    'a body cut short in a file',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemail\r\nsomeone@example.com`,
  ],
];

describe('malformed multipart bodies', () => {
  for (const url of ROUTES) {
    it.each(MALFORMED)(`${url}: %s answers 400 invalid_multipart`, async (_label, type, body) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': type },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('invalid_multipart');
    });
  }
});
