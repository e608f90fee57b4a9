import type { Database } from '../client';
import { channelFollowers, mobileUsers } from '../schema/mobileUsers';
import type { SeededCompany } from './companies';
import { seededRandom } from './random';

const FIRST = [
  'Ava',
  'Ben',
  'Cara',
  'Dev',
  'Eli',
  'Fay',
  'Gil',
  'Hana',
  'Ivo',
  'Jun',
  'Kai',
  'Lena',
  'Milo',
  'Nia',
];
const LAST = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jones',
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** App users spread over the past year, so the dashboard chart and counters have a shape. */
export async function seedMobileUsers(
  db: Database,
  seededCompanies: SeededCompany[],
  perCompany = 80,
) {
  const random = seededRandom(20261122);
  const now = Date.now();
  for (const company of seededCompanies) {
    const channelIds = Object.values(company.channels);
    const rows = Array.from({ length: perCompany }, (_, i) => {
      const firstName = random.pick(FIRST);
      const lastName = random.pick(LAST);
      // Recent months get more sign-ups, as a growing app would.
      const ageDays = Math.floor(365 * random.next() ** 2);
      return {
        companyId: company.id,
        email: `${firstName}.${lastName}.${i}@${company.slug}-members.test`.toLowerCase(),
        firstName,
        lastName,
        phone: `+1555${String(1_000_000 + i).slice(1)}`,
        platform: random.chance(0.55) ? 'ios' : 'android',
        isActive: random.chance(0.9) ? 1 : 0,
        version: random.chance(0.7) ? 2 : 1,
        registered: random.chance(0.8),
        isRecovered: random.chance(0.05),
        isPaid: random.chance(0.3),
        fundedProvider: random.chance(0.1) ? 'co-op' : null,
        dateCreated: new Date(now - ageDays * DAY_MS - random.int(DAY_MS)),
      };
    });
    const inserted = await db.insert(mobileUsers).values(rows).returning({ id: mobileUsers.id });
    const follows = inserted.flatMap(({ id }) =>
      channelIds
        .filter(() => random.chance(0.5))
        .map((contentProviderId) => ({ mobileUserId: id, contentProviderId })),
    );
    if (follows.length > 0) await db.insert(channelFollowers).values(follows);
  }
}
