import { eq } from 'drizzle-orm';
import type { BillingContact, BillingContactBody } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { billingContacts } from '../../db/schema/billing';

const contactOf = (row: typeof billingContacts.$inferSelect): BillingContact => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  updatedAt: row.updatedAt.toISOString(),
});

/** Who receives an organisation's bills: the profile's billingInfo (PUT /user/subscription). */
export function createBillingContactRepository(db: Database) {
  return {
    async find(companyId: string): Promise<BillingContact | null> {
      const [row] = await db
        .select()
        .from(billingContacts)
        .where(eq(billingContacts.companyId, companyId));
      return row ? contactOf(row) : null;
    },

    async save(companyId: string, body: BillingContactBody): Promise<BillingContact> {
      const values = {
        name: body.name?.trim() ?? '',
        email: body.email.trim(),
        phone: body.phone?.trim() ?? '',
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(billingContacts)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: billingContacts.companyId, set: values })
        .returning();
      if (!row) throw new Error('the billing contact upsert returned no row');
      return contactOf(row);
    },

    /** Answers whether there was one to remove. */
    async remove(companyId: string): Promise<boolean> {
      const removed = await db
        .delete(billingContacts)
        .where(eq(billingContacts.companyId, companyId))
        .returning({ companyId: billingContacts.companyId });
      return removed.length > 0;
    },
  };
}
