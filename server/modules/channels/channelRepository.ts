import { and, eq, ne, sql } from 'drizzle-orm';
import { channelTypeOf } from '../../../contract/channelType';
import type { Channel } from '../../../contract/channels';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { selectRows } from '../../db/rows';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders as cp, type ContentProviderRow } from '../../db/schema/channels';
import {
  channelCategories,
  channelGroups,
  channelTypes,
  channelUnionTypes,
} from '../../db/schema/channelCatalogues';
import { channelUsage } from '../../db/schema/channelUsageCounters';
import { companies } from '../../db/schema/companies';
import type { Scope } from '../../plugins/tenancy';
import { allowanceOf } from '../pricing/public';
import {
  creditsLeftSql,
  followersSql,
  registeredSql,
  usageColumns,
  usageOf,
} from './listRepository';

/** A channel's place in each catalogue: the wire field, its column and the catalogue's table. */
const CATALOGUE_PLACES = [
  { field: 'category', column: 'categoryId', table: channelCategories },
  { field: 'group', column: 'groupId', table: channelGroups },
  { field: 'type', column: 'typeId', table: channelTypes },
  { field: 'unionType', column: 'unionTypeId', table: channelUnionTypes },
] as const;
export type CataloguePlace = (typeof CATALOGUE_PLACES)[number]['field'];

export type ChannelValues = Partial<
  Omit<typeof cp.$inferInsert, 'id' | 'companyId' | 'dateCreated' | 'channelNumber'>
>;

/** Whether the scope may see this channel: its company's admins, its own admins, the platform. */
function visibleTo(scope: Scope) {
  // A platform admin sees every channel, whichever organisation is chosen (null).
  return inScope(scope, { company: cp.companyId, channel: cp.id }, null);
}

export function createChannelItemRepository(db: Database) {
  return {
    /** A live channel the scope may see, every field with its counts and counters, or null. */
    async item(scope: Scope, id: string): Promise<Channel | null> {
      const [row] = await db
        .select({
          channel: cp,
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
        .where(and(eq(cp.id, id), eq(cp.isDeleted, 0), visibleTo(scope)))
        .limit(1);
      if (!row) return null;
      const { channel: c } = row;
      const flags = {
        is_local: c.isLocal,
        isCompanyDefault: c.isCompanyDefault,
        allowRegistration: c.allowRegistration,
      };
      return {
        _id: c.id,
        clientName: c.clientName,
        contactName: c.contactName,
        email: c.email,
        image: c.image,
        access_code: c.accessCode,
        companyID: row.companySlug,
        companyName: row.companyName,
        channelNumber: c.channelNumber ?? 0,
        userid: c.userId,
        inviteID: c.inviteId,
        menuColor: c.menuColor,
        isActive: c.isActive === 1 ? 1 : 0,
        ...flags,
        isForceFollowing: c.isForceFollowing,
        enablePrivateVideo: c.enablePrivateVideo,
        allowPushcastEmail: c.allowPushcastEmail,
        requireEmailVerificationForPushcast: c.requireEmailVerificationForPushcast,
        unregisteredMemberMessaging: c.unregisteredMemberMessaging,
        channelType: channelTypeOf(flags),
        links: c.links,
        featuredLinks: c.featuredLinks,
        pricePlan: c.pricePlan,
        appUsers: await allowanceOf(db, c.id),
        resellerCode: c.resellerCode,
        partnerAccountNumber: c.partnerAccountNumber,
        revenueCollectionMode: c.revenueCollectionMode,
        replicaBuild: c.replicaBuild,
        selectedExternalApis: c.selectedExternalApis,
        category: c.categoryId,
        group: c.groupId,
        type: c.typeId,
        unionType: c.unionTypeId,
        userCount: row.users,
        registeredUserCount: row.registered,
        purchased_app_users: c.purchasedAppUsers,
        purchased_app_users_cost: c.purchasedAppUsersCost,
        off_app_text_credits_month: c.offAppTextCreditsMonth,
        off_app_text_credits_used_current_month: c.offAppTextCreditsUsedCurrentMonth,
        purchased_off_app_text_credits_remaining: c.purchasedOffAppTextCreditsRemaining,
        offAppTextCreditsRemaining: row.credits,
        auto_app_user_bundles: c.autoAppUserBundles,
        auto_off_app_text_credit_bundles: c.autoOffAppTextCreditBundles,
        ...usageOf(row),
        dateCreated: c.dateCreated.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      };
    },

    /** A live channel's row the scope may see, or null. */
    async row(scope: Scope, id: string): Promise<ContentProviderRow | null> {
      const [row] = await db
        .select()
        .from(cp)
        .where(and(eq(cp.id, id), eq(cp.isDeleted, 0), visibleTo(scope)))
        .limit(1);
      return row ?? null;
    },

    /** The channel of an admin user in the scope's reach, or null. */
    async channelIdOfAdmin(scope: Scope, adminId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: adminUsers.contentProviderId })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, adminId), eq(adminUsers.isDeleted, 0)))
        .limit(1);
      return row?.id ?? null;
    },

    /** Whether the company has another live channel by this name (any case). */
    async nameTaken(companyId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cp.id })
        .from(cp)
        .where(
          and(
            eq(cp.companyId, companyId),
            eq(cp.isDeleted, 0),
            sql`lower(${cp.clientName}) = lower(${name.trim()})`,
            exceptId ? ne(cp.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * The first catalogue place of `values` that names no row of the company's own catalogue
     * (a catalogue of another company, or one deleted), or null when every one is the company's.
     */
    async foreignCataloguePlace(
      companyId: string,
      values: ChannelValues,
    ): Promise<CataloguePlace | null> {
      for (const place of CATALOGUE_PLACES) {
        const id = values[place.column];
        if (id === undefined || id === null) continue;
        const [row] = await db
          .select({ id: place.table.id })
          .from(place.table)
          .where(and(eq(place.table.id, id), eq(place.table.companyId, companyId)))
          .limit(1);
        if (!row) return place.field;
      }
      return null;
    },

    /** Whether the company has another live default channel. */
    async hasDefault(companyId: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cp.id })
        .from(cp)
        .where(
          and(
            eq(cp.companyId, companyId),
            eq(cp.isDeleted, 0),
            eq(cp.isCompanyDefault, true),
            exceptId ? ne(cp.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(companyId: string, values: ChannelValues & { clientName: string }) {
      const [row] = await db
        .insert(cp)
        .values({ ...values, companyId })
        .returning();
      if (!row) throw new Error('channel insert returned no row');
      return row;
    },

    async update(id: string, values: ChannelValues) {
      const [row] = await db
        .update(cp)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cp.id, id))
        .returning();
      if (!row) throw new Error('channel update returned no row');
      return row;
    },

    /** Followers (rows in channel_followers) and messages the channel has. */
    async usage(id: string): Promise<{ followers: number; messages: number }> {
      const [row] = await selectRows<{ followers: unknown; messages: unknown }>(
        db,
        sql`select
          (select count(*) from (select 1 from channel_followers
            where content_provider_id = ${id} limit 1) f) as followers,
          (select count(*) from (select 1 from messages
            where content_provider_id = ${id} limit 1) m) as messages`,
      );
      return { followers: Number(row?.followers ?? 0), messages: Number(row?.messages ?? 0) };
    },

    /**
     * Soft-deletes the channel: it leaves every list and menu, its follows end (the follower
     * counters follow by their triggers), its admins are deactivated (they cannot sign in to a
     * channel that is gone), its messages stay for history.
     */
    async softDelete(id: string): Promise<void> {
      await db.execute(sql`delete from channel_followers where content_provider_id = ${id}`);
      await db
        .update(cp)
        .set({ isDeleted: 1, isActive: 0, isCompanyDefault: false, updatedAt: new Date() })
        .where(eq(cp.id, id));
      await db
        .update(adminUsers)
        .set({ isActive: 0 })
        .where(and(eq(adminUsers.contentProviderId, id), eq(adminUsers.isDeleted, 0)));
    },
  };
}
