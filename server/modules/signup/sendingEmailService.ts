import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  SENDING_EMAIL_LINK_TTL_MS,
  type SendingEmail,
  type SendingEmailVerified,
} from '../../../contract/signup';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { afterCommit } from '../../db/contextual';
import { companies } from '../../db/schema/companies';
import { sendingEmailVerifications as v } from '../../db/schema/signup';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import type { EmailProvider } from '../../providers/email/emailProvider';
import { brandingOf } from './branding';

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
  function companyOf(scope: Scope): string {
    if (!scope.companyId) {
      throw new AppError('validation_error', 'Choose an organization first.');
    }
    return scope.companyId;
  }

  async function read(companyId: string): Promise<SendingEmail> {
    const [company] = await db
      .select({ email: companies.sendingEmail, verifiedAt: companies.sendingEmailVerifiedAt })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw notFound('Organization');
    const [pending] = company.email
      ? await db
          .select({ createdAt: v.createdAt })
          .from(v)
          .where(
            and(
              eq(v.companyId, companyId),
              eq(v.email, company.email),
              isNull(v.usedAt),
              gt(v.expiresAt, now()),
            ),
          )
          .orderBy(desc(v.createdAt))
          .limit(1)
      : [];
    return {
      email: company.email,
      verified: company.verifiedAt !== null,
      verifiedAt: company.verifiedAt?.toISOString() ?? null,
      pendingSince: company.verifiedAt ? null : (pending?.createdAt.toISOString() ?? null),
    };
  }

  return {
    get: (scope: Scope) => read(companyOf(scope)),

    /** Sets the address (unconfirmed if it changed) and mails it a new verification link. */
    async request(scope: Scope, email: string): Promise<SendingEmail> {
      const companyId = companyOf(scope);
      const address = email.trim().toLowerCase();
      const [company] = await db
        .select({
          slug: companies.companyId,
          name: companies.name,
          email: companies.sendingEmail,
          verifiedAt: companies.sendingEmailVerifiedAt,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) throw notFound('Organization');
      if (company.email === address && company.verifiedAt) {
        throw new AppError('user_already_verified', 'This address is already verified.');
      }
      const at = now();
      await db
        .update(companies)
        .set({ sendingEmail: address, sendingEmailVerifiedAt: null })
        .where(eq(companies.id, companyId));
      // Earlier links stop working: only the newest one confirms.
      await db
        .update(v)
        .set({ expiresAt: at })
        .where(and(eq(v.companyId, companyId), isNull(v.usedAt)));
      const [link] = await db
        .insert(v)
        .values({
          companyId,
          email: address,
          createdAt: at,
          expiresAt: new Date(at.getTime() + SENDING_EMAIL_LINK_TTL_MS),
        })
        .returning({ id: v.id });
      const url = `${deps.config.consoleUrl.replace(/\/+$/, '')}/${company.slug}/verify-sending-email/${link?.id ?? ''}`;
      await afterCommit(() => deps.email.send(verificationEmail(address, company.name, url)));
      return read(companyId);
    },

    /** Confirms the address from its link, once. */
    verify(companySlug: string, messageID: string): Promise<SendingEmailVerified> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ link: v, company: companies })
          .from(v)
          .innerJoin(companies, eq(companies.id, v.companyId))
          .where(and(eq(v.id, messageID), eq(companies.companyId, companySlug)))
          .for('update', { of: v });
        if (!found) throw tokenError();
        const { link, company } = found;
        if (link.usedAt) throw new AppError('user_already_verified', 'User already verified.');
        if (link.expiresAt.getTime() <= now().getTime() || company.sendingEmail !== link.email) {
          throw tokenError();
        }
        const at = now();
        await tx.update(v).set({ usedAt: at }).where(eq(v.id, link.id));
        await tx
          .update(companies)
          .set({ sendingEmailVerifiedAt: at })
          .where(eq(companies.id, company.id));
        return { email: link.email, company: brandingOf(company) };
      });
    },
  };
}
