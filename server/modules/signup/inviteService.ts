import { deepLinkProblem } from '../../../contract/appBuilds';
import type {
  DeepLink,
  SignupCompleteBody,
  SignupCompleted,
  SignupInvite,
} from '../../../contract/signup';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { issueAppToken } from '../devices/public';
import { brandingOf } from './branding';
import { createInviteRepository } from './inviteRepository';
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
  const repo = createInviteRepository(db);

  async function linkOf(executor: Database, token: string, lock: boolean) {
    if (!looksLikeToken(token)) throw malformed();
    const found = await repo.link(executor, hashToken(token), lock);
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
        const taken = await repo.emailTaken(tx, link.companyId, user.id, email);
        if (taken) {
          throw new AppError('email_already_registered', 'email already registered or taken.', [
            { field: 'email', message: 'This email is already in use by another member.' },
          ]);
        }
        const at = now();
        await repo.register(
          tx,
          user.id,
          {
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            email,
            ...(body.zipcode?.trim() ? { zipcode: body.zipcode.trim() } : {}),
          },
          at,
        );
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
        const company = await repo.activeCompany(query.company ?? '');
        if (!company) throw notFound('Organization');
        companyId = company.id;
        slug = company.slug;
      }
      const builds = await repo.builds(companyId, channelId);
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
