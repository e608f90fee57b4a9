import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { replicaBuildChannels, replicaBuilds } from '../../db/schema/appBuilds';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { signupLinks } from '../../db/schema/signup';

/** The sign-up details an app user gives when completing the sign-up. */
export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  zipcode?: string;
}

/** Sign-up links with their app user, company and channel; the builds that open the app. */
export function createInviteRepository(db: Database) {
  return {
    /**
     * The link with this token hash, its (not deleted) app user, (active) company and channel's
     * name; locked until the transaction of `executor` ends when `lock` is set.
     */
    async link(executor: Database, tokenHash: string, lock: boolean) {
      const query = executor
        .select({
          link: signupLinks,
          user: mobileUsers,
          company: companies,
          channelName: contentProviders.clientName,
        })
        .from(signupLinks)
        .innerJoin(mobileUsers, eq(mobileUsers.id, signupLinks.mobileUserId))
        .innerJoin(companies, eq(companies.id, signupLinks.companyId))
        .innerJoin(contentProviders, eq(contentProviders.id, signupLinks.channelId))
        .where(
          and(
            eq(signupLinks.tokenHash, tokenHash),
            eq(mobileUsers.isDeleted, 0),
            eq(companies.isActive, 1),
          ),
        );
      const [found] = lock ? await query.for('update', { of: signupLinks }) : await query;
      return found;
    },

    /** Whether another (not deleted) app user of the company has this email, in any case. */
    async emailTaken(
      tx: Database,
      companyId: string,
      mobileUserId: string,
      email: string,
    ): Promise<boolean> {
      const [taken] = await tx
        .select({ id: mobileUsers.id })
        .from(mobileUsers)
        .where(
          and(
            eq(mobileUsers.companyId, companyId),
            eq(mobileUsers.isDeleted, 0),
            ne(mobileUsers.id, mobileUserId),
            sql`lower(${mobileUsers.email}) = ${email}`,
          ),
        )
        .limit(1);
      return taken !== undefined;
    },

    /** Registers the app user with these details and uses up its open links at `at`, in `tx`. */
    async register(
      tx: Database,
      mobileUserId: string,
      details: SignupDetails,
      at: Date,
    ): Promise<void> {
      await tx
        .update(mobileUsers)
        .set({
          firstName: details.firstName,
          lastName: details.lastName,
          email: details.email,
          ...(details.zipcode ? { zipcode: details.zipcode } : {}),
          registered: true,
        })
        .where(eq(mobileUsers.id, mobileUserId));
      await tx
        .update(signupLinks)
        .set({ usedAt: at })
        .where(and(eq(signupLinks.mobileUserId, mobileUserId), isNull(signupLinks.usedAt)));
    },

    /** Undefined: no active organisation has this companyID. */
    async activeCompany(slug: string) {
      const [company] = await db
        .select({ id: companies.id, slug: companies.companyId })
        .from(companies)
        .where(and(eq(companies.companyId, slug), eq(companies.isActive, 1)));
      return company;
    },

    /**
     * The company's replica builds with a deep link: those carrying the channel first, then by
     * name.
     */
    builds(companyId: string, channelId: string | null) {
      return db
        .select({
          name: replicaBuilds.name,
          deepLink: replicaBuilds.deepLink,
          iosAppUrl: replicaBuilds.iosAppUrl,
          androidAppUrl: replicaBuilds.androidAppUrl,
        })
        .from(replicaBuilds)
        .leftJoin(
          replicaBuildChannels,
          and(
            eq(replicaBuildChannels.buildId, replicaBuilds.id),
            eq(replicaBuildChannels.channelId, channelId ?? sql`null::uuid`),
          ),
        )
        .where(and(eq(replicaBuilds.companyId, companyId), ne(replicaBuilds.deepLink, '')))
        .orderBy(sql`${replicaBuildChannels.channelId} is null`, asc(replicaBuilds.name));
    },
  };
}
