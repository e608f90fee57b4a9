import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../tests/api/harness';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('admin@acme.test');
});
afterAll(() => t.close());

const profile = () => t.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) });
const update = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/user/profile/', headers: bearer(token), payload });

describe('types in JSON bodies', () => {
  it.each([
    ['a number for a name', { firstname: 1e308 }],
    ['a boolean for a name', { lastname: true }],
    ['a list for a name', { firstname: ['Ann'] }],
    ['text for a flag', { twoFactorEnabled: 'true' }],
  ])('refuses %s instead of converting it', async (_label, payload) => {
    const before = (await profile()).body;
    const response = await update(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('validation_error');
    expect((await profile()).body).toBe(before);
  });

  it('still reads numbers and lists in query strings and paths, which are text', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/messages/all?limit=2&offset=0',
      headers: bearer(token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ data: { messages: unknown[] } }>().data.messages.length).toBeLessThanOrEqual(
      2,
    );
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/user/dashboard/acme/4',
      headers: bearer(token),
    });
    expect(dashboard.statusCode).toBe(200);
  });
});
