import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyCustomFields } from '../../db/schema/mobileUsers';

/** The custom field names the organisation's members carry (kept by triggers, migration 0056). */
export async function customFieldNames(db: Database, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: companyCustomFields.name })
    .from(companyCustomFields)
    .where(eq(companyCustomFields.companyId, companyId));
  return new Set(rows.map((row) => row.name));
}
