import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GroupField, PreApproval, PreApprovalBody } from '../../../contract/channelSettings';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import {
  channelGroupFields,
  channelPreApprovals,
  companyChannelSettings,
} from '../../db/schema/channelSettings';
import { contentProviders } from '../../db/schema/channels';
import { userGroups } from '../../db/schema/userGroups';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';

const PRE_APPROVAL_INDEXES = ['channel_pre_approvals_email_idx', 'channel_pre_approvals_phone_idx'];

/** Why a channel settings call answered nothing; the routes answer each with the spec's error. */
export type ChannelSettingsRefusal =
  | 'channel_missing'
  | 'group_missing'
  | 'pre_approval_missing'
  /** A pre-approval with neither an email nor a phone. */
  | 'contact_missing'
  /** A pre-approval with both an email and a phone. */
  | 'contact_both'
  | 'email_pre_approved'
  | 'phone_pre_approved'
  | 'organisation_unchosen';

function preApprovalOf(row: typeof channelPreApprovals.$inferSelect): PreApproval {
  return {
    _id: row.id,
    contentProviderID: row.channelId,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * SPEC.md section 7, "Channel settings": a channel's group field and pre-approvals, and the
 * company's union-active pre-approval switch. A channel admin reaches its own channel only.
 */
export function createChannelSettingsRepository(db: Database) {
  /** The channel's company when the scope may manage the channel; null otherwise. */
  async function channelInScope(scope: Scope, channelId: string): Promise<string | null> {
    const [row] = await db
      .select({ companyId: contentProviders.companyId })
      .from(contentProviders)
      .where(
        and(
          eq(contentProviders.id, channelId),
          eq(contentProviders.isDeleted, 0),
          inScope(scope, { company: contentProviders.companyId, channel: contentProviders.id }),
        ),
      )
      .limit(1);
    return row?.companyId ?? null;
  }

  async function groupField(
    scope: Scope,
    channelId: string,
  ): Promise<GroupField | ChannelSettingsRefusal> {
    if (!(await channelInScope(scope, channelId))) return 'channel_missing';
    const groups = await db
      .select({ _id: userGroups.id, name: userGroups.name })
      .from(channelGroupFields)
      .innerJoin(userGroups, eq(userGroups.id, channelGroupFields.userGroupId))
      .where(eq(channelGroupFields.channelId, channelId))
      .orderBy(asc(channelGroupFields.position), asc(sql`lower(${userGroups.name})`));
    return { contentProviderID: channelId, groups };
  }

  return {
    groupField,

    /**
     * Replaces the channel's group field. Each group must be one of the channel's company's that
     * the channel may offer: a company-wide group or one of the channel's own.
     */
    async saveGroupField(
      scope: Scope,
      channelId: string,
      groupIds: readonly string[],
    ): Promise<GroupField | ChannelSettingsRefusal> {
      const companyId = await channelInScope(scope, channelId);
      if (!companyId) return 'channel_missing';
      if (groupIds.length > 0) {
        const found = await db
          .select({ id: userGroups.id })
          .from(userGroups)
          .where(
            and(
              inArray(userGroups.id, [...groupIds]),
              eq(userGroups.companyId, companyId),
              or(isNull(userGroups.contentProviderId), eq(userGroups.contentProviderId, channelId)),
            ),
          );
        if (found.length !== groupIds.length) return 'group_missing';
      }
      await db.delete(channelGroupFields).where(eq(channelGroupFields.channelId, channelId));
      if (groupIds.length > 0) {
        await db
          .insert(channelGroupFields)
          .values(groupIds.map((userGroupId, position) => ({ channelId, userGroupId, position })));
      }
      return groupField(scope, channelId);
    },

    async preApprovals(
      scope: Scope,
      channelId: string,
    ): Promise<PreApproval[] | ChannelSettingsRefusal> {
      if (!(await channelInScope(scope, channelId))) return 'channel_missing';
      const rows = await db
        .select()
        .from(channelPreApprovals)
        .where(eq(channelPreApprovals.channelId, channelId))
        .orderBy(asc(channelPreApprovals.createdAt), asc(channelPreApprovals.id));
      return rows.map(preApprovalOf);
    },

    async addPreApproval(
      scope: Scope,
      body: PreApprovalBody,
    ): Promise<PreApproval | ChannelSettingsRefusal> {
      const email = body.email?.trim().toLowerCase() || null;
      const phone = body.phone?.replace(/[\s()-]/g, '') || null;
      if (email === null && phone === null) return 'contact_missing';
      if (email !== null && phone !== null) return 'contact_both';
      if (!(await channelInScope(scope, body.contentProviderID))) return 'channel_missing';
      try {
        const [row] = await db
          .insert(channelPreApprovals)
          .values({ channelId: body.contentProviderID, email, phone })
          .returning();
        if (!row) throw new Error('the pre-approval insert returned no row');
        return preApprovalOf(row);
      } catch (error) {
        if (PRE_APPROVAL_INDEXES.some((index) => isUniqueViolation(error, index))) {
          return email ? 'email_pre_approved' : 'phone_pre_approved';
        }
        throw error;
      }
    },

    async removePreApproval(
      scope: Scope,
      id: string,
    ): Promise<{ _id: string } | ChannelSettingsRefusal> {
      const [row] = await db
        .select({ channelId: channelPreApprovals.channelId })
        .from(channelPreApprovals)
        .where(eq(channelPreApprovals.id, id))
        .limit(1);
      if (!row || !(await channelInScope(scope, row.channelId))) return 'pre_approval_missing';
      await db.delete(channelPreApprovals).where(eq(channelPreApprovals.id, id));
      return { _id: id };
    },

    /** Turns the company's union-active pre-approval on or off. */
    async setUnionActivePreApproval(
      scope: Scope,
      enabled: boolean,
    ): Promise<{ enabled: boolean } | ChannelSettingsRefusal> {
      if (!scope.companyId) return 'organisation_unchosen';
      const [row] = await db
        .insert(companyChannelSettings)
        .values({ companyId: scope.companyId, unionActivePreApproval: enabled })
        .onConflictDoUpdate({
          target: companyChannelSettings.companyId,
          set: { unionActivePreApproval: enabled, updatedAt: sql`now()` },
        })
        .returning({ enabled: companyChannelSettings.unionActivePreApproval });
      return { enabled: row?.enabled ?? enabled };
    },
  };
}

export type ChannelSettingsRepository = ReturnType<typeof createChannelSettingsRepository>;
