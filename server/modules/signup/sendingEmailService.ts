import {
  SENDING_EMAIL_LINK_TTL_MS,
  type SendingEmail,
  type SendingEmailVerified,
} from '../../../contract/signup';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { afterCommit } from '../../db/contextual';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { brandingOf } from './branding';
import { createSendingEmailRepository } from './sendingEmailRepository';

const tokenError = () => new AppError('token_error', 'error confirming your account!');

function verificationEmail(to: string, company: string, link: string) {
  const text = `${company} asked to send email from ${to}.\n\nConfirm this address by opening the link below (it works once, for 3 days):\n${link}\n\nIf you did not expect this, ignore this email.`;
  return { to, subject: `Confirm ${company}'s sending address`, text };
}

/**
 * The address a company sends email from: set by its admins, confirmed by a single-use link
 * mailed to it through the email provider (the outbox by default).
 */
export function createSendingEmailService(
  db: Database,
  deps: { config: Config; email: EmailProvider },
  now: () => Date = () => new Date(),
) {
  const repo = createSendingEmailRepository(db);

  function companyOf(scope: Scope): string {
    if (!scope.companyId) {
      throw new AppError('validation_error', 'Choose an organization first.');
    }
    return scope.companyId;
  }

  async function read(companyId: string): Promise<SendingEmail> {
    const company = await repo.address(companyId);
    if (!company) throw notFound('Organization');
    const pending = company.email
      ? await repo.pendingSince(companyId, company.email, now())
      : undefined;
    return {
      email: company.email,
      verified: company.verifiedAt !== null,
      verifiedAt: company.verifiedAt?.toISOString() ?? null,
      pendingSince: company.verifiedAt ? null : (pending?.toISOString() ?? null),
    };
  }

  return {
    get: (scope: Scope) => read(companyOf(scope)),

    /** Sets the address (unconfirmed if it changed) and mails it a new verification link. */
    async request(scope: Scope, email: string): Promise<SendingEmail> {
      const companyId = companyOf(scope);
      const address = email.trim().toLowerCase();
      const company = await repo.address(companyId);
      if (!company) throw notFound('Organization');
      if (company.email === address && company.verifiedAt) {
        throw new AppError('user_already_verified', 'This address is already verified.');
      }
      const at = now();
      // Earlier links stop working: only the newest one confirms.
      const linkId = await repo.setAddress(
        companyId,
        address,
        at,
        new Date(at.getTime() + SENDING_EMAIL_LINK_TTL_MS),
      );
      const url = `${deps.config.consoleUrl.replace(/\/+$/, '')}/${company.slug}/verify-sending-email/${linkId ?? ''}`;
      await afterCommit(() => deps.email.send(verificationEmail(address, company.name, url)));
      return read(companyId);
    },

    /** Confirms the address from its link, once. */
    verify(companySlug: string, messageID: string): Promise<SendingEmailVerified> {
      return db.transaction(async (tx) => {
        const found = await repo.lockLink(tx, companySlug, messageID);
        if (!found) throw tokenError();
        const { link, company } = found;
        if (link.usedAt) throw new AppError('user_already_verified', 'User already verified.');
        if (link.expiresAt.getTime() <= now().getTime() || company.sendingEmail !== link.email) {
          throw tokenError();
        }
        const at = now();
        await repo.confirm(tx, link.id, company.id, at);
        return { email: link.email, company: brandingOf(company) };
      });
    },
  };
}
