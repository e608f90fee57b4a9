import { and, desc, eq, or } from 'drizzle-orm';
import { isPhoneNumber, type Campaign, type CampaignBody } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { messages as m } from '../../db/schema/messages';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { toPacificWallTime } from '../../lib/schedule';
import { loadSendingChannel } from '../delivery/public';
import { checkedLink } from './messageLink';
import { messagesInScope } from './messageScopeRepository';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { checkedSchedule } from './scheduleInput';
import { chooseOrganization } from './sender';
import { softDeleteMessage } from './softDeleteRepository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_ZONE = 'America/Los_Angeles';

/** Campaigns are a platform admin's: by id they are found in any company. */
const EVERY_COMPANY: Scope = { kind: 'platform', adminId: '', companyId: null, companySlug: null };

interface Company {
  id: string;
  slug: string;
}

type MessageRow = typeof m.$inferSelect;

function toCampaign(row: MessageRow, companySlug: string): Campaign {
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
    status: row.status,
    sent: row.sent,
    read: row.read,
    dateCreated: toPacificWallTime(row.dateCreated),
  };
}

/** The platforms a campaign targets: 'all' swallows the others; one platform is its device. */
function targetsOf(target: CampaignBody['target']): { targets: string[]; device: string } {
  const unique = [...new Set(target)];
  if (unique.includes('all')) return { targets: ['all'], device: 'all' };
  return { targets: unique, device: unique.length === 1 ? (unique[0] ?? 'all') : 'all' };
}

export function createCampaignRepository(db: Database, clock: () => Date = () => new Date()) {
  /** A company by its companyID (slug), as the console names it, or by its id. */
  async function company(param: string): Promise<Company> {
    if (param === 'All') throw chooseOrganization();
    const [row] = await db
      .select({ id: companies.id, slug: companies.companyId })
      .from(companies)
      .where(
        UUID.test(param)
          ? or(eq(companies.companyId, param), eq(companies.id, param))
          : eq(companies.companyId, param),
      );
    if (!row) throw notFound('Organization');
    return row;
  }

  /** The company's default channel, which an award reaches all of. */
  async function channelFor(companyId: string, cpId: string | undefined): Promise<string | null> {
    if (cpId) {
      if (!(await loadSendingChannel(db, companyId, cpId))) throw notFound('Channel');
      return cpId;
    }
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
    return row?.id ?? null;
  }

  /** A campaign's phone: a phone number, or none when left empty. */
  function checkedPhone(phone: string | null | undefined): string | null {
    const text = phone?.trim() ?? '';
    if (text === '') return null;
    if (!isPhoneNumber(text))
      throw new AppError(
        'error_invalid_phone',
        'The phone is not a phone number: use digits, with an optional leading +.',
        [{ field: 'phone', message: 'is not a phone number' }],
      );
    return text;
  }

  /** The stored form of a campaign body: schedule (once, or daily when repeating), targets. */
  async function fields(companyId: string, body: CampaignBody) {
    const { spec, firstDueAt } = checkedSchedule(
      {
        scheduleType: body.repeat ? 'daily' : 'once',
        schedule_date: body.schedule_date,
        schedule_time: body.schedule_time,
        userTimeZone: body.userTimeZone ?? DEFAULT_ZONE,
      },
      clock(),
    );
    return {
      contentProviderId: await channelFor(companyId, body.cpId),
      kind: 'campaign' as const,
      type: 'AwardNotification',
      title: body.title.trim(),
      pushMessage: body.message,
      message: sanitizeMessageHtml(body.message),
      url: checkedLink(body.url),
      phone: checkedPhone(body.phone),
      ...targetsOf(body.target),
      audience: { kind: 'all' as const },
      scheduleType: spec.scheduleType,
      scheduleDate: spec.scheduleDate,
      scheduleTime: spec.scheduleTime,
      scheduleDays: [],
      timeZone: spec.timeZone,
      nextDueAt: firstDueAt,
      status: 1,
    };
  }

  async function find(id: string): Promise<{ row: MessageRow; slug: string }> {
    const [found] = await db
      .select({ row: m, slug: companies.companyId })
      .from(m)
      .innerJoin(companies, eq(companies.id, m.companyId))
      .where(and(eq(m.id, id), messagesInScope(EVERY_COMPANY, 'campaign')));
    if (!found) throw notFound('Campaign');
    return found;
  }

  return {
    async list(companyParam: string): Promise<Campaign[]> {
      const chosen = companyParam === 'All' ? null : await company(companyParam);
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
      return rows.map(({ row, slug }) => toCampaign(row, slug));
    },

    async get(id: string): Promise<Campaign> {
      const { row, slug } = await find(id);
      return toCampaign(row, slug);
    },

    async create(adminId: string, companyParam: string, body: CampaignBody): Promise<Campaign> {
      const target = await company(companyParam);
      const [row] = await db
        .insert(m)
        .values({
          companyId: target.id,
          createdBy: adminId,
          ...(await fields(target.id, body)),
          dateCreated: clock(),
        })
        .returning();
      if (!row) throw new Error('the campaign insert returned no row');
      return toCampaign(row, target.slug);
    },

    /** Replaces the campaign's content and schedule; its next send is worked out again. */
    async update(id: string, companyParam: string, body: CampaignBody): Promise<Campaign> {
      const target = await company(companyParam);
      const { row: existing } = await find(id);
      if (existing.companyId !== target.id) throw notFound('Campaign');
      const [row] = await db
        .update(m)
        .set(await fields(target.id, body))
        .where(and(eq(m.id, id), eq(m.isDeleted, false)))
        .returning();
      if (!row) throw notFound('Campaign');
      return toCampaign(row, target.slug);
    },

    remove(id: string): Promise<void> {
      return softDeleteMessage(db, EVERY_COMPANY, id, 'campaign');
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
