import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../contract/company';
import { DEFAULT_REVIEW_SETTING } from '../../../contract/messageReviewState';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { brandingBody } from './testKit';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(
  email: string,
  method: 'GET' | 'POST',
  url: string,
  options: { json?: object; form?: ReturnType<typeof brandingBody>; company?: string } = {},
) {
  let token = tokens.get(email);
  if (!token) {
    token = await t.tokenFor(email, undefined, `10.9.${tokens.size}.1`);
    tokens.set(email, token);
  }
  return t.app.inject({
    method,
    url,
    headers: {
      ...bearer(token),
      ...(options.company ? { companyid: options.company } : {}),
      ...(options.form?.headers ?? {}),
    },
    ...(options.json ? { payload: options.json } : {}),
    ...(options.form ? { payload: options.form.payload } : {}),
  });
}

const settingOf = async (email: string, slug: string) =>
  (await call(email, 'GET', `/company-settings/${slug}`)).json<{ data: Company }>().data
    .messageReview;

describe("the organisation's review before sending", () => {
  it('starts off, and a company admin turns it on for their own organisation only', async () => {
    expect(await settingOf('admin@acme.test', 'acme')).toEqual(DEFAULT_REVIEW_SETTING);
    const saved = await call('admin@acme.test', 'POST', '/company-settings', {
      json: { messageReview: { mode: 'above', above: 250 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: Company }>().data.messageReview).toEqual({
      mode: 'above',
      above: 250,
    });
    expect(await settingOf('admin@acme.test', 'acme')).toEqual({ mode: 'above', above: 250 });
    // Another organisation's is untouched, whatever the header names.
    await call('admin@acme.test', 'POST', '/company-settings', {
      json: { messageReview: { mode: 'always', above: 0 } },
      company: 'globex',
    });
    expect(await settingOf('admin@globex.test', 'globex')).toEqual(DEFAULT_REVIEW_SETTING);
    expect(await settingOf('admin@acme.test', 'acme')).toEqual({ mode: 'always', above: 0 });
  });

  it('is saved from the multipart form too, and by the platform admin for the chosen one', async () => {
    const form = await call('admin@globex.test', 'POST', '/company-settings', {
      form: brandingBody({ messageReview: { mode: 'always', above: 10 } }),
    });
    expect(form.statusCode).toBe(200);
    expect(await settingOf('admin@globex.test', 'globex')).toEqual({ mode: 'always', above: 10 });
    const platform = await call('super@tidings.test', 'POST', '/company-settings', {
      json: { messageReview: { mode: 'off', above: 1000 } },
      company: 'globex',
    });
    expect(platform.statusCode).toBe(200);
    expect(await settingOf('admin@globex.test', 'globex')).toEqual(DEFAULT_REVIEW_SETTING);
  });

  it('refuses an unknown mode or a bad threshold with the field named, saving nothing', async () => {
    const before = await settingOf('admin@acme.test', 'acme');
    for (const messageReview of [
      { mode: 'sometimes', above: 10 },
      { mode: 'above', above: -1 },
      { mode: 'above' },
      { mode: 'above', above: 100_000_001 },
    ]) {
      const refused = await call('admin@acme.test', 'POST', '/company-settings', {
        json: { messageReview, copyright: 'Not saved' },
      });
      expect(refused.statusCode, JSON.stringify(messageReview)).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('validation_error');
    }
    expect(await settingOf('admin@acme.test', 'acme')).toEqual(before);
  });
});
