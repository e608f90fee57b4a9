import { and, desc, eq, or } from 'drizzle-orm';
import type { Campaign, CampaignBody } from '../../../contract/campaigns';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { messages as m } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';
import { toPacificWallTime } from '../../lib/schedule';
import { loadSendingChannel } from '../delivery/public';
import { reviewColumnsOnEdit } from './editedReviewRepository';
import { messagesInScope } from './messageScopeRepository';
import { reviewColumnsFor } from './reviewGateRepository';
import { sanitizeMessageHtml } from './sanitizeHtml';
import type { CheckedSchedule } from './scheduleInput';
import { softDeleteMessage, type MessageDeletion } from './softDeleteRepository';
import { loadSegmentRule } from '../segments/public';
import { segmentAudience, segmentIdOf } from './segmentAudience';
import { campaignReach } from './standingReachRepository';
import { loadReviews, type ReviewOf } from './storedReviewRepository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Campaigns are a platform admin's: by id they are found in any company. */
const EVERY_COMPANY: Scope = { kind: 'platform', adminId: '', companyId: null, companySlug: null };

export interface CampaignCompany {
  id: string;
  slug: string;
}

type MessageRow = typeof m.$inferSelect;

function toCampaign(row: MessageRow, companySlug: string, reviewOf: ReviewOf): Campaign {
  return {
    _id: row.id,
    companyID: companySlug,
    title: row.title,
    message: row.message,
    schedule_date: row.scheduleDate ?? '',
    schedule_time: row.scheduleTime ?? '',
    repeat: row.scheduleType === 'daily',
    target: row.targets,
    phone: row.phone,
    url: row.url,
    userTimeZone: row.timeZone,
    segmentId: segmentIdOf(row.audience),
    status: row.status,
    sent: row.sent,
    read: row.read,
    dateCreated: toPacificWallTime(row.dateCreated),
    review: reviewOf(row),
  };
}

/** The platforms a campaign targets: 'all' swallows the others; one platform is its device. */
function targetsOf(target: CampaignBody['target']): { targets: string[]; device: string } {
  const unique = [...new Set(target)];
  if (unique.includes('all')) return { targets: ['all'], device: 'all' };
  return { targets: unique, device: unique.length === 1 ? (unique[0] ?? 'all') : 'all' };
}

/** A campaign as the service checked it: its channel, schedule, link and phone. */
export interface CampaignInput {
  body: CampaignBody;
  channelId: string | null;
  schedule: CheckedSchedule;
  url: string | null;
  phone: string | null;
}

/** The stored form of a campaign: schedule (once, or daily when repeating), targets. */
function fields({ body, channelId, schedule: { spec, firstDueAt }, url, phone }: CampaignInput) {
  return {
    contentProviderId: channelId,
    kind: 'campaign' as const,
    type: 'AwardNotification',
    title: body.title.trim(),
    pushMessage: body.message,
    message: sanitizeMessageHtml(body.message),
    url,
    phone,
    ...targetsOf(body.target),
    audience: segmentAudience(body.segmentId),
    scheduleType: spec.scheduleType,
    scheduleDate: spec.scheduleDate,
    scheduleTime: spec.scheduleTime,
    scheduleDays: [],
    timeZone: spec.timeZone,
    nextDueAt: firstDueAt,
    status: 1,
  };
}

export function createCampaignRepository(db: Database, clock: () => Date = () => new Date()) {
  /** One stored campaign as the wire answers it, with its review. */
  async function answer(row: MessageRow, companySlug: string): Promise<Campaign> {
    return toCampaign(row, companySlug, await loadReviews(db, [row]));
  }

  /** Who the campaign reaches, as its review is decided on (standingReachRepository.ts). */
  function reachOf(companyId: string, input: CampaignInput, now: Date): Promise<number> {
    const { targets } = targetsOf(input.body.target);
    const audience = segmentAudience(input.body.segmentId);
    return campaignReach(db, companyId, input.channelId, targets, now, audience);
  }

  async function find(id: string): Promise<{ row: MessageRow; slug: string } | undefined> {
    const [found] = await db
      .select({ row: m, slug: companies.companyId })
      .from(m)
      .innerJoin(companies, eq(companies.id, m.companyId))
      .where(and(eq(m.id, id), messagesInScope(EVERY_COMPANY, 'campaign')));
    return found;
  }

  return {
    /** A company by its companyID (slug), as the console names it, or by its id; null: none. */
    async company(param: string): Promise<CampaignCompany | null> {
      const [row] = await db
        .select({ id: companies.id, slug: companies.companyId })
        .from(companies)
        .where(
          UUID.test(param)
            ? or(eq(companies.companyId, param), eq(companies.id, param))
            : eq(companies.companyId, param),
        );
      return row ?? null;
    },

    /**
     * The channel a campaign goes out through: the named one, or the company's default channel
     * (which an award reaches all of; id null when it has none). Null: the named channel is not
     * one the company can send through.
     */
    /** Whether the organisation has this saved segment (a campaign may go to its members). */
    async hasSegment(companyId: string, segmentId: string): Promise<boolean> {
      return (await loadSegmentRule(db, companyId, segmentId)) !== null;
    },

    async channelFor(
      companyId: string,
      cpId: string | undefined,
    ): Promise<{ id: string | null } | null> {
      if (cpId) return (await loadSendingChannel(db, companyId, cpId)) ? { id: cpId } : null;
      const [row] = await db
        .select({ id: contentProviders.id })
        .from(contentProviders)
        .where(
          and(
            eq(contentProviders.companyId, companyId),
            eq(contentProviders.isCompanyDefault, true),
            eq(contentProviders.isDeleted, 0),
          ),
        )
        .limit(1);
      return { id: row?.id ?? null };
    },

    /** The campaigns of `chosen`, or of every company when null. */
    async list(chosen: CampaignCompany | null): Promise<Campaign[]> {
      const rows = await db
        .select({ row: m, slug: companies.companyId })
        .from(m)
        .innerJoin(companies, eq(companies.id, m.companyId))
        .where(
          and(
            messagesInScope(EVERY_COMPANY, 'campaign'),
            chosen ? eq(m.companyId, chosen.id) : undefined,
          ),
        )
        .orderBy(desc(m.dateCreated), desc(m.id));
      const reviewOf = await loadReviews(
        db,
        rows.map(({ row }) => row),
      );
      return rows.map(({ row, slug }) => toCampaign(row, slug, reviewOf));
    },

    async get(id: string): Promise<Campaign | null> {
      const found = await find(id);
      return found ? answer(found.row, found.slug) : null;
    },

    /** The company a campaign belongs to, or null for no such campaign. */
    async companyOf(id: string): Promise<string | null> {
      return (await find(id))?.row.companyId ?? null;
    },

    /** Stored pending when the organisation requires review at the campaign's reach. */
    async create(
      adminId: string,
      target: CampaignCompany,
      input: CampaignInput,
    ): Promise<Campaign> {
      const now = clock();
      const reach = await reachOf(target.id, input, now);
      const [row] = await db
        .insert(m)
        .values({
          companyId: target.id,
          createdBy: adminId,
          ...fields(input),
          ...(await reviewColumnsFor(db, target.id, reach, adminId, now)),
          dateCreated: now,
        })
        .returning();
      if (!row) throw new Error('the campaign insert returned no row');
      return answer(row, target.slug);
    },

    /**
     * Replaces the campaign's content and schedule; one under review goes back to 'pending'
     * with `adminId` as its submitter (editedReviewRepository.ts). Null: no such campaign (any
     * longer).
     */
    async update(
      id: string,
      adminId: string,
      target: CampaignCompany,
      input: CampaignInput,
    ): Promise<Campaign | null> {
      const now = clock();
      const reach = await reachOf(target.id, input, now);
      const [row] = await db
        .update(m)
        .set({
          ...fields(input),
          ...(await reviewColumnsOnEdit(db, target.id, reach, adminId, now)),
        })
        .where(and(eq(m.id, id), eq(m.isDeleted, false)))
        .returning();
      return row ? answer(row, target.slug) : null;
    },

    remove(id: string): Promise<MessageDeletion> {
      return softDeleteMessage(db, EVERY_COMPANY, id, 'campaign');
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
