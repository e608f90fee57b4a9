import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  Segment,
  SegmentCount,
  SegmentListQuery,
  SegmentMember,
  SegmentRule,
} from '../../../contract/segments';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import { contentProviders } from '../../db/schema/channels';
import { messages } from '../../db/schema/messages';
import { channelFollowers, mobileUsers as u } from '../../db/schema/mobileUsers';
import { segments } from '../../db/schema/segments';
import type { Scope } from '../../plugins/tenancy';
import { ruleSql } from './ruleSqlRepository';

/** Whose members a segment is over: an organisation's, or one of its channels' followers. */
export interface SegmentBase {
  companyId: string;
  channelId: string | null;
}

/** A saved segment's rule, its channel (null: the organisation's) and name, within its company. */
export async function findSegmentRule(
  db: Database,
  companyId: string,
  segmentId: string,
): Promise<{ rule: SegmentRule; channelId: string | null; name: string } | null> {
  const [row] = await db
    .select({ rule: segments.rule, channelId: segments.channelId, name: segments.name })
    .from(segments)
    .where(and(eq(segments.id, segmentId), eq(segments.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

const segmentScope = (scope: Scope) =>
  inScope(scope, { company: segments.companyId, channel: segments.channelId });

const columns = {
  id: segments.id,
  companyId: segments.companyId,
  name: segments.name,
  channelId: segments.channelId,
  channelName: contentProviders.clientName,
  rule: segments.rule,
  lastCount: segments.lastCount,
  lastCountExact: segments.lastCountExact,
  lastCountedAt: segments.lastCountedAt,
  createdAt: segments.createdAt,
  updatedAt: segments.updatedAt,
};

type Row = {
  id: string;
  companyId: string;
  name: string;
  channelId: string | null;
  channelName: string | null;
  rule: SegmentRule;
  lastCount: number | null;
  lastCountExact: boolean;
  lastCountedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A segment as the API answers it, with its company for counting. */
export type StoredSegment = Segment & { companyId: string };

const toSegment = (row: Row): StoredSegment => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  channelId: row.channelId,
  channelName: row.channelName,
  rule: row.rule,
  lastCount:
    row.lastCount === null || row.lastCountedAt === null
      ? null
      : {
          count: row.lastCount,
          exact: row.lastCountExact,
          countedAt: row.lastCountedAt.toISOString(),
        },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the segments the scope may see, searched by name and sorted. */
export async function listSegments(
  db: Database,
  scope: Scope,
  query: Required<Pick<SegmentListQuery, 'sort' | 'order' | 'page' | 'pageSize'>> & {
    search: string;
  },
): Promise<{ segments: StoredSegment[]; total: number }> {
  const where = and(
    segmentScope(scope),
    query.search.trim()
      ? sql`lower(${segments.name}) like ${likePattern(query.search.trim())}`
      : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn: SQL | typeof segments.name =
    query.sort === 'name'
      ? sql`lower(${segments.name})`
      : query.sort === 'count'
        ? sql`coalesce(${segments.lastCount}, -1)`
        : sql`${segments.updatedAt}`;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(segments)
      .leftJoin(contentProviders, eq(contentProviders.id, segments.channelId))
      .where(where)
      .orderBy(direction(sortColumn), asc(segments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(segments).where(where),
  ]);
  return { segments: rows.map(toSegment), total: total?.n ?? 0 };
}

/** One segment the scope may see. */
export async function findSegment(
  db: Database,
  scope: Scope,
  id: string,
): Promise<StoredSegment | null> {
  const [row] = await db
    .select(columns)
    .from(segments)
    .leftJoin(contentProviders, eq(contentProviders.id, segments.channelId))
    .where(and(eq(segments.id, id), segmentScope(scope)))
    .limit(1);
  return row ? toSegment(row) : null;
}

/** Whether the channel is one of the company's (and not deleted). */
export async function channelOfCompany(
  db: Database,
  companyId: string,
  channelId: string,
): Promise<boolean> {
  const rows = await selectRows<{ found: number }>(
    db,
    sql`select 1 as found from ${contentProviders}
      where ${contentProviders.id} = ${channelId} and ${contentProviders.companyId} = ${companyId}
        and ${contentProviders.isDeleted} = 0
      limit 1`,
  );
  return rows.length > 0;
}

export async function insertSegment(
  db: Database,
  input: SegmentBase & { name: string; rule: SegmentRule; createdBy: string },
): Promise<string> {
  const [row] = await db
    .insert(segments)
    .values({
      companyId: input.companyId,
      channelId: input.channelId,
      name: input.name,
      rule: input.rule,
      createdBy: input.createdBy,
    })
    .returning({ id: segments.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateSegment(
  db: Database,
  scope: Scope,
  id: string,
  input: { name: string; rule: SegmentRule; channelId: string | null },
): Promise<boolean> {
  const rows = await db
    .update(segments)
    .set({ ...input, updatedAt: new Date(), lastCount: null, lastCountedAt: null })
    .where(and(eq(segments.id, id), segmentScope(scope)))
    .returning({ id: segments.id });
  return rows.length > 0;
}

export async function deleteSegment(db: Database, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .delete(segments)
    .where(and(eq(segments.id, id), segmentScope(scope)))
    .returning({ id: segments.id });
  return rows.length > 0;
}

/** Keeps a segment's latest count for the list. */
export async function recordCount(db: Database, id: string, counted: SegmentCount): Promise<void> {
  await db
    .update(segments)
    .set({
      lastCount: counted.count,
      lastCountExact: counted.exact,
      lastCountedAt: new Date(counted.countedAt),
    })
    .where(eq(segments.id, id));
}

/**
 * The sends still to go out that use the segment as their audience (`filter.segmentId` in a
 * message's stored audience): scheduled and recurring messages, sequence steps and campaigns.
 */
export async function pendingUsesOf(
  db: Database,
  companyId: string,
  segmentId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.isDeleted, false),
        eq(messages.status, 1),
        sql`${messages.audience} @> ${JSON.stringify({ filter: { segmentId } })}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

/** The members a segment may reach: the organisation's live members, or a channel's followers. */
function baseCondition(base: SegmentBase): SQL {
  const follows = base.channelId
    ? sql`exists (select 1 from ${channelFollowers} bf
        where bf.mobile_user_id = ${u.id} and bf.content_provider_id = ${base.channelId})`
    : undefined;
  return and(eq(u.companyId, base.companyId), eq(u.isDeleted, 0), follows) ?? sql`true`;
}

/** The members of a rule over a base, as one condition over `mobile_users`. */
export const membersCondition = (base: SegmentBase, rule: SegmentRule, now: Date): SQL =>
  and(baseCondition(base), ruleSql(rule, now)) ?? sql`true`;

/**
 * Rows a sample estimate reads: about 1.5 % of error on a common rule, and a sample an
 * engagement rule (one index probe a row) reads in under 100 ms at a million members.
 */
const SAMPLE_ROWS = 20_000;

/** How long an exact count may take before an estimate answers instead (PostgreSQL). */
export const EXACT_COUNT_BUDGET_MS = 150;

const isQueryCanceled = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '57014') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
};

/** Three significant figures: an estimate does not pretend to more. */
export const roundEstimate = (n: number): number => {
  if (n < 1000) return Math.round(n);
  const scale = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / scale) * scale;
};

/**
 * How many members a rule reaches (docs/decisions.md, "Saved segments"): exact when it can be
 * counted within EXACT_COUNT_BUDGET_MS, else an estimate from a block sample of the members
 * table, scaled up and rounded to three figures. PGlite, which has no statement timeout, counts
 * exactly.
 */
export async function countMembers(
  db: Database,
  base: SegmentBase,
  rule: SegmentRule,
  now: Date,
  budgetMs = EXACT_COUNT_BUDGET_MS,
): Promise<SegmentCount> {
  const where = membersCondition(base, rule, now);
  const countedAt = now.toISOString();
  const budget = budgetMs;
  try {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.ceil(budget)}`));
      // Compiling a big count's plan (stock PostgreSQL's JIT) costs more than it saves here.
      await tx.execute(sql`set local jit = off`);
      const [row] = await tx.select({ n: count() }).from(u).where(where);
      return row?.n ?? 0;
    });
    return { count: n, exact: true, countedAt };
  } catch (error) {
    if (!isQueryCanceled(error)) throw error;
  }
  return { count: await estimateMembers(db, where), exact: false, countedAt };
}

/** An estimate: the members a block sample of `mobile_users` holds, scaled to the whole table. */
async function estimateMembers(db: Database, where: SQL): Promise<number> {
  const [stats] = await selectRows<{ rows: number }>(
    db,
    sql`select greatest(reltuples, 1)::float8 as rows from pg_class where oid = 'mobile_users'::regclass`,
  );
  const percent = Math.min(100, Math.max(0.01, (SAMPLE_ROWS / (stats?.rows ?? 1)) * 100));
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return selectRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from ${u} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (7)
        where ${where}`,
    );
  });
  return roundEstimate((Number(row?.n ?? 0) * 100) / percent);
}

/** The first members of a rule, newest first, as the users list shows them. */
export async function firstMembers(
  db: Database,
  base: SegmentBase,
  rule: SegmentRule,
  now: Date,
  limit: number,
): Promise<SegmentMember[]> {
  const rows = await db
    .select({
      _id: u.id,
      firstname: u.firstName,
      lastname: u.lastName,
      email: u.email,
      platform: u.platform,
      isActive: u.isActive,
      registered: u.registered,
      language: u.language,
      timeZone: u.timeZone,
      dateCreated: u.dateCreated,
    })
    .from(u)
    .where(membersCondition(base, rule, now))
    .orderBy(desc(u.dateCreated), desc(u.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, dateCreated: row.dateCreated.toISOString() }));
}

/** Members read to find the custom fields in use: the newest ones, enough to meet every field. */
const FIELD_SAMPLE = 5_000;

/**
 * The custom fields the organisation's members carry (the newest FIELD_SAMPLE of them), each
 * with its values by how often they occur (at most 30), for the rule editor's pickers.
 */
export async function customFieldsInUse(
  db: Database,
  base: SegmentBase,
): Promise<{ name: string; values: string[] }[]> {
  const rows = await selectRows<{ name: string; value: string }>(
    db,
    sql`select f.key as name, f.value as value
      from (select ${u.customFields} as fields from ${u}
        where ${baseCondition(base)}
        order by ${u.dateCreated} desc limit ${FIELD_SAMPLE}) s,
        jsonb_each_text(s.fields) f
      where f.value <> ''
      group by 1, 2 order by 1, count(*) desc, 2`,
  );
  const byName = new Map<string, string[]>();
  for (const row of rows) {
    const values = byName.get(row.name) ?? [];
    if (values.length < 30) values.push(row.value);
    byName.set(row.name, values);
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}
