import { eq, sql } from 'drizzle-orm';
import type { Profile } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { inTransactionNow } from '../../db/contextual';
import { adminUsers } from '../../db/schema/admins';
import { billingContacts, paymentSettings } from '../../db/schema/billing';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { BUILT_IN_ROLE_UUIDS, roles } from '../../db/schema/roles';
import { statementName } from '../../db/statementNames';
import { MESSAGING_ONLY } from '../../../contract/adminGroups';
import { creditMonthIn } from '../../lib/creditMonth';
import { effectiveRoleId } from './effectiveRoleRepository';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * Where the admin manages payments: a channel admin its pricing panel; an organisation that
 * takes cards through Stripe, its Stripe dashboard in the keys' mode; else the console's own
 * subscriptions page, the local provider's equivalent (docs/decisions.md, "Billing").
 */
function paymentsPortal(channelId: string | null, stripeMode: string | null): string {
  if (channelId) return `/content-provider/pricing-panel/${channelId}`;
  if (stripeMode === 'live') return 'https://dashboard.stripe.com/subscriptions';
  if (stripeMode) return 'https://dashboard.stripe.com/test/subscriptions';
  return '/subscriptions';
}

/** The signed-in admin's profile, with their company and channel, in the spec's wire names. */
export function createProfileRepository(db: Database) {
  // Read on every page load and after every change to the profile: built and named once, so
  // neither the query builder nor the planner repeats its work per call. A prepared query keeps
  // the connection it was built on, so inside a transaction (an audited write, which changed the
  // profile first) the query is built on that transaction instead.
  const profileQuery = () =>
    db
      .select({
        admin: adminUsers,
        company: companies,
        channel: contentProviders,
        role: roles,
        billing: billingContacts,
        paymentMode: paymentSettings.mode,
      })
      .from(adminUsers)
      .leftJoin(companies, eq(companies.id, adminUsers.companyId))
      .leftJoin(billingContacts, eq(billingContacts.companyId, adminUsers.companyId))
      .leftJoin(paymentSettings, eq(paymentSettings.companyId, adminUsers.companyId))
      .leftJoin(contentProviders, eq(contentProviders.id, adminUsers.contentProviderId))
      .innerJoin(roles, eq(roles.id, effectiveRoleId))
      .where(eq(adminUsers.id, sql.placeholder('adminId')))
      .limit(1);
  const profileById = profileQuery().prepare(statementName(db, 'profile_by_id'));

  return {
    async find(adminId: string): Promise<Profile | null> {
      const query = inTransactionNow() ? profileQuery() : profileById;
      const [row] = await query.execute({ adminId });
      if (!row) return null;
      const { admin, company, channel, role, billing, paymentMode } = row;
      const messagingOnly = role.id === BUILT_IN_ROLE_UUIDS['messaging-only'];
      // A month that has passed in the company's zone counts as unused, before anything resets it.
      const monthPassed =
        channel?.creditsMonth != null &&
        company !== null &&
        channel.creditsMonth !== creditMonthIn(company.timeZone, new Date());
      const usedThisMonth = monthPassed ? 0 : (channel?.offAppTextCreditsUsedCurrentMonth ?? 0);
      const links = channel?.links ?? [];
      const featuredLinks = channel?.featuredLinks.length
        ? channel.featuredLinks
        : (company?.featuredLinks ?? []);
      return {
        _id: admin.id,
        fullName: `${admin.firstName} ${admin.lastName}`.trim(),
        profile: { firstname: admin.firstName, lastname: admin.lastName, phone: admin.phone },
        email: admin.email,
        phone: admin.phone,
        stripePortal: admin.stripePortal ?? paymentsPortal(channel?.id ?? null, paymentMode),
        twoFactorEnabled: admin.twoFactorEnabled,
        adminTwoFactorAuth: admin.twoFactorEnabled ? 1 : 0,
        companyID: company?.companyId ?? 'All',
        company: company
          ? {
              companyID: company.companyId,
              name: company.name,
              logo: company.logo,
              favicon: company.favicon,
              adminColor: { color_hex: company.adminColor },
              featuredLinks: company.featuredLinks,
              copyright: { message: company.copyrightMessage },
              adminMenu: company.adminMenu,
              menuColor: company.menuColor,
            }
          : null,
        pricePlan: channel?.pricePlan ?? null,
        userGroup: admin.userGroup,
        contentProviderID: channel?.id ?? null,
        cpName: channel?.clientName ?? null,
        image: channel?.image ?? admin.image,
        billingInfo: channel
          ? channel.email
            ? { email: channel.email, phone: admin.phone }
            : null
          : billing
            ? { email: billing.email, phone: billing.phone }
            : null,
        links,
        featuredLinks,
        isChannelSubAdmin: flag(admin.isChannelSubAdmin),
        menuFeatureLink: featuredLinks.length > 0,
        enablePrivateVideo: channel?.enablePrivateVideo ?? false,
        unregisteredMemberMessaging: channel?.unregisteredMemberMessaging ?? false,
        inviteID: channel?.inviteId ?? null,
        allowPushcastEmail: channel?.allowPushcastEmail ?? company?.allowPushcastEmail ?? false,
        purchased_off_app_text_credits_remaining: channel?.purchasedOffAppTextCreditsRemaining ?? 0,
        off_app_text_credits_remaining: Math.max(
          0,
          (channel?.offAppTextCreditsMonth ?? 0) - usedThisMonth,
        ),
        purchased_app_users: channel?.purchasedAppUsers ?? 0,
        off_app_text_credits_month: channel?.offAppTextCreditsMonth ?? 0,
        off_app_text_credits_used_current_month: usedThisMonth,
        auto_app_user_bundles: channel?.autoAppUserBundles ?? false,
        auto_off_app_text_credit_bundles: channel?.autoOffAppTextCreditBundles ?? false,
        // Messaging-only is the built-in role now; the console's contract still reads it here.
        adminPermissions: { permissions: messagingOnly ? MESSAGING_ONLY : null },
        role: {
          _id: role.id,
          roleID: role.roleId,
          name: role.name,
          keys: role.keys,
          builtIn: role.isBuiltIn,
        },
        isActive: flag(admin.isActive),
        dateCreated: admin.dateCreated.toISOString(),
      };
    },

    async update(
      adminId: string,
      changes: {
        firstname?: string;
        lastname?: string;
        phone?: string;
        twoFactorEnabled?: boolean;
      },
    ): Promise<void> {
      const set: Partial<typeof adminUsers.$inferInsert> = {};
      if (changes.firstname !== undefined) set.firstName = changes.firstname.trim();
      if (changes.lastname !== undefined) set.lastName = changes.lastname.trim();
      if (changes.phone !== undefined) set.phone = changes.phone.trim();
      if (changes.twoFactorEnabled !== undefined) set.twoFactorEnabled = changes.twoFactorEnabled;
      if (Object.keys(set).length === 0) return;
      await db.update(adminUsers).set(set).where(eq(adminUsers.id, adminId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
