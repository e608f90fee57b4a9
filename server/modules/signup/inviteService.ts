import { deepLinkProblem } from '../../../contract/appBuilds';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type {
  DeepLink,
  SignupCompleteBody,
  SignupCompleted,
  SignupInvite,
} from '../../../contract/signup';
import type { Database } from '../../db/client';
import { replicaBuildChannels, replicaBuilds } from '../../db/schema/appBuilds';
import { contentProviders } from '../../db/schema/channels';
import { companies } from '../../db/schema/companies';
import { mobileUsers } from '../../db/schema/mobileUsers';
import { signupLinks } from '../../db/schema/signup';
import { AppError, notFound } from '../../lib/errors';
import { issueAppToken } from '../devices/public';
import { brandingOf } from './branding';
import { hashToken, looksLikeToken, maskPhone } from './tokens';

/** The deep link of a company without a replica build that sets one. */
export const DEFAULT_DEEP_LINK = 'tidings://open';

const malformed = () => new AppError('jwt_malformed', 'Error on Link.');
// Expired, replaced and never issued answer alike: telling them apart would help a guesser.
const tokenError = () => new AppError('token_error', 'error confirming your account!');
const alreadyVerified = () => new AppError('user_already_verified', 'User already verified.');

/** Adds query parameters to a deep link that may already hold some. */
function withParams(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The public side of SMS sign-up: what a link's page shows, completing the sign-up once, and the
 * deep link for a phone that has the app.
 */
export function createInviteService(db: Database, now: () => Date = () => new Date()) {
  async function linkOf(executor: Database, token: string, lock: boolean) {
    if (!looksLikeToken(token)) throw malformed();
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
          eq(signupLinks.tokenHash, hashToken(token)),
          eq(mobileUsers.isDeleted, 0),
          eq(companies.isActive, 1),
        ),
      );
    const [found] = lock ? await query.for('update', { of: signupLinks }) : await query;
    if (!found) throw tokenError();
    if (found.link.usedAt || found.user.registered) throw alreadyVerified();
    if (found.link.expiresAt.getTime() <= now().getTime()) throw tokenError();
    return found;
  }

  return {
    async read(token: string): Promise<SignupInvite> {
      const { link, user, company, channelName } = await linkOf(db, token, false);
      return {
        firstName: user.firstName,
        lastName: user.lastName,
        phone: maskPhone(link.phone),
        company: brandingOf(company),
        channel: { _id: link.channelId, name: channelName },
        expiresAt: link.expiresAt.toISOString(),
      };
    },

    /** Registers the link's app user with the details given; the link is used up. */
    complete(token: string, body: SignupCompleteBody): Promise<SignupCompleted> {
      return db.transaction(async (tx) => {
        const { link, user, company } = await linkOf(tx, token, true);
        const email = body.email.trim().toLowerCase();
        const [taken] = await tx
          .select({ id: mobileUsers.id })
          .from(mobileUsers)
          .where(
            and(
              eq(mobileUsers.companyId, link.companyId),
              eq(mobileUsers.isDeleted, 0),
              ne(mobileUsers.id, user.id),
              sql`lower(${mobileUsers.email}) = ${email}`,
            ),
          )
          .limit(1);
        if (taken) {
          throw new AppError('email_already_registered', 'email already registered or taken.', [
            { field: 'email', message: 'This email is already in use by another member.' },
          ]);
        }
        const at = now();
        await tx
          .update(mobileUsers)
          .set({
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            email,
            ...(body.zipcode?.trim() ? { zipcode: body.zipcode.trim() } : {}),
            registered: true,
          })
          .where(eq(mobileUsers.id, user.id));
        await tx
          .update(signupLinks)
          .set({ usedAt: at })
          .where(and(eq(signupLinks.mobileUserId, user.id), isNull(signupLinks.usedAt)));
        // The app finishing the sign-up itself (opened by the deep link) gets its app token.
        const appToken = body.forApp
          ? await issueAppToken(tx, { mobileUserId: user.id, companyId: link.companyId })
          : null;
        return {
          registered: true as const,
          firstName: body.firstName.trim(),
          company: brandingOf(company),
          ...(appToken ? { appToken } : {}),
        };
      });
    },

    /**
     * The deep link that opens the company's app: the replica build carrying the link's channel,
     * else the company's first build with a deep link, else the platform app's. It carries the
     * sign-up token (when one is given, and still open) so the app can finish the sign-up itself.
     */
    async deepLink(query: { token?: string; company?: string }): Promise<DeepLink> {
      let companyId: string;
      let channelId: string | null = null;
      let slug: string;
      let token: string | null = null;
      if (query.token) {
        const { link, company } = await linkOf(db, query.token, false);
        companyId = link.companyId;
        channelId = link.channelId;
        slug = company.companyId;
        token = query.token;
      } else {
        const [company] = await db
          .select({ id: companies.id, slug: companies.companyId })
          .from(companies)
          .where(and(eq(companies.companyId, query.company ?? ''), eq(companies.isActive, 1)));
        if (!company) throw notFound('Organization');
        companyId = company.id;
        slug = company.slug;
      }
      const builds = await db
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
      // A link stored before links were checked, of a scheme the browser runs, is never handed out.
      const build = builds.find((candidate) => deepLinkProblem(candidate.deepLink) === null);
      const params: Record<string, string> = { company: slug };
      if (token) params.signup = token;
      return {
        deepLink: withParams(build?.deepLink ?? DEFAULT_DEEP_LINK, params),
        iosAppUrl: build?.iosAppUrl ?? '',
        androidAppUrl: build?.androidAppUrl ?? '',
        appName: build?.name ?? 'Tidings',
      };
    },
  };
}
