import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigDocument, ConfigState, ConfigVersion } from '../../../contract/appSettingsWire';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, CHANNEL5, GLOBEX, SUPER, caller } from '../settings/testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let channelA: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  channelA = await t.channelOfAdmin(CHANNEL);
});
afterAll(() => t.close());

const data = <T>(response: { json: <R>() => R }) => response.json<{ data: T }>().data;
const readPublic = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the draft and the live version', () => {
  it("shows a channel's draft beside its live version and names what differs", async () => {
    const state = data<ConfigState>(await call(CHANNEL, 'GET', `/settings/app-config/${channelA}`));
    expect(state.live?.version.version).toBe(1);
    expect(state.changed).toEqual(['color-selection']);
    expect(state.draft['color-selection']).toMatchObject({ primary: '#7c3aed' });
    expect(state.live?.settings['color-selection']).toMatchObject({ primary: '#1d4ed8' });
    expect(state.isConfigFileReady).toBe(true);
  });

  it('publishes the draft as the next version and refuses publishing it twice', async () => {
    await t.db.execute(
      sql`update companies set is_config_file_ready = false where company_id = 'acme'`,
    );
    const published = await call(CHANNEL, 'POST', `/settings/app-config/${channelA}/publish`);
    expect(published.statusCode).toBe(200);
    const state = data<ConfigState>(published);
    expect(state.live?.version).toMatchObject({
      version: 2,
      publishedBy: 'Chen Channel',
      restoredFrom: null,
    });
    expect(state.changed).toEqual([]);
    expect(state.isConfigFileReady).toBe(true);
    const again = await call(CHANNEL, 'POST', `/settings/app-config/${channelA}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'error_config_unchanged' });
  });

  it('lists the versions newest first', async () => {
    const versions = data<ConfigVersion[]>(
      await call(ACME, 'GET', `/settings/app-config/${channelA}/versions`),
    );
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
  });
});

describe('the public configuration document', () => {
  it('serves the live version with an ETag, caching headers, and 304 for a matching ETag', async () => {
    const first = await readPublic(`/app-config/acme/${channelA}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    // A channel's document is its own version over the company's: the ETag names both.
    expect(etag).toMatch(/^"[0-9a-f-]{36}\.[0-9a-f-]{36}"$/);
    const document = first.json<ConfigDocument>();
    expect(document).toMatchObject({ companyID: 'acme', contentProviderID: channelA, version: 2 });
    expect(document.settings['color-selection']).toMatchObject({ primary: '#7c3aed' });

    const cached = await readPublic(`/app-config/acme/${channelA}`, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const weak = await readPublic(`/app-config/acme/${channelA}`, {
      'if-none-match': `W/${etag}, "x"`,
    });
    expect(weak.statusCode).toBe(304);
    const stale = await readPublic(`/app-config/acme/${channelA}`, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it("serves the company's document, its values for a channel that never published, and 404 for no company or another's channel", async () => {
    const company = await readPublic('/app-config/globex');
    expect(company.json<ConfigDocument>()).toMatchObject({ companyID: 'globex', version: 1 });
    expect((await readPublic('/app-config/nobody')).statusCode).toBe(404);
    const unpublished = await t.channelOfAdmin(CHANNEL5);
    const inherited = await readPublic(`/app-config/acme/${unpublished}`);
    expect(inherited.statusCode).toBe(200);
    const acme = (await readPublic('/app-config/acme')).json<ConfigDocument>();
    expect(inherited.json<ConfigDocument>()).toMatchObject({
      contentProviderID: unpublished,
      version: 0,
      settings: acme.settings,
    });
    // Another company's channel is not found under this company.
    expect((await readPublic(`/app-config/globex/${channelA}`)).statusCode).toBe(404);
  });

  it("a new publish changes the ETag, and reaches its channels' documents", async () => {
    const before = String((await readPublic('/app-config/acme')).headers.etag);
    const channelBefore = String((await readPublic(`/app-config/acme/${channelA}`)).headers.etag);
    await call(ACME, 'POST', '/settings/security', {
      value: { ...SETTING_DEFAULTS.security, requirePin: true },
    });
    await call(ACME, 'POST', '/settings/app-config/company/publish');
    const after = await readPublic('/app-config/acme', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json<ConfigDocument>().settings.security).toMatchObject({ requirePin: true });
    const channel = await readPublic(`/app-config/acme/${channelA}`, {
      'if-none-match': channelBefore,
    });
    expect(channel.statusCode).toBe(200);
    expect(channel.json<ConfigDocument>().settings.security).toMatchObject({ requirePin: true });
  });
});

describe('restoring a version', () => {
  it("publishes exactly the earlier version's values and makes them the draft", async () => {
    const v1 = (await call(CHANNEL, 'GET', `/settings/app-config/${channelA}/versions`)).json<{
      data: ConfigVersion[];
    }>();
    expect(v1.data.at(-1)?.version).toBe(1);
    await call(CHANNEL, 'POST', '/settings/tags', { value: { tags: ['Only in the draft'] } });
    const restored = await call(
      CHANNEL,
      'POST',
      `/settings/app-config/${channelA}/versions/1/restore`,
    );
    expect(restored.statusCode).toBe(200);
    const state = data<ConfigState>(restored);
    expect(state.live?.version).toMatchObject({ version: 3, restoredFrom: 1 });

    const [one, three] = await selectRows<{
      version: number;
      settings: unknown;
      own: Record<string, unknown>;
    }>(
      t.db,
      sql`select version, settings, own from app_config_versions
        where channel_id = ${channelA} and version in (1, 3) order by version`,
    );
    expect(three?.settings).toEqual(one?.settings);
    expect(three?.own).toEqual(one?.own);
    // The app reads the company's live values with exactly version 1's own values over them.
    const document = (await readPublic(`/app-config/acme/${channelA}`)).json<ConfigDocument>();
    const company = (await readPublic('/app-config/acme')).json<ConfigDocument>();
    expect(document.version).toBe(3);
    expect(Object.keys(one?.own ?? {}).length).toBeGreaterThan(0);
    expect(document.settings).toEqual({ ...company.settings, ...one?.own });
    const tags = data<{ level: string }>(await call(CHANNEL, 'GET', `/settings/tags/${channelA}`));
    expect(tags.level).toBe('company');
    expect(
      (await call(CHANNEL, 'POST', `/settings/app-config/${channelA}/versions/9/restore`))
        .statusCode,
    ).toBe(404);
  });
});

describe('another tenant', () => {
  it("can neither read nor publish nor restore acme's configuration", async () => {
    for (const [method, url] of [
      ['GET', `/settings/app-config/${channelA}`],
      ['GET', `/settings/app-config/${channelA}/versions`],
      ['POST', `/settings/app-config/${channelA}/publish`],
      ['POST', `/settings/app-config/${channelA}/versions/1/restore`],
    ] as const) {
      expect((await call(GLOBEX, method, url)).statusCode, url).toBe(404);
      expect((await call(CHANNEL5, method, url)).statusCode, url).toBe(404);
    }
    // Globex's company level is its own, never acme's.
    const own = data<ConfigState>(await call(GLOBEX, 'GET', '/settings/app-config/company'));
    expect(own.live?.settings.tags).toEqual({ tags: ['Engineering', 'Field crew'] });
    // A platform admin picks the company with the company header.
    const platform = await call(SUPER, 'GET', '/settings/app-config/company', undefined, {
      companyid: 'globex',
    });
    expect(data<ConfigState>(platform).live?.settings.tags).toEqual({
      tags: ['Engineering', 'Field crew'],
    });
  });
});
