import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import type { MergeValues } from '../../lib/mergeTemplate';
import { audienceCondition, reachChannel, type AudienceTarget } from './audienceSqlRepository';
import { withSegment } from './segmentAudienceRepository';

export interface SampleRecipient {
  id: string;
  name: string;
  reach: string;
  /** The member's own language; null: the organisation's default. */
  language: string | null;
  values: MergeValues;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function customOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, field]) =>
      field === null || field === undefined ? [] : [[name, String(field)]],
    ),
  );
}

/** Names of the sending channel and its organisation, as the merge fields read them. */
const namesSql = (target: AudienceTarget) => sql`
  (select client_name from content_providers where id = ${target.channel.channelId}) as channel,
  (select name from companies where id = ${target.channel.companyId}) as organisation`;

/**
 * A few members of the audience with what their merge fields read: compose shows the draft as
 * they would get it. The first the audience's condition finds: no sort, so a large audience
 * answers as fast as a small one.
 */
export async function sampleRecipients(
  db: Database,
  given: AudienceTarget,
  limit: number,
): Promise<SampleRecipient[]> {
  const target = await withSegment(db, given);
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select ${u.id}::text as id, ${u.firstName} as first_name, ${u.lastName} as last_name,
        ${u.email} as email, ${u.customFields} as custom_fields, ${u.language} as language,
        ${reachChannel(target.channel, target.mode)} as reach, ${namesSql(target)}
      from ${u} where ${audienceCondition(target)} limit ${limit}`,
  );
  return rows.map((row) => {
    const values: MergeValues = {
      firstname: text(row.first_name),
      lastname: text(row.last_name),
      email: text(row.email),
      channel: text(row.channel),
      organisation: text(row.organisation),
      custom: customOf(row.custom_fields),
    };
    const name = `${values.firstname} ${values.lastname}`.trim() || values.email || 'A member';
    const language = typeof row.language === 'string' ? row.language : null;
    return { id: String(row.id), name, reach: text(row.reach), language, values };
  });
}

/**
 * The longest value of each field over the whole audience, in characters: the longest rendering
 * of a draft is its text with these. One pass over the audience.
 */
export async function longestValues(
  db: Database,
  given: AudienceTarget,
  customFields: readonly string[],
): Promise<MergeValues> {
  const target = await withSegment(db, given);
  const custom = customFields.map(
    (name, index) =>
      sql`, coalesce(max(length(${u.customFields} ->> ${name})), 0) as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await selectRows<Record<string, unknown>>(
    db,
    sql`select coalesce(max(length(${u.firstName})), 0) as first_name,
        coalesce(max(length(${u.lastName})), 0) as last_name,
        coalesce(max(length(${u.email})), 0) as email, ${namesSql(target)}${sql.join(custom, sql``)}
      from ${u} where ${audienceCondition(target)}`,
  );
  const longest = (key: string) => 'X'.repeat(Number(row?.[key] ?? 0));
  return {
    firstname: longest('first_name'),
    lastname: longest('last_name'),
    email: longest('email'),
    channel: text(row?.channel),
    organisation: text(row?.organisation),
    custom: Object.fromEntries(customFields.map((name, index) => [name, longest(`c${index}`)])),
  };
}
