import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedSetting } from '../../../contract/appSettingsWire';
import { SETTING_DEFAULTS } from '../../../contract/appSettingsDefaults';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, CHANNEL5, GLOBEX, SUPER, caller } from '../settings/testKit';

let t: TestApp;
let call: ReturnType<typeof caller>;
let channelA: string;
let channelB: string;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  channelA = await t.channelOfAdmin(CHANNEL);
  channelB = await t.channelOfAdmin(CHANNEL5);
});
afterAll(() => t.close());

const data = <T = ResolvedSetting>(response: { json: <R>() => R }) =>
  response.json<{ data: T }>().data;

describe('reading settings with their level', () => {
  it("gives a channel its own value, the company's it inherits, or the default", async () => {
    const own = data(await call(CHANNEL, 'GET', `/settings/color-selection/${channelA}`));
    expect(own.level).toBe('channel');
    expect(own.value).toMatchObject({ primary: '#7c3aed' });
    expect(own.inherited).toMatchObject({ primary: '#0f766e' });

    const inherited = data(await call(CHANNEL5, 'GET', `/settings/color-selection/${channelB}`));
    expect(inherited).toMatchObject({ level: 'company', value: { primary: '#0f766e' } });

    const defaulted = data(await call(ACME, 'GET', '/settings/security/company'));
    expect(defaulted).toMatchObject({ level: 'default', value: SETTING_DEFAULTS.security });
  });

  it('lists every company-level setting of the organisation', async () => {
    const all = data<ResolvedSetting[]>(await call(ACME, 'GET', '/settings/all/company/acme'));
    expect(all.map((s) => s.name)).toContain('home-screen-layout');
    expect(all.map((s) => s.name)).not.toContain('pushcast');
    expect(all.find((s) => s.name === 'tags')).toMatchObject({ level: 'company' });
    const platform = await call(SUPER, 'GET', '/settings/all/company/globex');
    expect(data<ResolvedSetting[]>(platform).find((s) => s.name === 'tags')?.value).toEqual({
      tags: ['Engineering', 'Field crew'],
    });
  });

  it('reads one parameter, and refuses an unknown name or parameter', async () => {
    const param = await call(
      CHANNEL,
      'GET',
      `/settings/color-selection/params/primary/${channelA}/acme`,
    );
    expect(data(param)).toEqual({
      name: 'color-selection',
      param: 'primary',
      value: '#7c3aed',
      level: 'channel',
    });
    const unknownParam = await call(
      CHANNEL,
      'GET',
      `/settings/color-selection/params/nope/${channelA}/acme`,
    );
    expect(unknownParam.statusCode).toBe(404);
    expect(unknownParam.json()).toMatchObject({ code: 'error_setting_unknown' });
    const wrongCompany = await call(SUPER, 'GET', `/settings/tags/params/all/${channelA}/globex`);
    expect(wrongCompany.statusCode).toBe(404);
    const unknown = await call(ACME, 'GET', '/settings/font-family/company');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'error_setting_unknown' });
  });
});

describe('saving settings', () => {
  it("saves a channel's own value over the company's and reports the level", async () => {
    const value = { dateFormat: 'DD/MM/YYYY', timeFormat: '24h', textSize: 'large', theme: 'dark' };
    const saved = await call(CHANNEL5, 'POST', '/settings/display-format', { value });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ level: 'channel', value });
    const company = data(await call(ACME, 'GET', '/settings/display-format/company'));
    expect(company.level).toBe('default');
  });

  it('refuses a value outside its schema, naming the field, and keeps the stored one', async () => {
    const cases: [string, unknown, string][] = [
      [
        'color-selection',
        { ...SETTING_DEFAULTS['color-selection'], primary: 'red' },
        'value.primary',
      ],
      ['security', { ...SETTING_DEFAULTS.security, pinLength: 3 }, 'value.pinLength'],
      [
        'social-media',
        { links: [{ network: 'x', url: 'http://insecure.example' }] },
        'value.links.0.url',
      ],
      ['permissions', { ...SETTING_DEFAULTS.permissions, camera: 'always' }, 'value.camera'],
      [
        'home-screen-layout',
        {
          layout: 'grid',
          modules: [
            { id: 'chat', visible: true },
            { id: 'chat', visible: false },
          ],
        },
        'value.modules.1.id',
      ],
      ['tags', { tags: ['Stewards', 'stewards '] }, 'value.tags.1'],
      ['tags', { tags: ['x'.repeat(41)] }, 'value.tags.0'],
      ['install-shortcuts', { showInvitationLink: true }, 'value.showQrCode'],
      ['display-format', { ...SETTING_DEFAULTS['display-format'], extra: 1 }, 'value.extra'],
      [
        'custom-fields',
        { fields: [{ key: 'Bad Key', label: 'x', type: 'text', required: false, options: [] }] },
        'value.fields.0.key',
      ],
      ['auto-phone-number', { numbers: [{ phone: '555', label: 'x' }] }, 'value.numbers.0.phone'],
    ];
    for (const [name, value, field] of cases) {
      const response = await call(ACME, 'POST', `/settings/${name}`, { value });
      expect(response.statusCode, name).toBe(400);
      const body = response.json<{ code: string; details: { field: string }[] }>();
      expect(body.code, name).toBe('error_setting_invalid');
      expect(
        body.details.map((d) => d.field),
        name,
      ).toContain(field);
    }
    const tags = data(await call(ACME, 'GET', '/settings/tags/company'));
    expect(tags.value).toEqual({ tags: ['Stewards', 'Night shift', 'Retirees', 'New members'] });
  });

  it("refuses bad values of a channel's own settings too", async () => {
    for (const [name, value, field] of [
      ['menu-color', { value: 'navy' }, 'value.value'],
      [
        'pushcast',
        { allowPushcastEmail: 'yes', requireEmailVerificationForPushcast: false },
        'value.allowPushcastEmail',
      ],
    ] as const) {
      const response = await call(CHANNEL, 'POST', `/settings/${name}`, { value });
      expect(response.statusCode, name).toBe(400);
      const body = response.json<{ code: string; details: { field: string }[] }>();
      expect(body.code, name).toBe('error_setting_invalid');
      expect(
        body.details.map((d) => d.field),
        name,
      ).toContain(field);
    }
    const menu = await call(CHANNEL, 'GET', `/settings/menu-color/${channelA}`);
    expect(menu.json()).toMatchObject({ data: { value: '#1f2a44' } });
    const saved = await call(CHANNEL, 'POST', '/settings/menu-color', {
      value: { value: '#334455' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await call(CHANNEL, 'GET', `/settings/menu-color/${channelA}`);
    expect(after.json()).toMatchObject({ data: { value: '#334455' } });
  });

  it('adds a tag only when it is not empty', async () => {
    const saved = await call(ACME, 'POST', '/settings/tags', {
      value: { tags: [' Stewards ', '', '   ', 'Retirees'] },
    });
    expect(data(saved).value).toEqual({ tags: ['Stewards', 'Retirees'] });
  });

  it('refuses an unknown name and a channel-only setting for the company', async () => {
    const unknown = await call(ACME, 'POST', '/settings/font-family', { value: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'error_setting_unknown' });
    const channelOnly = await call(ACME, 'POST', '/settings/pushcast', {
      value: { allowPushcastEmail: true, requireEmailVerificationForPushcast: true },
    });
    expect(channelOnly.statusCode).toBe(400);
    expect(channelOnly.json()).toMatchObject({ code: 'error_setting_channel_only' });
    const platformWithoutCompany = await call(SUPER, 'POST', '/settings/tags', {
      value: { tags: [] },
    });
    expect(platformWithoutCompany.statusCode).toBe(400);
  });

  it('keeps a channel admin to its channel and a tenant to its company', async () => {
    const value = { tags: ['Hijacked'] };
    const cases: [string, string, object][] = [
      [CHANNEL5, '/settings/tags', { contentProviderID: channelA, value }],
      [GLOBEX, '/settings/tags', { contentProviderID: channelA, value }],
    ];
    for (const [email, url, payload] of cases) {
      expect((await call(email, 'POST', url, payload)).statusCode).toBe(404);
    }
    expect(
      (await call(CHANNEL, 'POST', '/settings/tags', { contentProviderID: null, value }))
        .statusCode,
    ).toBe(403);
    expect((await call(GLOBEX, 'GET', `/settings/tags/${channelA}`)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'GET', '/settings/all/company/acme')).statusCode).toBe(404);
    expect(
      (await call(GLOBEX, 'GET', `/settings/custom-fields/cp-custom-fields/${channelA}`))
        .statusCode,
    ).toBe(404);
    expect((await call(CHANNEL, 'GET', '/settings/all/company/acme')).statusCode).toBe(403);
    const own = data(await call(CHANNEL, 'GET', `/settings/tags/${channelA}`));
    expect(own.value).not.toEqual(value);
  });
});

describe('the dedicated setting routes', () => {
  it("reads a channel's custom fields inherited from the company", async () => {
    const fields = data(
      await call(CHANNEL, 'GET', `/settings/custom-fields/cp-custom-fields/${channelA}`),
    );
    expect(fields.level).toBe('company');
    expect(fields.value).toMatchObject({ fields: [{ key: 'local_number' }, { key: 'shift' }] });
  });

  it('saves the pushcast switches on the channel', async () => {
    const saved = await call(CHANNEL, 'POST', '/settings/channel/pushcast/setting', {
      contentProviderID: channelA,
      allowPushcastEmail: true,
      requireEmailVerificationForPushcast: true,
    });
    expect(data(saved)).toMatchObject({ level: 'channel', value: { allowPushcastEmail: true } });
    const other = await call(CHANNEL5, 'POST', '/settings/channel/pushcast/setting', {
      contentProviderID: channelA,
      allowPushcastEmail: false,
      requireEmailVerificationForPushcast: false,
    });
    expect(other.statusCode).toBe(404);
  });

  it('removes one auto phone number, from its own channel only', async () => {
    const before = data(await call(CHANNEL, 'GET', `/settings/auto-phone-number/${channelA}`));
    const [first] = (before.value as { numbers: { _id: string }[] }).numbers;
    if (!first) throw new Error('channel A has no auto phone number');
    expect(
      (await call(CHANNEL5, 'DELETE', `/settings/auto-phone-number/${first._id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(GLOBEX, 'DELETE', `/settings/auto-phone-number/${first._id}`)).statusCode,
    ).toBe(404);
    const removed = await call(CHANNEL, 'DELETE', `/settings/auto-phone-number/${first._id}`);
    expect(removed.json()).toEqual({ success: true, data: { _id: first._id } });
    const after = data(await call(CHANNEL, 'GET', `/settings/auto-phone-number/${channelA}`));
    expect((after.value as { numbers: unknown[] }).numbers).toHaveLength(1);
    expect(
      (await call(CHANNEL, 'DELETE', `/settings/auto-phone-number/${first._id}`)).statusCode,
    ).toBe(404);
  });

  it('gives new auto phone numbers an id', async () => {
    const saved = await call(CHANNEL, 'POST', '/settings/auto-phone-number', {
      value: { numbers: [{ phone: '+15550177', label: 'Weekend line' }] },
    });
    const [entry] = (data(saved).value as { numbers: { _id: string; phone: string }[] }).numbers;
    expect(entry?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry?.phone).toBe('+15550177');
  });

  it('saves several channel settings at once, or none when one is refused', async () => {
    const layout = { layout: 'tabs', modules: [{ id: 'media', visible: true }] };
    const refused = await call(CHANNEL, 'PUT', `/settings/channel/${channelA}`, {
      settings: { 'home-screen-layout': layout, tags: { tags: ['a', 'A'] } },
    });
    expect(refused.statusCode).toBe(400);
    const unchanged = data(await call(CHANNEL, 'GET', `/settings/home-screen-layout/${channelA}`));
    expect(unchanged.level).toBe('company');
    const saved = await call(CHANNEL, 'PUT', `/settings/channel/${channelA}`, {
      settings: { 'home-screen-layout': layout },
    });
    expect(saved.statusCode).toBe(200);
    expect(data<ResolvedSetting[]>(saved)[0]).toMatchObject({ level: 'channel', value: layout });
    expect(
      (
        await call(GLOBEX, 'PUT', `/settings/channel/${channelA}`, {
          settings: { tags: { tags: [] } },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the external APIs', async () => {
    const apis = data<{ id: string }[]>(
      await call(CHANNEL, 'GET', '/settings/external-apis/all-apis'),
    );
    expect(apis.map((api) => api.id)).toContain('union-sync');
  });
});
