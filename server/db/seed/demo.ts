import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appMeta } from '../schema/meta';
import { seedAdmins } from './admins';
import { seedChannelCatalogues } from './channelCatalogues';
import { seedChannelDetails } from './channels';
import { seedChat } from './chat';
import { seedCompanies } from './companies';
import { seedCreditLedger } from './creditLedger';
import { seedMessages } from './messages';
import { seedAbTests } from './abTests';
import { seedMobileUsers } from './mobileUsers';
import { seedRoles } from './roles';
import { seedUserGroups } from './userGroups';
// Union links and screen banners.
import { seedUnionLinks } from './unionLinks';
// Billing: products and subscriptions.
import { seedBilling } from './billing';
// The mobile app's settings and their published versions.
import { seedAppSettings } from './appSettings';
// --- The audit log ---
import { seedAuditLog } from './auditLog';
// Replica builds, auxiliary builds and provisioning requests.
import { seedAppBuilds } from './appBuilds';
// Channel invitation links.
import { seedInvitations } from './invitations';
// Saved message templates.
import { seedMessageTemplates } from './messageTemplates';
// Members' opt-outs and their consent events.
import { seedOptOuts } from './optOuts';
import { seedSegments } from './segments';

const SEED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo organisations once. The marker row is claimed first, inside the same
 * transaction, so a second start (or a second instance starting alongside) seeds nothing.
 * Each domain has its own module; later domains add theirs here.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    const seededCompanies = await seedCompanies(tx);
    await seedChannelDetails(tx, seededCompanies);
    await seedAdmins(tx, seededCompanies);
    await seedMobileUsers(tx, seededCompanies);
    await seedUserGroups(tx, seededCompanies);
    await seedChat(tx, seededCompanies);
    await seedMessages(tx, seededCompanies);
    // An A/B test acme News ran, decided, and sent the winner of to the rest.
    await seedAbTests(tx, seededCompanies);
    await seedRoles(tx, seededCompanies);
    await seedChannelCatalogues(tx, seededCompanies);
    // Channel pricing: each channel's credit ledger and the balances it leaves.
    await seedCreditLedger(tx, seededCompanies);
    // Union links and screen banners.
    await seedUnionLinks(tx, seededCompanies);
    // Replica builds, auxiliary builds and provisioning requests.
    await seedAppBuilds(tx, seededCompanies);
    // Channel invitation links: acme News's active, revoked and expired ones.
    await seedInvitations(tx, seededCompanies);
    // Billing: products and subscriptions on the local payments provider.
    await seedBilling(tx, seededCompanies);
    // The mobile app's settings and their published versions.
    await seedAppSettings(tx, seededCompanies);
    // Saved message templates: acme's, one with a Spanish variant.
    await seedMessageTemplates(tx, seededCompanies);
    // A few acme members' opt-outs, with the consent events that recorded them.
    await seedOptOuts(tx, seededCompanies);
    // Saved segments: acme's (one of its News channel's) and globex's.
    await seedSegments(tx, seededCompanies);
    // --- The audit log ---
    await seedAuditLog(tx, seededCompanies);
    // The demo's past sends in members' engagement facts now, not at the engine's next loop.
    await tx.execute(sql`select engagement_facts_catch_up(1000000, 1000000000)`);
    return true;
  });
}
