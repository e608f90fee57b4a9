import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSettings } from '../../db/schema/billing';
import { lastChars, type SecretBox } from '../../lib/secretBox';

export interface StoredStripeKeys {
  companyId: string;
  secretKey: string;
  webhookSecret: string | null;
  mode: 'test' | 'live';
  webhookToken: string;
}

/**
 * A company's Stripe keys, sealed with lib/secretBox. Only their last characters ever leave
 * this file towards a screen; the open keys go to the Stripe adapter alone.
 */
export function createStripeSettingsRepository(
  db: Database,
  secretBox: SecretBox,
  serverKey: Uint8Array,
) {
  // A key of its own, so a webhook token never stands for anything else.
  const tokenKey = createHmac('sha256', serverKey).update('tidings stripe webhook v1').digest();
  const webhookTokenFor = (companyId: string): string =>
    createHmac('sha256', tokenKey).update(companyId).digest('base64url').slice(0, 24);

  function opened(row: typeof paymentSettings.$inferSelect): StoredStripeKeys | null {
    const secretKey = secretBox.open(row.secretKeySealed);
    if (!secretKey) return null;
    return {
      companyId: row.companyId,
      secretKey,
      webhookSecret: row.webhookSecretSealed ? secretBox.open(row.webhookSecretSealed) : null,
      mode: row.mode === 'live' ? 'live' : 'test',
      webhookToken: row.webhookToken,
    };
  }

  return {
    async keysOf(companyId: string): Promise<StoredStripeKeys | null> {
      const [row] = await db
        .select()
        .from(paymentSettings)
        .where(eq(paymentSettings.companyId, companyId));
      return row ? opened(row) : null;
    },

    async keysByWebhookToken(token: string): Promise<StoredStripeKeys | null> {
      const [row] = await db
        .select()
        .from(paymentSettings)
        .where(eq(paymentSettings.webhookToken, token));
      return row ? opened(row) : null;
    },

    /**
     * The token of the organisation's webhook address before its keys are saved: the one its
     * first save stores, so the address shown before and after is the same. Derived from the
     * company's id under the server's key, never guessed from the id alone.
     */
    webhookTokenFor,

    /** What the settings screen shows: never a key, only its last characters. */
    async shownOf(companyId: string) {
      const [row] = await db
        .select()
        .from(paymentSettings)
        .where(eq(paymentSettings.companyId, companyId));
      if (!row) return null;
      return {
        secretKeyLast: row.secretKeyLast,
        webhookSecretLast: row.webhookSecretLast,
        mode: row.mode === 'live' ? ('live' as const) : ('test' as const),
        webhookToken: row.webhookToken,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async save(
      companyId: string,
      keys: { secretKey: string; webhookSecret: string | null; mode: 'test' | 'live' },
    ): Promise<void> {
      const sealed = {
        secretKeySealed: secretBox.seal(keys.secretKey),
        secretKeyLast: lastChars(keys.secretKey),
        webhookSecretSealed: keys.webhookSecret ? secretBox.seal(keys.webhookSecret) : null,
        webhookSecretLast: keys.webhookSecret ? lastChars(keys.webhookSecret) : null,
        mode: keys.mode,
        updatedAt: new Date(),
      };
      await db
        .insert(paymentSettings)
        .values({ companyId, webhookToken: webhookTokenFor(companyId), ...sealed })
        .onConflictDoUpdate({ target: paymentSettings.companyId, set: sealed });
    },

    async remove(companyId: string): Promise<boolean> {
      const rows = await db
        .delete(paymentSettings)
        .where(eq(paymentSettings.companyId, companyId))
        .returning({ id: paymentSettings.companyId });
      return rows.length > 0;
    },
  };
}

export type StripeSettingsRepository = ReturnType<typeof createStripeSettingsRepository>;
