import { eq } from 'drizzle-orm';
import type { SegmentCondition, SegmentRule } from '../../../contract/segments';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { messageOccurrences, messageReceipts, messages } from '../../db/schema/messages';
import { channelFollowers, mobileUsers } from '../../db/schema/mobileUsers';
import { memberEngagement } from '../../db/schema/segments';
import { userGroupMembers, userGroups } from '../../db/schema/userGroups';

const DAY = 86_400_000;

/** A member as the test knows them, to evaluate rules in plain JS apart from the SQL. */
export interface ModelMember {
  id: string;
  isActive: 0 | 1;
  registered: boolean;
  platform: string | null;
  language: string | null;
  timeZone: string;
  reportedTimeZone: string | null;
  customFields: Record<string, string>;
  dateCreated: Date;
  isDeleted: 0 | 1;
  groups: string[];
  channels: string[];
  engagement: {
    received: Date | null;
    opened: Date | null;
    confirmed: Date | null;
    feedbackYes: Date | null;
    feedbackNo: Date | null;
  } | null;
  /** Receipts of the test's one message. */
  receipts: { sentAt: Date; readAt: Date | null; readResponse: boolean; feedback: number | null }[];
}

export interface World {
  companyId: string;
  channels: [string, string];
  groups: [string, string];
  messageId: string;
  members: ModelMember[];
  now: Date;
}

/** A small deterministic generator, so a failure repeats. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    daysAgo: (now: Date, max: number) =>
      new Date(now.getTime() - Math.floor(next() * max * DAY) - 1000),
  };
}

/**
 * A company of its own with members of every trait, two groups, two channels, engagement facts
 * and one message's receipts, written straight to the tables: what the rules are counted over.
 */
export async function buildWorld(db: Database, slug: string, size = 160): Promise<World> {
  const now = new Date('2026-11-20T12:00:00Z');
  const random = generator(slug.length * 7919 + size);
  const [company] = await db
    .insert(companies)
    .values({ companyId: slug, name: `Segments ${slug}` })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  const companyId = company.id;
  const channelRows = await db
    .insert(contentProviders)
    .values([
      { companyId, clientName: `${slug} News` },
      { companyId, clientName: `${slug} Events` },
    ])
    .returning({ id: contentProviders.id });
  const groupRows = await db
    .insert(userGroups)
    .values([
      { companyId, name: `${slug} Stewards` },
      { companyId, name: `${slug} Night` },
    ])
    .returning({ id: userGroups.id });
  const channels = channelRows.map((r) => r.id) as [string, string];
  const groups = groupRows.map((r) => r.id) as [string, string];

  const members: ModelMember[] = [];
  for (let i = 0; i < size; i += 1) {
    const customFields: Record<string, string> = {};
    if (random.chance(0.8)) customFields.Local = random.pick(['12', '47', '101']);
    if (random.chance(0.6)) customFields.Shift = random.pick(['Day', 'Night']);
    if (random.chance(0.1)) customFields.Shift = '';
    const reported = random.chance(0.5) ? random.pick(['Europe/Oslo', 'America/Chicago']) : null;
    const hasFacts = random.chance(0.75);
    const maybe = () => (random.chance(0.6) ? random.daysAgo(now, 90) : null);
    members.push({
      id: '',
      isActive: random.chance(0.8) ? 1 : 0,
      registered: random.chance(0.7),
      platform: random.pick(['ios', 'android', 'Android', 'iOS', null, 'web']),
      language: random.pick(['en', 'es', 'pt-BR', null]),
      timeZone: reported ?? random.pick(['UTC', 'America/New_York']),
      reportedTimeZone: reported,
      customFields,
      dateCreated: random.daysAgo(now, 400),
      isDeleted: random.chance(0.05) ? 1 : 0,
      groups: groups.filter(() => random.chance(0.35)),
      channels: channels.filter(() => random.chance(0.5)),
      engagement: hasFacts
        ? {
            received: maybe(),
            opened: maybe(),
            confirmed: maybe(),
            feedbackYes: maybe(),
            feedbackNo: maybe(),
          }
        : null,
      receipts: [],
    });
  }
  const inserted = await db
    .insert(mobileUsers)
    .values(
      members.map((m, i) => ({
        companyId,
        firstName: `Member${i}`,
        lastName: slug,
        email: `m${i}@${slug}.test`,
        isActive: m.isActive,
        registered: m.registered,
        platform: m.platform,
        language: m.language,
        timeZone: m.timeZone,
        reportedTimeZone: m.reportedTimeZone,
        customFields: m.customFields,
        dateCreated: m.dateCreated,
        isDeleted: m.isDeleted,
      })),
    )
    .returning({ id: mobileUsers.id, email: mobileUsers.email });
  const idByEmail = new Map(inserted.map((r) => [r.email, r.id]));
  members.forEach((m, i) => {
    m.id = idByEmail.get(`m${i}@${slug}.test`) ?? '';
  });
  // A trigger may derive the zone: read back what the table holds, so the model agrees.
  const zones = await db
    .select({ id: mobileUsers.id, timeZone: mobileUsers.timeZone })
    .from(mobileUsers);
  const zoneOf = new Map(zones.map((z) => [z.id, z.timeZone]));
  for (const m of members) m.timeZone = zoneOf.get(m.id) ?? m.timeZone;

  const groupRowsToWrite = members.flatMap((m) =>
    m.groups.map((groupId) => ({ groupId, mobileUserId: m.id })),
  );
  if (groupRowsToWrite.length) await db.insert(userGroupMembers).values(groupRowsToWrite);
  const follows = members.flatMap((m) =>
    m.channels.map((contentProviderId) => ({ contentProviderId, mobileUserId: m.id })),
  );
  if (follows.length) await db.insert(channelFollowers).values(follows);

  const [message] = await db
    .insert(messages)
    .values({ companyId, contentProviderId: channels[0], title: 'Ballot', status: 0 })
    .returning({ id: messages.id });
  if (!message) throw new Error('no message');
  const occurrences = await db
    .insert(messageOccurrences)
    .values([
      { messageId: message.id, dueAt: new Date(now.getTime() - 40 * DAY), state: 'done' },
      { messageId: message.id, dueAt: new Date(now.getTime() - 5 * DAY), state: 'done' },
    ])
    .returning({ id: messageOccurrences.id });
  const receipts = [];
  for (const m of members) {
    for (const occurrence of occurrences) {
      if (!random.chance(0.4)) continue;
      const sentAt = random.daysAgo(now, 60);
      const readAt = random.chance(0.5) ? new Date(sentAt.getTime() + 3_600_000) : null;
      const receipt = {
        sentAt,
        readAt,
        readResponse: readAt !== null && random.chance(0.5),
        feedback: random.pick([null, 0, 1, -1]),
      };
      m.receipts.push(receipt);
      receipts.push({
        ...receipt,
        occurrenceId: occurrence.id,
        mobileUserId: m.id,
        channel: 'push',
      });
    }
  }
  if (receipts.length) await db.insert(messageReceipts).values(receipts);
  // The receipts may have moved the kept facts (their trigger): the test's own facts replace
  // them, so the any-message rules are counted over facts the test chose.
  await db.delete(memberEngagement).where(eq(memberEngagement.companyId, companyId));
  const facts = members.flatMap((m) =>
    m.engagement
      ? [
          {
            mobileUserId: m.id,
            companyId,
            lastReceivedAt: m.engagement.received,
            lastOpenedAt: m.engagement.opened,
            lastConfirmedAt: m.engagement.confirmed,
            lastFeedbackYesAt: m.engagement.feedbackYes,
            lastFeedbackNoAt: m.engagement.feedbackNo,
          },
        ]
      : [],
  );
  if (facts.length) await db.insert(memberEngagement).values(facts);
  return { companyId, channels, groups, messageId: message.id, members, now };
}

const since = (now: Date, days: number | undefined) =>
  days === undefined ? null : new Date(now.getTime() - days * DAY);
const within = (at: Date | null, from: Date | null) =>
  at !== null && (from === null || at.getTime() >= from.getTime());
const startOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();

/** One condition over one member, as the contract words it (contract/segments.ts). */
export function holds(c: SegmentCondition, m: ModelMember, now: Date): boolean {
  const values = c.values ?? [];
  const from = since(now, c.withinDays);
  let result: boolean;
  switch (c.field) {
    case 'status':
      result = values.includes(m.isActive === 1 ? 'active' : 'suspended');
      break;
    case 'registration':
      result = values.includes(m.registered ? 'registered' : 'unregistered');
      break;
    case 'platform':
      result =
        m.platform !== null &&
        values.map((v) => v.toLowerCase()).includes(m.platform.toLowerCase());
      break;
    case 'group':
      result = m.groups.some((g) => values.includes(g));
      break;
    case 'channel':
      result = m.channels.some((ch) => values.includes(ch));
      break;
    case 'customField': {
      const value = m.customFields[c.name ?? ''];
      result =
        values.length === 0
          ? value !== undefined && value !== ''
          : value !== undefined && values.includes(value);
      break;
    }
    case 'language':
      result = values.includes(m.language ?? '');
      break;
    case 'timeZone':
      result = values.includes(m.timeZone) || (values.includes('') && m.reportedTimeZone === null);
      break;
    case 'registeredAt': {
      const at = m.dateCreated.getTime();
      result =
        (c.after === undefined || at >= startOf(c.after)) &&
        (c.before === undefined || at < startOf(c.before)) &&
        (from === null || at >= from.getTime());
      break;
    }
    case 'engagement': {
      if (c.messageId) {
        result = m.receipts.some((r) => {
          switch (c.event) {
            case 'opened':
              return within(r.readAt, from);
            case 'confirmed':
              return (
                r.readAt !== null && (r.readResponse || r.feedback === 1) && within(r.readAt, from)
              );
            case 'feedbackYes':
              return r.feedback === 1 && within(r.sentAt, from);
            case 'feedbackNo':
              return r.feedback === 0 && within(r.sentAt, from);
            case 'notOpened':
              return r.readAt === null && within(r.sentAt, from);
            default:
              return within(r.sentAt, from);
          }
        });
        break;
      }
      const e = m.engagement;
      if (!e) {
        result = false;
        break;
      }
      result =
        c.event === 'notOpened'
          ? within(e.received, from) && !within(e.opened, from)
          : within(e[c.event ?? 'received'], from);
      break;
    }
  }
  return c.negate ? !result : result;
}

/** The rule over one member. */
export function ruleHolds(rule: SegmentRule, m: ModelMember, now: Date): boolean {
  const parts = [
    ...rule.conditions.map((c) => holds(c, m, now)),
    ...(rule.groups ?? []).map((g) => {
      const inner = g.conditions.map((c) => holds(c, m, now));
      const matched = g.match === 'all' ? inner.every(Boolean) : inner.some(Boolean);
      return g.negate ? !matched : matched;
    }),
  ];
  if (parts.length === 0) return true;
  return rule.match === 'all' ? parts.every(Boolean) : parts.some(Boolean);
}

/** The live members (of a channel's followers, when given) a rule holds for. */
export const expectedMembers = (
  world: World,
  rule: SegmentRule,
  channelId: string | null = null,
): ModelMember[] =>
  world.members.filter(
    (m) =>
      m.isDeleted === 0 &&
      (channelId === null || m.channels.includes(channelId)) &&
      ruleHolds(rule, m, world.now),
  );
