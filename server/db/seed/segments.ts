import type { SegmentRule } from '../../../contract/segments';
import type { Database } from '../client';
import { segments } from '../schema/segments';
import type { SeededCompany } from './companies';

interface DemoSegment {
  name: string;
  /** The channel it is kept for (over its followers); none: the organisation's. */
  channel?: keyof SeededCompany['channels'];
  rule: SegmentRule;
  /** Days before the seeding that it was last changed, so the list's order is fixed. */
  daysAgo: number;
}

/** acme's saved segments: the kinds of rule an organiser keeps (docs/decisions.md, "Saved segments"). */
const ACME_SEGMENTS: DemoSegment[] = [
  {
    name: 'Not confirmed in 30 days',
    rule: {
      match: 'all',
      conditions: [
        { field: 'status', values: ['active'] },
        { field: 'engagement', event: 'confirmed', withinDays: 30, negate: true },
      ],
    },
    daysAgo: 1,
  },
  {
    name: 'Night shift, Android',
    rule: {
      match: 'all',
      conditions: [
        { field: 'customField', name: 'Shift', values: ['Night'] },
        { field: 'platform', values: ['android'] },
      ],
    },
    daysAgo: 3,
  },
  {
    name: 'Locals 12 and 47, quiet lately',
    rule: {
      match: 'all',
      conditions: [{ field: 'customField', name: 'Local', values: ['12', '47'] }],
      groups: [
        {
          match: 'any',
          conditions: [
            { field: 'engagement', event: 'notOpened', withinDays: 14 },
            { field: 'engagement', event: 'received', withinDays: 60, negate: true },
          ],
        },
      ],
    },
    daysAgo: 5,
  },
  {
    name: 'New members this quarter',
    rule: {
      match: 'all',
      conditions: [
        { field: 'registeredAt', withinDays: 90 },
        { field: 'registration', values: ['registered'] },
      ],
    },
    daysAgo: 8,
  },
  {
    name: 'News followers on iPhone',
    channel: 'PRIMARY',
    rule: { match: 'all', conditions: [{ field: 'platform', values: ['ios'] }] },
    daysAgo: 2,
  },
];

const GLOBEX_SEGMENTS: DemoSegment[] = [
  {
    name: 'Suspended or unregistered',
    rule: {
      match: 'any',
      conditions: [
        { field: 'status', values: ['suspended'] },
        { field: 'registration', values: ['unregistered'] },
      ],
    },
    daysAgo: 4,
  },
];

/**
 * A few saved segments for acme (one of them its News channel's) and globex. Their counts are
 * left to the first time the list or editor counts them.
 */
export async function seedSegments(db: Database, seeded: SeededCompany[]): Promise<void> {
  const bySlug = { acme: ACME_SEGMENTS, globex: GLOBEX_SEGMENTS } as Record<string, DemoSegment[]>;
  const now = Date.now();
  const rows = seeded.flatMap((company) =>
    (bySlug[company.slug] ?? []).map((segment) => {
      const changed = new Date(now - segment.daysAgo * 86_400_000);
      return {
        companyId: company.id,
        channelId: segment.channel ? company.channels[segment.channel] : null,
        name: segment.name,
        rule: segment.rule,
        createdAt: changed,
        updatedAt: changed,
      };
    }),
  );
  if (rows.length) await db.insert(segments).values(rows);
}
