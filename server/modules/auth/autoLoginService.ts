import { createHash, randomBytes } from 'node:crypto';
import { USER_GROUP } from '../../../contract/adminGroups';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { AutoLoginCodeRepository } from './autoLoginCodeRepository';
import type { SignInRepository } from './signInRepository';
import { assertMaySignIn } from './signInRules';
import type { SignInService } from './signInService';

/** How long a code may wait to be exchanged: long enough for a page to load in a frame. */
export const AUTO_LOGIN_CODE_TTL_MS = 60 * 1000;

export interface AutoLoginDeps {
  codes: AutoLoginCodeRepository;
  repo: SignInRepository;
  signIn: Pick<SignInService, 'openSession'>;
}

export interface AutoLoginSession {
  token: string;
  email: string;
  userGroup: number;
  companyID: string;
}

// 256 random bits: guessing one is hopeless, so a plain hash (no salt, no slow hash) suffices.
const newCode = () => randomBytes(32).toString('base64url');
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A single-use sign-in code for the admin, as POST /user/login/auto trades it: what single
 * sign-on hands the console after the provider signed the admin in, so no session token
 * travels in a URL.
 */
export async function issueSignInCode(
  codes: Pick<AutoLoginCodeRepository, 'create'>,
  adminId: string,
  companyId: string | null,
): Promise<string> {
  const code = newCode();
  await codes.create({
    adminId,
    companyId,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + AUTO_LOGIN_CODE_TTL_MS),
  });
  return code;
}

/** One answer for an unknown, used, expired or misdirected code: a prober learns nothing. */
const codeRefused = () => new AppError('jwt_expired', 'Link already expired.');

/**
 * The embedded console's sign-in (SPEC.md section 2, autoLogin): a signed-in host asks for a
 * short-lived, single-use code and puts it in the framed console's URL; the console trades the
 * code for a session of its own. A long-lived token never travels in a URL.
 */
export function createAutoLoginService({ codes, repo, signIn }: AutoLoginDeps) {
  return {
    /** A code for the caller, opening the organisation in the caller's scope. */
    issue(scope: Scope): Promise<string> {
      return issueSignInCode(codes, scope.adminId, scope.companyId);
    },

    /**
     * Takes the code and opens a session for its admin, who must still be allowed to sign in and
     * still belong to the code's organisation. `expectedCompany` is the organisation the framing
     * page names, when it names one: a code of any other is refused.
     */
    async exchange(code: string, expectedCompany?: string): Promise<AutoLoginSession> {
      const taken = await codes.take(hashCode(code));
      if (!taken) throw codeRefused();
      const admin = await repo.findById(taken.adminId);
      const row = admin ? await repo.findForLogin(admin.email) : null;
      if (!row) throw codeRefused();
      assertMaySignIn(row);
      const platform = row.admin.userGroup === USER_GROUP.platformAdmin;
      if (!platform && row.admin.companyId !== taken.companyId) throw codeRefused();
      const companyID = taken.companyId ? await codes.companySlug(taken.companyId) : 'All';
      if (!companyID) throw codeRefused();
      if (expectedCompany !== undefined && expectedCompany !== companyID) throw codeRefused();
      return {
        token: await signIn.openSession(row),
        email: row.admin.email,
        userGroup: row.admin.userGroup,
        companyID,
      };
    },
  };
}

export type AutoLoginService = ReturnType<typeof createAutoLoginService>;
