import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const durationOf = (header: unknown) => {
  const match = /^app;dur=(\d+\.\d{2})$/.exec(String(header));
  return match ? Number(match[1]) : Number.NaN;
};

describe('Server-Timing', () => {
  it("states the server's own time on answers, errors and public routes alike", async () => {
    const token = await t.tokenFor('admin@acme.test');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(token) }),
      await t.app.inject({ method: 'GET', url: '/user/profile' }),
      await t.app.inject({ method: 'GET', url: '/public/company/acme' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200]);
    for (const answer of answers) {
      const duration = durationOf(answer.headers['server-timing']);
      expect(duration).toBeGreaterThanOrEqual(0);
      expect(duration).toBeLessThan(60_000);
    }
  });
});
