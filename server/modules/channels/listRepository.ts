import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { channelTypeOf } from '../../../contract/channelType';
import type { ChannelListItem, ChannelListQuery, ChannelUsage } from '../../../contract/channels';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { contentProviders as cp } from '../../db/schema/channels';
import { channelUsage } from '../../db/schema/channelUsageCounters';
import { companies } from '../../db/schema/companies';
import type { Scope } from '../../plugins/tenancy';
import { creditsRemainingSql } from '../pricing/public';

/**
 * The channels a scope may list: a channel admin's own, a company admin's company's, and for a
 * platform admin the company it names (null: every company's).
 */
export function channelsInScope(scope: Scope, named: string | null): SQL | undefined {
  return and(eq(cp.isDeleted, 0), inScope(scope, { company: cp.companyId, channel: cp.id }, named));
}

/** The whole company's live app users (the default channel speaks to all of them). */
const companyUsers = (registeredOnly: boolean) =>
  sql`(select coalesce(sum(m.users), 0) from mobile_user_counts m
    where m.company_id = ${cp.companyId}${registeredOnly ? sql` and m.registered` : sql``})`;

/**
 * Live app users each channel speaks to and how many are registered: the kept follower totals
 * (channel_usage_counters, summed from channel_user_counts by triggers), the company's kept
 * counts for its default channel.
 */
export const followersSql = sql<number>`(case when ${cp.isCompanyDefault}
  then ${companyUsers(false)} else coalesce(${channelUsage.followers}, 0) end)`.mapWith(Number);
export const registeredSql = sql<number>`(case when ${cp.isCompanyDefault}
  then ${companyUsers(true)} else coalesce(${channelUsage.registeredFollowers}, 0) end)`.mapWith(
  Number,
);

/**
 * The text credits the channel has left as of `now`, as the fan-out and the pricing panel count
 * them (ledgerRepository): this month's unused allowance, in the company's zone, plus purchased.
 */
export const creditsLeftSql = (now: Date) => creditsRemainingSql(now).mapWith(Number);

/** The derived type as a sortable rank: PRIMARY, HYBRID, DEFAULT, SECONDARY. */
const typeRank = sql`(case when ${cp.isLocal} and not ${cp.isCompanyDefault} then 0
  when ${cp.allowRegistration} then 1 when ${cp.isCompanyDefault} then 2 else 3 end)`;

const SORTS: Record<NonNullable<ChannelListQuery['sort']>, SQL> = {
  name: sql`lower(${cp.clientName})`,
  created: sql`${cp.dateCreated}`,
  followers: followersSql,
  registered: registeredSql,
  type: typeRank,
};

/** The kept counters as the wire names them (zero for a channel without a row yet). */
export const usageColumns = {
  sentSms: channelUsage.sentSms,
  offAppTextCreditsUsedLastMonth: channelUsage.offAppTextCreditsUsedLastMonth,
  offAppTextCreditsPurchasedLastMonth: channelUsage.offAppTextCreditsPurchasedLastMonth,
  totalMessagesSentLastMonth: channelUsage.totalMessagesSentLastMonth,
  messagesSentMonth: channelUsage.messagesSentMonth,
  adminLoginsMonth: channelUsage.adminLoginsMonth,
  userLoginsMonth: channelUsage.userLoginsMonth,
  movConversionMs: channelUsage.movConversionMs,
  audioViews: channelUsage.audioViews,
  videoViews: channelUsage.videoViews,
  imageViews: channelUsage.imageViews,
  fileViews: channelUsage.fileViews,
  audioBytesOut: channelUsage.audioBytesOut,
  videoBytesOut: channelUsage.videoBytesOut,
  imageBytesOut: channelUsage.imageBytesOut,
  fileBytesOut: channelUsage.fileBytesOut,
};
type UsageRow = { [K in keyof typeof usageColumns]: number | null };

export function usageOf(row: UsageRow): ChannelUsage {
  const n = (value: number | null) => Number(value ?? 0);
  return {
    sentSms: n(row.sentSms),
    off_app_text_credits_used_last_month: n(row.offAppTextCreditsUsedLastMonth),
    off_app_text_credits_purchased_last_month: n(row.offAppTextCreditsPurchasedLastMonth),
    total_messages_sent_last_month: n(row.totalMessagesSentLastMonth),
    messagesSentMonth: n(row.messagesSentMonth),
    adminLoginsMonth: n(row.adminLoginsMonth),
    userLoginsMonth: n(row.userLoginsMonth),
    movConversionMs: n(row.movConversionMs),
    audioViews: n(row.audioViews),
    videoViews: n(row.videoViews),
    imageViews: n(row.imageViews),
    fileViews: n(row.fileViews),
    audioDataTransferOut: n(row.audioBytesOut),
    videoDataTransferOut: n(row.videoBytesOut),
    imageDataTransferOut: n(row.imageBytesOut),
    fileDataTransferOut: n(row.fileBytesOut),
  };
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ChannelListOptions extends ChannelListQuery {
  /** Give each item its organisation's name (a platform admin looking at every organisation). */
  withCompanyName?: boolean;
  /** A search matches the channel's name only, not its contact (a picker's caller). */
  searchNamesOnly?: boolean;
}

export function createChannelListRepository(db: Database) {
  return {
    /** The database id of a company by its companyID, or null. */
    async companyBySlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyId, slug))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The scope's channels, by name unless sorted otherwise, with their counts and counters
     * unless `noCount`; one page of them with `limit` (and the total matching).
     */
    async list(
      scope: Scope,
      named: string | null,
      options: ChannelListOptions,
    ): Promise<{ data: ChannelListItem[]; total?: number }> {
      const withCounts = options.noCount !== true;
      const search = options.search?.trim();
      const where = and(
        channelsInScope(scope, named),
        search
          ? options.searchNamesOnly
            ? ilike(cp.clientName, containing(search))
            : or(
                ilike(cp.clientName, containing(search)),
                ilike(cp.contactName, containing(search)),
                ilike(cp.email, containing(search)),
              )
          : undefined,
      );
      const sort = SORTS[options.sort ?? 'name'];
      const direction = options.order === 'desc' ? desc : asc;
      const order = [direction(sort), asc(cp.id)];
      // A page is picked first by id alone, so the counters and names are read for its rows
      // only, not for every channel the sort had to rank.
      let pageIds: string[] | null = null;
      if (options.limit !== undefined) {
        const picked = await db
          .select({ id: cp.id })
          .from(cp)
          .leftJoin(channelUsage, eq(channelUsage.contentProviderId, cp.id))
          .where(where)
          .orderBy(...order)
          .limit(options.limit)
          .offset(options.offset ?? 0);
        pageIds = picked.map((row) => row.id);
      }
      const rows =
        pageIds?.length === 0
          ? []
          : await db
              .select({
                channel: {
                  id: cp.id,
                  clientName: cp.clientName,
                  contactName: cp.contactName,
                  email: cp.email,
                  image: cp.image,
                  isActive: cp.isActive,
                  isLocal: cp.isLocal,
                  isCompanyDefault: cp.isCompanyDefault,
                  allowRegistration: cp.allowRegistration,
                  unregisteredMemberMessaging: cp.unregisteredMemberMessaging,
                  allowPushcastEmail: cp.allowPushcastEmail,
                  channelNumber: cp.channelNumber,
                  dateCreated: cp.dateCreated,
                },
                companySlug: companies.companyId,
                companyName: companies.name,
                users: followersSql,
                registered: registeredSql,
                credits: creditsLeftSql(new Date()),
                ...usageColumns,
              })
              .from(cp)
              .innerJoin(companies, eq(companies.id, cp.companyId))
              .leftJoin(channelUsage, eq(channelUsage.contentProviderId, cp.id))
              .where(pageIds ? inArray(cp.id, pageIds) : where)
              .orderBy(...order);
      let total: number | undefined;
      if (options.limit !== undefined) {
        const [counted] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(cp)
          .where(where);
        total = counted?.n ?? 0;
      }
      const data = rows.map((row): ChannelListItem => {
        const { channel } = row;
        const flags = {
          is_local: channel.isLocal,
          isCompanyDefault: channel.isCompanyDefault,
          allowRegistration: channel.allowRegistration,
        };
        return {
          _id: channel.id,
          clientName: channel.clientName,
          contactName: channel.contactName,
          email: channel.email,
          image: channel.image,
          companyID: row.companySlug,
          ...(options.withCompanyName ? { companyName: row.companyName } : {}),
          channelNumber: channel.channelNumber ?? 0,
          isActive: channel.isActive === 1 ? 1 : 0,
          ...flags,
          unregisteredMemberMessaging: channel.unregisteredMemberMessaging,
          allowPushcastEmail: channel.allowPushcastEmail,
          channelType: channelTypeOf(flags),
          dateCreated: channel.dateCreated.toISOString(),
          ...(withCounts
            ? {
                userCount: row.users,
                registeredUserCount: row.registered,
                offAppTextCreditsRemaining: row.credits,
                ...usageOf(row),
              }
            : {}),
        };
      });
      return total === undefined ? { data } : { data, total };
    },
  };
}
