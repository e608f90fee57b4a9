import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';

/** The database id of a company by its companyID, or null. */
export async function companyBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, slug))
    .limit(1);
  return row?.id ?? null;
}
