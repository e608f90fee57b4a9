import { sql } from 'drizzle-orm';
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

/**
 * Members' own languages by their place in each twenty: a fifth Spanish, one in ten Polish, one
 * in twenty Arabic, the rest the organisation's default. Taken from the index, not a random
 * stream, so every other value of the demo stays as it was.
 */
const LANGUAGE_BY_PLACE: Readonly<Record<number, string>> = {
  1: 'es',
  6: 'es',
  11: 'es',
  16: 'es',
  3: 'pl',
  13: 'pl',
  8: 'ar',
};

/** Where members live: a state, the first digits of its zip codes, and its country. */
const PLACES = [
  { state: 'CA', zip: '94', country: 'US' },
  { state: 'NY', zip: '10', country: 'US' },
  { state: 'TX', zip: '75', country: 'US' },
  { state: 'IL', zip: '60', country: 'US' },
  { state: 'WA', zip: '98', country: 'US' },
  { state: 'ON', zip: 'M5', country: 'CA' },
] as const;
const MEMBER_TYPES = ['member', 'member', 'member', 'retiree', 'apprentice'] as const;
const LOCALS = ['12', '47', '101'] as const;
const SHIFTS = ['Day', 'Night'] as const;

/** Profile details of one app user, drawn from their own stream (see seedMobileUsers). */
function profileDetails(random: ReturnType<typeof seededRandom>, slug: string, i: number) {
  const place = random.pick(PLACES);
  const zipTail = String(random.int(1000)).padStart(3, '0');
  const customFields: Record<string, string> = { Local: random.pick(LOCALS) };
  // Some members have no shift on record, so filters meet users without the field.
  if (random.chance(0.85)) customFields.Shift = random.pick(SHIFTS);
  return {
    userid: `${slug.toUpperCase()}-${String(10_000 + i)}`,
    state: place.state,
    // Canadian postal codes read A1A 1A1.
    zipcode:
      place.country === 'US'
        ? `${place.zip}${zipTail}`
        : `${place.zip}V ${zipTail[0] ?? '1'}${random.pick(['A', 'K', 'T'])}${zipTail[1] ?? '1'}`,
    country: place.country,
    type: random.pick(MEMBER_TYPES),
    customFields,
    imDisabled: random.chance(0.1),
    isDailyDeal: random.chance(0.2),
    isDeleted: random.chance(0.04) ? 1 : 0,
  };
}

/**
 * App users spread over the past year, so the dashboard chart and counters have a shape, with
 * profile details, custom fields and a few deleted users for the users list and its filters.
 */
export async function seedMobileUsers(
  db: Database,
  seededCompanies: SeededCompany[],
  perCompany = 80,
) {
  const random = seededRandom(20261122);
  // A second stream for the profile details, so adding them left every earlier value as it was.
  const details = seededRandom(20261123);
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
        // Paid subscribers come from the billing seed's subscriptions; the draw that once set the
        // flag stays, so every later value of the demo is as it was.
        isPaid: random.chance(0.3) && false,
        fundedProvider: random.chance(0.1) ? 'co-op' : null,
        dateCreated: new Date(now - ageDays * DAY_MS - random.int(DAY_MS)),
        ...profileDetails(details, company.slug, i),
        language: LANGUAGE_BY_PLACE[i % 20] ?? null,
      };
    });
    const inserted = await db.insert(mobileUsers).values(rows).returning({ id: mobileUsers.id });
    const follows = inserted.flatMap(({ id }) =>
      channelIds
        .filter(() => random.chance(0.5))
        .map((contentProviderId) => ({ mobileUserId: id, contentProviderId })),
    );
    if (follows.length > 0) await db.insert(channelFollowers).values(follows);
    // Registered members have the app, so a push token (docs/decisions.md, "Real devices").
    await db.execute(sql`insert into mobile_user_devices (company_id, mobile_user_id, push_token,
        platform, app_version, created_at, last_seen_at)
      select company_id, id, 'demo-' || id::text, coalesce(platform, 'android'),
        '4.2.0', date_created, date_created
      from mobile_users where company_id = ${company.id} and registered`);
  }
}
