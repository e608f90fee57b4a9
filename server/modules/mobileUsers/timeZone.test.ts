import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/api/harness';
import type { DatabaseHandle } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { addUser, createCompany, type UserSpec } from '../delivery/testKit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function zoneOf(userId: string) {
  const [row] = await database.db
    .select({ zone: mobileUsers.timeZone })
    .from(mobileUsers)
    .where(eq(mobileUsers.id, userId));
  return row?.zone;
}

async function zoneFor(spec: UserSpec) {
  const company = await createCompany(database.db);
  return zoneOf(await addUser(database.db, company, spec));
}

describe("an app user's time zone", () => {
  it('is the one the app reported, when PostgreSQL knows it', async () => {
    expect(await zoneFor({ reportedTimeZone: 'Asia/Tokyo', state: 'CA' })).toBe('Asia/Tokyo');
    expect(await zoneFor({ reportedTimeZone: 'Mars/Olympus', state: 'CA' })).toBe(
      'America/Los_Angeles',
    );
  });

  it('is derived from the US state, else the zip code, else the country', async () => {
    expect(await zoneFor({ state: 'ny', country: 'US' })).toBe('America/New_York');
    expect(await zoneFor({ state: 'TX' })).toBe('America/Chicago');
    expect(await zoneFor({ state: 'AZ', country: 'United States' })).toBe('America/Phoenix');
    expect(await zoneFor({ zipcode: '80202' })).toBe('America/Denver');
    expect(await zoneFor({ zipcode: '96813-1234' })).toBe('Pacific/Honolulu');
    expect(await zoneFor({ zipcode: '02134', country: 'USA' })).toBe('America/New_York');
    expect(await zoneFor({ country: 'CA', state: 'BC' })).toBe('America/Vancouver');
    expect(await zoneFor({ country: 'gb' })).toBe('Europe/London');
    expect(await zoneFor({ country: 'Germany' })).toBe('Europe/Berlin');
  });

  it("falls back to the company's zone, and follows it when the company changes it", async () => {
    const { db } = database;
    const company = await createCompany(db);
    await db.update(companies).set({ timeZone: 'Europe/Paris' }).where(eq(companies.id, company));
    const placeless = await addUser(db, company, { country: 'Atlantis' });
    const placed = await addUser(db, company, { state: 'WA' });
    const reported = await addUser(db, company, { reportedTimeZone: 'Europe/Paris' });
    expect(await zoneOf(placeless)).toBe('Europe/Paris');

    await db.update(companies).set({ timeZone: 'Asia/Dubai' }).where(eq(companies.id, company));
    expect(await zoneOf(placeless)).toBe('Asia/Dubai');
    expect(await zoneOf(placed)).toBe('America/Los_Angeles');
    expect(await zoneOf(reported)).toBe('Europe/Paris');
  });

  it('is kept when the place changes', async () => {
    const { db } = database;
    const company = await createCompany(db);
    const user = await addUser(db, company, { state: 'NY' });
    await db.execute(sql`update mobile_users set state = 'HI' where id = ${user}`);
    expect(await zoneOf(user)).toBe('Pacific/Honolulu');
    await db.execute(
      sql`update mobile_users set reported_time_zone = 'Europe/Rome' where id = ${user}`,
    );
    expect(await zoneOf(user)).toBe('Europe/Rome');
  });
});
