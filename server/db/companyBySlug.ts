import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { companies } from './schema/companies';

/**
 * The database id of the organisation a wire `companyID` names, or null: the one lookup the
 * tenancy plugin, billing and the app builds share.
 */
export async function companyBySlug(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyId, slug))
    .limit(1);
  return row?.id ?? null;
}
