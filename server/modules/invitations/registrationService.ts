import { USER_GROUP } from '../../../contract/adminGroups';
import {
  QR_VIA,
  type InvitationChannel,
  type InviteConfirm,
  type InviteRegisterBody,
} from '../../../contract/invitations';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { confirmRegistrationEmail, registrationAttemptEmail } from './emails';
import { createFunnelRepository } from './funnelRepository';
import {
  alreadyConfirmed,
  badConfirmation,
  emailTaken,
  invalidLink,
  refusalOf,
  usableLink,
} from './linkErrors';
import { createLinkRepository, type LinkRead } from './linkRepository';
import { createRegistrationRepository } from './registrationRepository';
import { INVITATION_RATE_LIMITS as LIMITS, createInvitationThrottle } from './rateLimit';
import { hashToken, newToken } from './tokens';

/** A confirmation link works for a week, as an admin's invitation does. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL_INDEX = 'admin_users_email_idx';

export interface RegistrationDeps {
  consoleUrl: string;
  email: EmailProvider;
  now?: () => Date;
}

/** The invitee's side: read the invitation, register through it, confirm the email. */
export function createRegistrationService(db: Database, deps: RegistrationDeps) {
  const links = createLinkRepository(db);
  const funnel = createFunnelRepository(db);
  const throttle = createInvitationThrottle(db);
  const now = deps.now ?? (() => new Date());

  const registrations = createRegistrationRepository(db);

  /** An unconfirmed admin of this email whose confirmations all ran out: it may register anew. */
  async function staleRegistration(tx: Database, email: string): Promise<string | null> {
    const existing = await registrations.accountByEmail(email, tx);
    if (!existing) return null;
    if (existing.isVerified !== 0 || existing.isDeleted !== 0) throw emailTaken();
    const confirmations = await registrations.confirmationsOf(tx, existing.id, now());
    if (confirmations.live || !confirmations.any) throw emailTaken();
    return existing.id;
  }

  /**
   * The admin account of another organisation, or a platform admin's, that has this email: the
   * link's own organisation may be told its admins exist, nobody holding its link is told of
   * anyone else's (docs/decisions.md, "Invitation links").
   */
  async function accountElsewhere(email: string, companyId: string) {
    const existing = await registrations.accountByEmail(email);
    const elsewhere =
      existing &&
      (existing.userGroup === USER_GROUP.platformAdmin || existing.companyId !== companyId);
    return elsewhere ? existing : null;
  }

  /** Takes one use of the link, or refuses as the link now stands. */
  async function claimUse(tx: Database, read: LinkRead): Promise<void> {
    const row = await registrations.claimUse(tx, read.row.id, now());
    if (row === null) return;
    throw (row !== 'missing' && refusalOf({ ...read, row }, now())) || invalidLink();
  }

  return {
    /** GET /api/user/register/channel/{id}: the invitation, counted as opened (and scanned). */
    async channel(
      token: string,
      query: { companyID?: string; via?: string },
      address: string,
    ): Promise<InvitationChannel> {
      const hash = hashToken(token);
      await throttle.take([
        { key: `invite-channel-address:${address}`, limit: LIMITS.channel.perAddress },
        { key: `invite-channel-token:${hash}`, limit: LIMITS.channel.perToken },
      ]);
      const read = usableLink(await links.byTokenHash(hash), query.companyID, now());
      await db.transaction(async (tx) => {
        await funnel.bump(tx, { ...read.row }, 'opened');
        if (query.via === QR_VIA) await funnel.bump(tx, { ...read.row }, 'scanned');
      });
      return {
        channel: { _id: read.row.channelId, name: read.channelName, image: read.channelImage },
        company: {
          companyID: read.companySlug,
          name: read.companyName,
          logo: read.companyLogo,
          adminColor: read.companyColor,
        },
        role: { userGroup: USER_GROUP.channelAdmin, label: `Channel admin of ${read.channelName}` },
        expiresAt: read.row.expiresAt.toISOString(),
      };
    },

    /**
     * POST /api/user/register/invite: an unconfirmed channel admin of the link's channel, one use
     * of the link, and an email with the confirmation link (sent once the rows are committed).
     */
    async register(body: InviteRegisterBody, address: string): Promise<{ email: string }> {
      const hash = hashToken(body.token);
      await throttle.take([
        { key: `invite-register-address:${address}`, limit: LIMITS.register.perAddress },
        { key: `invite-register-token:${hash}`, limit: LIMITS.register.perToken },
      ]);
      const read = usableLink(await links.byTokenHash(hash), undefined, now());
      const email = body.email.trim();
      const passwordHash = await hashPassword(body.password);
      const elsewhere = await accountElsewhere(email, read.row.companyId);
      if (elsewhere) {
        // Answered as for an email nobody has; the account's owner learns of the try.
        await deps.email.send(
          registrationAttemptEmail(elsewhere.email, {
            channelName: read.channelName,
            companyName: read.companyName,
            consoleUrl: deps.consoleUrl,
          }),
        );
        return { email };
      }
      const confirmation = newToken();
      const person = {
        email,
        passwordHash,
        firstName: body.firstname.trim(),
        lastName: body.lastname.trim(),
        phone: body.phone?.trim() ?? '',
        userGroup: USER_GROUP.channelAdmin,
        companyId: read.row.companyId,
        contentProviderId: read.row.channelId,
        isChannelSubAdmin: 0,
        isActive: 1,
        isVerified: 0,
        roleId: null,
      };
      try {
        await db.transaction(async (tx) => {
          await claimUse(tx, read);
          const stale = await staleRegistration(tx, email);
          const adminId = await registrations.saveRegistrant(tx, stale, person);
          await registrations.addConfirmation(tx, {
            linkId: read.row.id,
            adminId,
            tokenHash: confirmation.hash,
            expiresAt: new Date(now().getTime() + CONFIRM_TTL_MS),
          });
          await funnel.bump(tx, read.row, 'registered');
        });
      } catch (error) {
        if (isUniqueViolation(error, EMAIL_INDEX)) throw emailTaken();
        throw error;
      }
      const link = `${deps.consoleUrl}/${encodeURIComponent(read.companySlug)}/${confirmation.token}/confirm`;
      await deps.email.send(
        confirmRegistrationEmail(email, {
          channelName: read.channelName,
          companyName: read.companyName,
          link,
        }),
      );
      return { email };
    },

    /** GET /api/user/register/invite/confirm/web/{token}: the account may sign in from now. */
    async confirm(token: string, address: string): Promise<InviteConfirm> {
      await throttle.take([
        { key: `invite-confirm-address:${address}`, limit: LIMITS.confirm.perAddress },
      ]);
      const found = await registrations.confirmationByHash(hashToken(token));
      if (!found) throw badConfirmation();
      const { confirmation } = found;
      if (confirmation.confirmedAt || found.isVerified === 1) throw alreadyConfirmed();
      if (confirmation.expiresAt.getTime() <= now().getTime()) throw badConfirmation();
      await db.transaction(async (tx) => {
        const done = await registrations.confirm(tx, confirmation.id, confirmation.adminId, now());
        if (!done) throw alreadyConfirmed();
        await funnel.bump(
          tx,
          { id: confirmation.linkId, companyId: found.companyId, channelId: found.channelId },
          'confirmed',
        );
      });
      return {
        email: found.email,
        companyID: found.companySlug,
        channelName: found.channelName,
        company: {
          name: found.companyName,
          logo: found.companyLogo,
          adminColor: found.companyColor,
        },
      };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
