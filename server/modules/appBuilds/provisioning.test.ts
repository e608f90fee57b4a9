import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVISIONING_LIMITS, type ProvisioningRequest } from '../../../contract/appBuildRequests';
import { selectRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../../tests/api/harness';
import { multipartBody } from '../messages/testKit';
import { ACME, ICON, caller, dataOf } from './testKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);

const FORM = {
  organizationName: 'Acme Hospital Workers',
  appName: 'Hospital Workers United',
  platforms: ['android'],
  androidPackage: 'org.acme.hospital',
  contactName: 'Priya Raman',
  contactEmail: 'priya@hospital.example',
  contactPhone: '+1 555 0199',
  notes: 'Launch in May.',
};

function submit(form: object, remoteAddress: string, company = 'acme', withIcon = false) {
  const body = multipartBody({ data: JSON.stringify(form) }, withIcon ? ICON : undefined);
  return t.app.inject({
    method: 'POST',
    url: `/public/provision/${company}`,
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

const countOf = async (appName: string) =>
  (
    await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from provisioning_requests where app_name = ${appName}`,
    )
  )[0]?.n ?? 0;

describe('POST /public/provision/{companyID}', () => {
  it("files a request without sign-in into the company's list", async () => {
    const response = await submit(FORM, '203.0.113.1', 'acme', true);
    expect(response.statusCode).toBe(201);
    const receipt = dataOf<{ _id: string; status: string }>(response);
    expect(receipt.status).toBe('requested');
    expect(response.body).not.toContain('Local 12');
    const list = dataOf<ProvisioningRequest[]>(
      await call(ACME, 'GET', '/settings/provisioning/all/company/acme'),
    );
    const filed = list.find((r) => r._id === receipt._id);
    expect(filed).toMatchObject({
      appName: 'Hospital Workers United',
      platforms: ['android'],
      status: 'requested',
    });
    expect(filed?.icon).toMatch(/^\/files\//);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const noEmail = await submit(
      { ...FORM, appName: 'Bad 1', contactEmail: 'nope' },
      '203.0.113.2',
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      code: 'validation_error',
      details: [{ field: 'contactEmail' }],
    });
    const blank = await submit({ ...FORM, appName: 'Bad 2', contactName: '  ' }, '203.0.113.2');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ details: [{ field: 'contactName' }] });
    const missing = await submit({ appName: 'Bad 3' }, '203.0.113.2');
    expect(missing.statusCode).toBe(400);
    expect(await countOf('Bad 1')).toBe(0);
    expect(await countOf('Bad 2')).toBe(0);
    expect(await countOf('Bad 3')).toBe(0);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await submit(FORM, '203.0.113.3', 'no-such-org')).statusCode).toBe(404);
  });

  it('limits the requests from one address with a clear 429, others still go through', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < PROVISIONING_LIMITS.perAddress; i += 1) {
      expect((await submit({ ...FORM, appName: `Limit ${i}` }, address)).statusCode).toBe(201);
    }
    const refused = await submit({ ...FORM, appName: 'Limit over' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toMatchObject({
      code: 'error_provisioning_rate_limited',
      message: expect.stringContaining('wait an hour') as unknown,
    });
    expect(await countOf('Limit over')).toBe(0);
    expect((await submit({ ...FORM, appName: 'Other address' }, '198.51.100.8')).statusCode).toBe(
      201,
    );
  });

  it('holds the limit when requests arrive at once', async () => {
    const address = '198.51.100.9';
    const answers = await Promise.all(
      Array.from({ length: PROVISIONING_LIMITS.perAddress + 3 }, (_, i) =>
        submit({ ...FORM, appName: `Burst ${i}` }, address),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PROVISIONING_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });
});
