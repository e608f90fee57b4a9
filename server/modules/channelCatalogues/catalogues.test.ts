import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../../contract/channelCatalogues';
import { selectRows } from '../../db/rows';
import { bearer, createTestApp, type TestApp } from '../../../tests/api/harness';
import { createRoleAdmin } from '../auth/testKit';
import { brandingBody, PNG_LOGO } from '../company/testKit';

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACME = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const CHANNEL = 'channel@acme.test';
const SUPER = 'super@tidings.test';
const IMAGE = { ...PNG_LOGO, field: 'image', name: 'tile.png' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(
  email: string,
  method: Method,
  url: string,
  options: {
    payload?: InjectOptions['payload'];
    headers?: Record<string, string>;
    company?: string;
  } = {},
) {
  const token = tokens.get(email) ?? (await t.tokenFor(email));
  tokens.set(email, token);
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      ...bearer(token),
      ...(options.company ? { companyid: options.company } : {}),
      ...options.headers,
    },
  });
}
const form = (data: object, withImage = false) => {
  const body = brandingBody(data, withImage ? [IMAGE] : []);
  return { payload: body.payload, headers: body.headers };
};
const itemOf = (response: { json: <T>() => T }) => response.json<{ data: CatalogueItem }>().data;
const listOf = (response: { json: <T>() => T }) => response.json<{ data: CatalogueItem[] }>().data;

async function idOf(table: string, company: string, name: string): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    t.db,
    sql`select t.id from ${sql.identifier(table)} t join companies c on c.id = t.company_id
      where c.company_id = ${company} and t.name = ${name}`,
  );
  if (!row) throw new Error(`no ${table} ${name} in ${company}`);
  return row.id;
}

const KINDS = [
  {
    kind: 'category',
    base: '/content-provider/categories',
    item: '/content-provider/categories/category',
    table: 'channel_categories',
    seeded: ['Events', 'News', 'Sports'],
    duplicate: {
      code: 'error_channel_category_exists',
      message: 'Channel Category Already Exists.',
    },
    multipart: true,
  },
  {
    kind: 'type',
    base: '/content-provider/types',
    item: '/content-provider/types/type',
    table: 'channel_types',
    seeded: ['Newsletter', 'Podcast'],
    duplicate: { code: 'error_channel_type_exists', message: 'Channel type Already Exists.' },
    multipart: true,
  },
  {
    kind: 'group',
    base: '/content-provider/groups',
    item: '/content-provider/groups/group',
    table: 'channel_groups',
    seeded: ['Local branches', 'Member services'],
    duplicate: { code: 'error_channel_group_exists', message: 'Channel Group Already Exists.' },
    multipart: true,
  },
  {
    kind: 'union type',
    base: '/content-provider/union-type',
    item: '/content-provider/union-type/type',
    table: 'channel_union_types',
    seeded: ['Industrial union', 'Trade union'],
    duplicate: { code: 'error_channel_union_type_exists', message: 'Union Type Already Exists.' },
    multipart: false,
  },
] as const;

describe.each(KINDS)('channel $kind', (spec) => {
  const body = (data: object, withImage = false) =>
    spec.multipart ? form(data, withImage) : { payload: data };

  it("lists the caller's company's by name, whatever the path names", async () => {
    for (const [email, path] of [
      [ACME, 'acme'],
      [ACME, 'globex'],
      [CHANNEL, 'acme'],
    ] as const) {
      const response = await call(email, 'GET', `${spec.base}/${path}`);
      expect(response.statusCode).toBe(200);
      const names = listOf(response).map((item) => item.name);
      expect(names.filter((name) => (spec.seeded as readonly string[]).includes(name))).toEqual(
        spec.seeded,
      );
      expect(listOf(response).every((item) => item.companyID === 'acme')).toBe(true);
    }
    const globex = listOf(await call(GLOBEX, 'GET', `${spec.base}/acme`));
    expect(globex.every((item) => item.companyID === 'globex')).toBe(true);
    expect(globex.length).toBeGreaterThan(0);
  });

  it("gives a platform admin the named company's, or every company's for All", async () => {
    const named = listOf(await call(SUPER, 'GET', `${spec.base}/globex`));
    expect(new Set(named.map((item) => item.companyID))).toEqual(new Set(['globex']));
    const all = listOf(await call(SUPER, 'GET', `${spec.base}/All`));
    expect(new Set(all.map((item) => item.companyID))).toEqual(new Set(['acme', 'globex']));
    expect((await call(SUPER, 'GET', `${spec.base}/nowhere`)).statusCode).toBe(404);
  });

  it('creates, reads, renames and deletes one', async () => {
    const created = await call(
      ACME,
      'POST',
      spec.base,
      body({ name: '  Retired members ', description: 'For retirees' }, true),
    );
    expect(created.statusCode).toBe(200);
    const item = itemOf(created);
    expect(item).toMatchObject({
      name: 'Retired members',
      description: 'For retirees',
      companyID: 'acme',
      channels: 0,
    });
    if (spec.multipart) {
      expect(item.image).toMatch(/^\/files\/[0-9a-f-]{36}$/);
      const image = await t.app.inject({ method: 'GET', url: item.image ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    } else {
      expect(item.image).toBeNull();
    }

    const read = await call(CHANNEL, 'GET', `${spec.item}/${item._id}`);
    expect(read.statusCode).toBe(200);
    expect(itemOf(read).name).toBe('Retired members');

    const renamed = await call(
      ACME,
      'PUT',
      `${spec.item}/${item._id}`,
      body({ name: 'Retirees', removeImage: true }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(itemOf(renamed)).toMatchObject({ name: 'Retirees', description: '', image: null });
    if (spec.multipart) {
      const gone = await t.app.inject({ method: 'GET', url: item.image ?? '' });
      expect(gone.statusCode).toBe(404);
    }

    const removed = await call(ACME, 'DELETE', `${spec.item}/${item._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { _id: item._id, detachedChannels: 0 } });
    expect((await call(ACME, 'GET', `${spec.item}/${item._id}`)).statusCode).toBe(404);
  });

  it('refuses a name the company already uses, in any case, with the spec code', async () => {
    const [first] = spec.seeded;
    for (const name of [first, first.toUpperCase(), ` ${first.toLowerCase()} `]) {
      const response = await call(ACME, 'POST', spec.base, body({ name }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject(spec.duplicate);
    }
    const other = await idOf(spec.table, 'acme', spec.seeded[1]);
    const rename = await call(
      ACME,
      'PUT',
      `${spec.item}/${other}`,
      body({ name: first.toLowerCase() }),
    );
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject(spec.duplicate);
    // Another company may use the name.
    const globex = await call(GLOBEX, 'POST', spec.base, body({ name: first }));
    expect(globex.statusCode).toBe(200);
  });

  it("keeps another company's rows out of reach", async () => {
    const acmeRow = await idOf(spec.table, 'acme', spec.seeded[0]);
    expect((await call(GLOBEX, 'GET', `${spec.item}/${acmeRow}`)).statusCode).toBe(404);
    expect(
      (await call(GLOBEX, 'PUT', `${spec.item}/${acmeRow}`, body({ name: 'Taken over' })))
        .statusCode,
    ).toBe(404);
    expect((await call(GLOBEX, 'DELETE', `${spec.item}/${acmeRow}`)).statusCode).toBe(404);
    const still = await call(ACME, 'GET', `${spec.item}/${acmeRow}`);
    expect(itemOf(still).name).toBe(spec.seeded[0]);
    // A platform admin looking at globex does not touch acme's either.
    const viaGlobex = await call(SUPER, 'GET', `${spec.item}/${acmeRow}`, { company: 'globex' });
    expect(viaGlobex.statusCode).toBe(404);
  });

  it('lets channel admins read but not write', async () => {
    expect(
      (await call(CHANNEL, 'POST', spec.base, body({ name: 'Channel made' }))).statusCode,
    ).toBe(403);
    const acmeRow = await idOf(spec.table, 'acme', spec.seeded[0]);
    expect((await call(CHANNEL, 'DELETE', `${spec.item}/${acmeRow}`)).statusCode).toBe(403);
  });

  it('needs a platform admin to choose a company before creating', async () => {
    const none = await call(SUPER, 'POST', spec.base, body({ name: 'Everywhere' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation_error' });
    const chosen = await call(SUPER, 'POST', spec.base, {
      ...body({ name: 'Chosen' }),
      company: 'globex',
    });
    expect(chosen.statusCode).toBe(200);
    expect(itemOf(chosen).companyID).toBe('globex');
  });

  it('validates the body', async () => {
    for (const data of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }]) {
      const response = await call(ACME, 'POST', spec.base, body(data));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});

describe('catalogue images', () => {
  it('refuses a file that is no image, and one sent in another field', async () => {
    const notImage = brandingBody({ name: 'Fake image' }, [
      { field: 'image', name: 'x.png', type: 'image/png', content: 'plain text' },
    ]);
    const response = await call(ACME, 'POST', '/content-provider/categories', notImage);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'error_image_type' });
    const wrongField = brandingBody({ name: 'Wrong field' }, [PNG_LOGO]);
    expect((await call(ACME, 'POST', '/content-provider/categories', wrongField)).statusCode).toBe(
      400,
    );
  });

  it('replaces the stored image on update', async () => {
    const created = itemOf(
      await call(ACME, 'POST', '/content-provider/types', form({ name: 'Video digest' }, true)),
    );
    const updated = itemOf(
      await call(
        ACME,
        'PUT',
        `/content-provider/types/type/${created._id}`,
        form({ name: 'Video digest' }, true),
      ),
    );
    expect(updated.image).not.toBe(created.image);
    expect((await t.app.inject({ method: 'GET', url: created.image ?? '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: updated.image ?? '' })).statusCode).toBe(200);
  });
});

describe('deleting a catalogue row channels use', () => {
  it('detaches the channels and says how many', async () => {
    const type = await idOf('channel_types', 'acme', 'Podcast');
    const channels = await call(ACME, 'GET', `/content-provider/types/cpByType/${type}`);
    expect(channels.statusCode).toBe(200);
    expect(
      channels.json<{ data: { clientName: string }[] }>().data.map((c) => c.clientName),
    ).toEqual(['Acme Community']);
    const listed = listOf(await call(ACME, 'GET', '/content-provider/types/acme'));
    expect(listed.find((item) => item._id === type)?.channels).toBe(1);

    const removed = await call(ACME, 'DELETE', `/content-provider/types/type/${type}`);
    expect(removed.json()).toEqual({ success: true, data: { _id: type, detachedChannels: 1 } });
    const [left] = await selectRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from content_providers where client_name = 'Acme Community' and type_id is null`,
    );
    expect(Number(left?.n)).toBe(1);
  });

  it('detaches the categories of a deleted group', async () => {
    const group = await idOf('channel_groups', 'acme', 'Local branches');
    const events = await idOf('channel_categories', 'acme', 'Events');
    expect(
      itemOf(await call(ACME, 'GET', `/content-provider/categories/category/${events}`)).groupId,
    ).toBe(group);
    const removed = await call(ACME, 'DELETE', `/content-provider/groups/group/${group}`);
    expect(removed.statusCode).toBe(200);
    const after = itemOf(
      await call(ACME, 'GET', `/content-provider/categories/category/${events}`),
    );
    expect(after).toMatchObject({ groupId: null, groupName: null });
  });

  it('deletes a union type by either path', async () => {
    const created = itemOf(
      await call(ACME, 'POST', '/content-provider/union-type', {
        payload: { name: 'Craft union' },
      }),
    );
    const removed = await call(ACME, 'DELETE', `/content-provider/union-type/${created._id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(ACME, 'DELETE', `/content-provider/union-type/${created._id}`)).statusCode,
    ).toBe(404);
  });
});

describe('PUT /content-provider/categories/category/group/{id}', () => {
  it('puts a category in a group and takes it out again', async () => {
    const sports = await idOf('channel_categories', 'acme', 'Sports');
    const group = await idOf('channel_groups', 'acme', 'Member services');
    const put = await call(ACME, 'PUT', `/content-provider/categories/category/group/${sports}`, {
      payload: { groupId: group },
    });
    expect(put.statusCode).toBe(200);
    expect(itemOf(put)).toMatchObject({ groupId: group, groupName: 'Member services' });
    const groups = listOf(await call(ACME, 'GET', '/content-provider/groups/acme'));
    expect(groups.find((item) => item._id === group)?.categories).toBe(2);

    const out = await call(ACME, 'PUT', `/content-provider/categories/category/group/${sports}`, {
      payload: { groupId: null },
    });
    expect(itemOf(out)).toMatchObject({ groupId: null, groupName: null });
  });

  it("refuses another company's group or category", async () => {
    const sports = await idOf('channel_categories', 'acme', 'Sports');
    const schools = await idOf('channel_groups', 'globex', 'Schools');
    const foreignGroup = await call(
      ACME,
      'PUT',
      `/content-provider/categories/category/group/${sports}`,
      {
        payload: { groupId: schools },
      },
    );
    expect(foreignGroup.statusCode).toBe(404);
    const foreignCategory = await call(
      GLOBEX,
      'PUT',
      `/content-provider/categories/category/group/${sports}`,
      {
        payload: { groupId: schools },
      },
    );
    expect(foreignCategory.statusCode).toBe(404);
    expect(
      itemOf(await call(ACME, 'GET', `/content-provider/categories/category/${sports}`)).groupId,
    ).toBeNull();
  });
});

describe('GET /content-provider/types/cpByType/{id}', () => {
  it("answers 404 for another company's type and refuses channel admins", async () => {
    const newsletter = await idOf('channel_types', 'acme', 'Newsletter');
    expect(
      (await call(GLOBEX, 'GET', `/content-provider/types/cpByType/${newsletter}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(CHANNEL, 'GET', `/content-provider/types/cpByType/${newsletter}`)).statusCode,
    ).toBe(403);
    const own = await call(ACME, 'GET', `/content-provider/types/cpByType/${newsletter}`);
    expect(own.json<{ data: { clientName: string }[] }>().data.map((c) => c.clientName)).toEqual([
      'Acme News',
    ]);
  });
});

describe('the audit log', () => {
  it('records a catalogue write with its target and the row it changed', async () => {
    const created = itemOf(
      await call(ACME, 'POST', '/content-provider/groups', form({ name: 'Audited group' })),
    );
    const removed = await call(ACME, 'DELETE', `/content-provider/groups/group/${created._id}`);
    expect(removed.statusCode).toBe(200);
    const entries = await selectRows<{
      method: string;
      target_type: string;
      target_id: string;
      changes: { table: string; op: string; id: string }[];
    }>(
      t.db,
      sql`select method, target_type, target_id, changes from audit_log
        where target_id = ${created._id} order by id`,
    );
    expect(entries.map((entry) => [entry.method, entry.target_type])).toEqual([
      ['POST', 'channelGroup'],
      ['DELETE', 'channelGroup'],
    ]);
    expect(entries[0]?.changes).toEqual([
      expect.objectContaining({ table: 'channel_groups', op: 'insert', id: created._id }),
    ]);
    expect(entries[1]?.changes).toEqual([
      expect.objectContaining({ table: 'channel_groups', op: 'delete', id: created._id }),
    ]);
  });

  it('leaves no entry for a duplicate name it refused', async () => {
    const before = await selectRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from audit_log where target_type = 'channelCategory' and outcome = 'succeeded'`,
    );
    const duplicate = await call(
      ACME,
      'POST',
      '/content-provider/categories',
      form({ name: 'News' }),
    );
    expect(duplicate.statusCode).toBe(409);
    const after = await selectRows<{ n: number | string }>(
      t.db,
      sql`select count(*) as n from audit_log where target_type = 'channelCategory' and outcome = 'succeeded'`,
    );
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });
});

describe('a role holding the groups screen only', () => {
  it('reads the categories and puts them in groups, but changes no category', async () => {
    const email = 'groups.only@acme.test';
    await createRoleAdmin(t.db, {
      email,
      company: 'acme',
      roleID: 'groups-only',
      keys: ['cpGroups'],
    });
    expect((await call(email, 'GET', '/content-provider/categories/acme')).statusCode).toBe(200);
    const sports = await idOf('channel_categories', 'acme', 'Sports');
    const group = await idOf('channel_groups', 'acme', 'Member services');
    const put = await call(email, 'PUT', `/content-provider/categories/category/group/${sports}`, {
      payload: { groupId: group },
    });
    expect(put.statusCode).toBe(200);
    await call(ACME, 'PUT', `/content-provider/categories/category/group/${sports}`, {
      payload: { groupId: null },
    });
    expect(
      (await call(email, 'POST', '/content-provider/categories', form({ name: 'Nope' })))
        .statusCode,
    ).toBe(403);
    expect((await call(email, 'GET', '/content-provider/union-type/acme')).statusCode).toBe(403);
  });
});
