import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuxiliaryBuild, ProvisioningRequest } from '../../../contract/appBuildRequests';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { ACME, CHANNEL, GLOBEX, ICON, SUPER, caller, dataOf } from './testKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

const REQUEST = {
  appName: 'Acme Youth',
  purpose: 'A separate app for\nyoung members.',
  platforms: ['ios', 'android'],
  iosBundleId: 'org.acme.youth',
  androidPackage: 'org.acme.youth',
  contactName: 'Dana Whitfield',
  contactEmail: 'dana@acme.test',
};

describe('auxiliary builds', () => {
  it('lists the seeded build in progress for acme and nothing of acme for globex', async () => {
    const acme = dataOf<AuxiliaryBuild[]>(
      await call(ACME, 'GET', '/settings/auxiliary-builds/all/company/acme'),
    );
    expect(acme.map((b) => [b.appName, b.status])).toContainEqual([
      'Acme Conference 2026',
      'in_progress',
    ]);
    const globex = dataOf<AuxiliaryBuild[]>(
      await call(GLOBEX, 'GET', '/settings/auxiliary-builds/all/company/acme'),
    );
    expect(globex.every((b) => b.companyID === 'globex')).toBe(true);
  });

  it('files a request with its icon as requested, and refuses a blank or broken one', async () => {
    const created = await call(ACME, 'POST', '/settings/auxiliary-builds', {
      form: REQUEST,
      icon: ICON,
    });
    expect(created.statusCode).toBe(201);
    expect(dataOf<AuxiliaryBuild>(created)).toMatchObject({
      appName: 'Acme Youth',
      status: 'requested',
      platforms: ['ios', 'android'],
      companyID: 'acme',
    });
    const blank = await call(ACME, 'POST', '/settings/auxiliary-builds', {
      form: { ...REQUEST, appName: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ details: [{ field: 'appName' }] });
    const badBundle = await call(ACME, 'POST', '/settings/auxiliary-builds', {
      form: { ...REQUEST, iosBundleId: 'not a bundle' },
    });
    expect(badBundle.statusCode).toBe(400);
    const noPlatform = await call(ACME, 'POST', '/settings/auxiliary-builds', {
      form: { ...REQUEST, platforms: [] },
    });
    expect(noPlatform.statusCode).toBe(400);
  });

  it('lets only the platform admin move the status, one step at a time', async () => {
    const [seeded] = dataOf<AuxiliaryBuild[]>(
      await call(ACME, 'GET', '/settings/auxiliary-builds/all/company/acme'),
    ).filter((b) => b.appName === 'Acme Conference 2026');
    if (!seeded) throw new Error('no seeded auxiliary build');
    const url = `/settings/auxiliary-builds/status/${seeded._id}`;
    expect((await call(ACME, 'PUT', url, { payload: { status: 'submitted' } })).statusCode).toBe(
      403,
    );
    const skipped = await call(SUPER, 'PUT', url, { payload: { status: 'live' } });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'error_build_status_transition' });
    const moved = await call(SUPER, 'PUT', url, { payload: { status: 'submitted' } });
    expect(dataOf<AuxiliaryBuild>(moved).status).toBe('submitted');
    const noReason = await call(SUPER, 'PUT', url, { payload: { status: 'rejected' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ details: [{ field: 'reason' }] });
    const live = await call(SUPER, 'PUT', url, { payload: { status: 'live' } });
    expect(dataOf<AuxiliaryBuild>(live)).toMatchObject({ status: 'live', reason: '' });
    const back = await call(SUPER, 'PUT', url, { payload: { status: 'in_progress' } });
    expect(back.statusCode).toBe(409);
  });
});

describe('provisioning requests', () => {
  async function seededRequest(): Promise<ProvisioningRequest> {
    const [request] = dataOf<ProvisioningRequest[]>(
      await call(ACME, 'GET', '/settings/provisioning/all/company/acme'),
    ).filter((r) => r.appName === 'Local 12 Members');
    if (!request) throw new Error('no seeded provisioning request');
    return request;
  }

  it("shows acme its request and globex none of acme's", async () => {
    const request = await seededRequest();
    expect(request).toMatchObject({
      status: 'requested',
      organizationName: 'Acme Retail Workers Local 12',
    });
    const globex = await call(GLOBEX, 'GET', '/settings/provisioning/all/company/acme');
    expect(globex.body).not.toContain(request._id);
    expect((await call(CHANNEL, 'GET', '/settings/provisioning/all/company/acme')).statusCode).toBe(
      403,
    );
  });

  it('a rejection keeps its reason; a globex admin cannot move it', async () => {
    const request = await seededRequest();
    const url = `/settings/provisioning/status/${request._id}`;
    expect((await call(GLOBEX, 'PUT', url, { payload: { status: 'rejected' } })).statusCode).toBe(
      403,
    );
    const rejected = await call(SUPER, 'PUT', url, {
      payload: { status: 'rejected', reason: 'The bundle id belongs to another developer.' },
    });
    expect(dataOf<ProvisioningRequest>(rejected)).toMatchObject({
      status: 'rejected',
      reason: 'The bundle id belongs to another developer.',
    });
    const [row] = await selectRows<{ status: string }>(
      t.db,
      sql`select status from provisioning_requests where id = ${request._id}`,
    );
    expect(row?.status).toBe('rejected');
  });
});
