import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplicaBuild } from '../../../contract/appBuilds';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, ICON, SUPER, caller, dataOf } from './testKit';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logStream });
});
afterAll(() => t.close());
const call = caller(() => t);

const APN_KEY = 'AAAA-android-push-key-7f3e9c21';
const P8 =
  '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgQ9x1\n-----END PRIVATE KEY-----';

async function acmeBuild(): Promise<ReplicaBuild> {
  const list = dataOf<ReplicaBuild[]>(
    await call(ACME, 'GET', '/settings/replica-builds/all/company/acme'),
  );
  const [build] = list;
  if (!build) throw new Error('acme has no replica build');
  return build;
}

async function acmeChannels(): Promise<{ id: string; name: string }[]> {
  return selectRows(
    t.db,
    sql`select p.id, p.client_name as name from content_providers p join companies c
      on c.id = p.company_id where c.company_id = 'acme' order by p.client_name`,
  );
}

describe('GET /settings/replica-builds/all/company/{id}', () => {
  it("lists the company's builds with their channels and no secret", async () => {
    const response = await call(ACME, 'GET', '/settings/replica-builds/all/company/globex');
    expect(response.statusCode).toBe(200);
    const list = dataOf<ReplicaBuild[]>(response);
    expect(list.map((b) => b.name)).toEqual(['Acme Members']);
    expect(list[0]?.channels).toHaveLength(2);
    expect(list[0]).toMatchObject({ companyID: 'acme', androidAPN: null, webAPIKey: null });
    expect(list[0]?.icon).toMatch(/^\/files\//);
  });

  it("gives a platform admin the named company's, or every company's", async () => {
    const named = dataOf<ReplicaBuild[]>(
      await call(SUPER, 'GET', '/settings/replica-builds/all/company/globex'),
    );
    expect(named.map((b) => b.name)).toEqual(['Globex Classroom']);
    const all = dataOf<ReplicaBuild[]>(
      await call(SUPER, 'GET', '/settings/replica-builds/all/company/All'),
    );
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(
      (await call(SUPER, 'GET', '/settings/replica-builds/all/company/nowhere')).statusCode,
    ).toBe(404);
  });

  it('is not for channel admins', async () => {
    expect(
      (await call(CHANNEL, 'GET', '/settings/replica-builds/all/company/acme')).statusCode,
    ).toBe(403);
  });
});

describe('replica build writes', () => {
  it('seals secrets, answers only their last characters and keeps one left empty', async () => {
    const build = await acmeBuild();
    const url = `/settings/replica-builds/update/params/id/${build.id}`;
    const saved = await call(ACME, 'PUT', url, {
      form: { name: 'Acme Members', iosVersion: '4.3.0', androidAPN: APN_KEY, iosAPN: P8 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(APN_KEY);
    expect(saved.body).not.toContain('MIGTAgEAMBMGBy');
    const data = dataOf<ReplicaBuild>(saved);
    expect(data).toMatchObject({ iosVersion: '4.3.0', androidAPN: '••••9c21', iosAPN: '••••Q9x1' });

    const [row] = await selectRows<{ sealed: string }>(
      t.db,
      sql`select android_apn_secret as sealed from replica_builds where id = ${build.id}`,
    );
    expect(row?.sealed).toMatch(/^v1\./);
    expect(row?.sealed).not.toContain(APN_KEY);

    // Left empty: the stored key stays.
    const again = await call(ACME, 'PUT', url, {
      form: { name: 'Acme Members', androidAPN: '', webAPIKey: 'web-key-000111' },
    });
    expect(dataOf<ReplicaBuild>(again)).toMatchObject({
      androidAPN: '••••9c21',
      webAPIKey: '••••0111',
    });
    const read = await call(ACME, 'GET', `/settings/replica-builds/params/id/${build.id}`);
    expect(read.body).not.toContain(APN_KEY);
    // The log is written (one line a request) and holds no secret.
    expect(logLines.join('')).toContain('/settings/replica-builds/update/params/id/');
    expect(logLines.join('')).not.toContain(APN_KEY);
    expect(logLines.join('')).not.toContain('web-key-000111');
    const audit = await selectRows<{ entry: string }>(
      t.db,
      sql`select changes::text as entry from audit_log where target_id = ${build.id}`,
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.map((a) => a.entry).join('')).toContain('••••9c21');
    expect(audit.map((a) => a.entry).join('')).not.toContain('v1.');
  });

  it('creates a build with its channels and icon, moving a channel from another build', async () => {
    const [first, second] = await acmeChannels();
    if (!first || !second) throw new Error('acme needs two channels');
    const created = await call(ACME, 'PUT', '/settings/channel/replica/build', {
      form: { name: 'Acme Retail', channels: [first.id], deepLink: 'acmeretail://open' },
      icon: ICON,
    });
    expect(created.statusCode).toBe(201);
    const build = dataOf<ReplicaBuild>(created);
    expect(build.channels.map((c) => c._id)).toEqual([first.id]);
    expect(build.icon).toMatch(/^\/files\//);
    const icon = await t.app.inject({ method: 'GET', url: build.icon ?? '' });
    expect(icon.headers['content-type']).toBe('image/png');
    const owners = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from replica_build_channels where channel_id = ${first.id}`,
    );
    expect(owners[0]?.n).toBe(1);
  });

  it('refuses a duplicate name, a bad field and a channel of another company', async () => {
    const duplicate = await call(ACME, 'PUT', '/settings/channel/replica/build', {
      form: { name: 'acme members' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'error_replica_build_exists' });

    const badUrl = await call(ACME, 'PUT', '/settings/channel/replica/build', {
      form: { name: 'Broken', iosAppUrl: 'not a url' },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ code: 'validation_error' });

    const [globexChannel] = await selectRows<{ id: string }>(
      t.db,
      sql`select p.id from content_providers p join companies c on c.id = p.company_id
        where c.company_id = 'globex' limit 1`,
    );
    const foreign = await call(ACME, 'PUT', '/settings/channel/replica/build', {
      form: { name: 'Foreign', channels: [globexChannel?.id] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ details: [{ field: 'channels' }] });
    const stored = await selectRows(
      t.db,
      sql`select id from replica_builds where name = 'Foreign'`,
    );
    expect(stored).toEqual([]);
  });

  it("takes deep links of https or the app's own scheme only, never one the browser runs", async () => {
    for (const deepLink of [
      'javascript://alert(document.cookie)',
      'JavaScript://%0Aalert(1)',
      'data://text/html,<script>alert(1)</script>',
      'http://go.acme.org/app',
      'file:///etc/passwd',
      'vbscript://msgbox',
      'intent://scan/#Intent;end',
    ]) {
      const refused = await call(ACME, 'PUT', '/settings/channel/replica/build', {
        form: { name: `Scheme ${deepLink.slice(0, 12)}`, deepLink },
      });
      expect(refused.statusCode, deepLink).toBe(400);
      expect(refused.json(), deepLink).toMatchObject({
        code: 'validation_error',
        details: [{ field: 'deepLink' }],
      });
    }
    const build = await acmeBuild();
    const url = `/settings/replica-builds/update/params/id/${build.id}`;
    const edited = await call(ACME, 'PUT', url, { form: { deepLink: 'javascript://alert(1)' } });
    expect(edited.statusCode).toBe(400);
    for (const deepLink of ['https://go.acme.org/app', 'acme-members.app://open']) {
      const saved = await call(ACME, 'PUT', url, { form: { deepLink } });
      expect(saved.statusCode, deepLink).toBe(200);
      expect(dataOf<ReplicaBuild>(saved).deepLink).toBe(deepLink);
    }
  });

  it('changes only the fields sent: a version edited alone keeps the store addresses, the deep link and the channels', async () => {
    const build = await acmeBuild();
    expect(build.iosAppUrl).not.toBe('');
    const url = `/settings/replica-builds/update/params/id/${build.id}`;
    const saved = await call(ACME, 'PUT', url, { form: { androidVersion: '9.9.1' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = dataOf<ReplicaBuild>(saved);
    expect(after).toEqual({
      ...build,
      androidVersion: '9.9.1',
      dateUpdated: after.dateUpdated,
    });
    // Sent empty, a field is cleared.
    const cleared = await call(ACME, 'PUT', url, { form: { iosVersion: '' } });
    expect(dataOf<ReplicaBuild>(cleared)).toMatchObject({
      iosVersion: '',
      androidVersion: '9.9.1',
      iosAppUrl: build.iosAppUrl,
    });
  });

  it('asks a platform admin to choose a company before creating', async () => {
    const response = await call(SUPER, 'PUT', '/settings/channel/replica/build', {
      form: { name: 'Nowhere' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'companyID' }] });
  });

  it("lets a globex admin neither read nor change acme's build", async () => {
    const build = await acmeBuild();
    expect(
      (await call(GLOBEX, 'GET', `/settings/replica-builds/params/id/${build.id}`)).statusCode,
    ).toBe(404);
    const write = await call(
      GLOBEX,
      'PUT',
      `/settings/replica-builds/update/params/id/${build.id}`,
      {
        form: { name: 'Taken over' },
      },
    );
    expect(write.statusCode).toBe(404);
    expect((await acmeBuild()).name).not.toBe('Taken over');
    const list = await call(GLOBEX, 'GET', '/settings/replica-builds/all/company/acme');
    expect(dataOf<ReplicaBuild[]>(list).map((b) => b.name)).toEqual(['Globex Classroom']);
  });
});
