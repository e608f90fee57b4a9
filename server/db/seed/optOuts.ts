import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { mobileUsers } from '../schema/mobileUsers';
import { memberConsentEvents, memberOptOuts } from '../schema/optOuts';
import type { SeededCompany } from './companies';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoOptOut {
  /** The member's place among acme's registered members, newest first (so on the first page). */
  place: number;
  channel: keyof SeededCompany['channels'] | null;
  delivery: 'all' | 'push' | 'sms' | 'email';
  source: 'app' | 'sms' | 'email';
  detail: string | null;
  daysAgo: number;
}

/**
 * A few of acme's members who said "do not reach me", each the way members do: a STOP texted
 * back, an email's unsubscribe link, the app's preferences. Members near the top of the users
 * page, so the demo shows the badges without a search.
 */
const DEMO_OPT_OUTS: readonly DemoOptOut[] = [
  { place: 2, channel: null, delivery: 'sms', source: 'sms', detail: 'STOP', daysAgo: 12 },
  { place: 2, channel: null, delivery: 'email', source: 'email', detail: 'link', daysAgo: 3 },
  { place: 4, channel: 'SECONDARY', delivery: 'all', source: 'app', detail: null, daysAgo: 30 },
  { place: 6, channel: null, delivery: 'push', source: 'app', detail: null, daysAgo: 5 },
  {
    place: 6,
    channel: 'PRIMARY',
    delivery: 'email',
    source: 'email',
    detail: 'one-click',
    daysAgo: 1,
  },
];

/**
 * Seeds the demo's opt-outs with their consent events, as recordOptOut (modules/optOuts) writes
 * them: the seed sits below the modules, so it writes the two rows itself.
 */
export async function seedOptOuts(db: Database, seededCompanies: SeededCompany[]) {
  const acme = seededCompanies.find((company) => company.slug === 'acme');
  if (!acme) return;
  const members = await db
    .select({ id: mobileUsers.id })
    .from(mobileUsers)
    .where(
      and(
        eq(mobileUsers.companyId, acme.id),
        eq(mobileUsers.registered, true),
        eq(mobileUsers.isActive, 1),
      ),
    )
    .orderBy(desc(mobileUsers.dateCreated), desc(mobileUsers.id))
    .limit(10);
  const now = Date.now();
  for (const optOut of DEMO_OPT_OUTS) {
    const member = members[optOut.place];
    if (!member) continue;
    const at = new Date(now - optOut.daysAgo * DAY_MS);
    const channelId = optOut.channel ? acme.channels[optOut.channel] : null;
    const key = {
      companyId: acme.id,
      mobileUserId: member.id,
      contentProviderId: channelId,
      delivery: optOut.delivery,
      source: optOut.source,
    };
    await db.insert(memberOptOuts).values({ ...key, createdAt: at });
    await db
      .insert(memberConsentEvents)
      .values({ ...key, optedOut: true, detail: optOut.detail, at });
  }
}
