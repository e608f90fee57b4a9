import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secretBox';
import type { Database } from '../client';
import { invitationLinks } from '../schema/invitations';
import type { SeededCompany } from './companies';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's invitation link tokens. Known, so the README can name the active link; a real link's
 * token is random (modules/invitations/tokens.ts). The seed itself has no secret box: the API's
 * start seals them afterwards (sealDemoInvitationTokens), so the console shows the links and
 * their QR codes as it does a link made there.
 */
export const DEMO_INVITATION_TOKENS = {
  active: 'demo-acme-news-invitation-active-0001',
  revoked: 'demo-acme-news-invitation-revoked-0002',
  expired: 'demo-acme-news-invitation-expired-0003',
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Acme News: one active link (100 uses), one revoked and one expired. */
export async function seedInvitations(db: Database, seeded: SeededCompany[]): Promise<void> {
  const acme = seeded.find((company) => company.slug === 'acme');
  if (!acme) return;
  const now = Date.now();
  const base = { companyId: acme.id, channelId: acme.channels.PRIMARY, tokenSecret: null };
  await db.insert(invitationLinks).values([
    {
      ...base,
      tokenHash: hashOf(DEMO_INVITATION_TOKENS.active),
      validDays: 90,
      expiresAt: new Date(now + 80 * DAY),
      maxUses: 100,
      dateCreated: new Date(now - 10 * DAY),
    },
    {
      ...base,
      tokenHash: hashOf(DEMO_INVITATION_TOKENS.revoked),
      validDays: 30,
      expiresAt: new Date(now + 10 * DAY),
      revokedAt: new Date(now - 5 * DAY),
      maxUses: null,
      uses: 2,
      dateCreated: new Date(now - 20 * DAY),
    },
    {
      ...base,
      tokenHash: hashOf(DEMO_INVITATION_TOKENS.expired),
      validDays: 7,
      expiresAt: new Date(now - 23 * DAY),
      maxUses: 5,
      uses: 1,
      dateCreated: new Date(now - 30 * DAY),
    },
  ]);
}

/** Seals the demo links' tokens with the API's secret box, where they are not sealed yet. */
export async function sealDemoInvitationTokens(db: Database, secretBox: SecretBox): Promise<void> {
  for (const token of Object.values(DEMO_INVITATION_TOKENS)) {
    await db
      .update(invitationLinks)
      .set({ tokenSecret: secretBox.seal(token) })
      .where(
        and(eq(invitationLinks.tokenHash, hashOf(token)), isNull(invitationLinks.tokenSecret)),
      );
  }
}
