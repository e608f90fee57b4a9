import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { billingProducts as p, billingSubscriptions, pricePlans } from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';

export type ProductRow = typeof p.$inferSelect;
export type ProductValues = Omit<typeof p.$inferInsert, 'id' | 'dateCreated'>;

/** The products a scope may touch: its company's, or (a platform admin with none chosen) all. */
const productsInScope = (scope: Scope, named?: string | null): SQL | undefined =>
  inScope(scope, { company: p.companyId }, named);

const productOf = (row: ProductRow, companySlug: string): Product => ({
  _id: row.id,
  productID: row.providerProductId,
  product: row.name,
  description: row.description,
  productType: row.productType,
  companyID: companySlug,
  provider: row.provider,
  pricePlanID: row.pricePlanId,
  plan: {
    planID: row.providerPriceId,
    nickname: row.nickname,
    amount: row.amountMinor,
    currency: row.currency,
    interval: row.interval === 'year' ? 'year' : 'month',
  },
  dateCreated: row.dateCreated.toISOString(),
});

/** The write, or 'name_taken' when the company already sells a product of that name. */
async function unlessDuplicate<T>(write: Promise<T>): Promise<T | 'name_taken'> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'billing_products_company_name_idx')) return 'name_taken';
    throw error;
  }
}

/** SPEC.md section 3, "Product": the stored products; productService.ts holds the rules. */
export function createProductRepository(db: Database) {
  async function select(where: SQL | undefined): Promise<Product[]> {
    const rows = await db
      .select({ row: p, slug: companies.companyId })
      .from(p)
      .innerJoin(companies, eq(companies.id, p.companyId))
      .where(where)
      .orderBy(asc(sql`lower(${p.name})`), asc(p.id));
    return rows.map(({ row, slug }) => productOf(row, slug));
  }

  return {
    list: (scope: Scope, named: string | null) => select(productsInScope(scope, named)),

    async find(scope: Scope, id: string): Promise<Product | null> {
      const [item] = await select(and(eq(p.id, id), productsInScope(scope)));
      return item ?? null;
    },

    /** The stored row, when the scope may touch it. */
    async row(scope: Scope, id: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.id, id), productsInScope(scope)));
      return row ?? null;
    },

    async planExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pricePlans.id })
        .from(pricePlans)
        .where(eq(pricePlans.id, id));
      return row !== undefined;
    },

    async nameTaken(companyId: string, name: string): Promise<boolean> {
      const [taken] = await db
        .select({ id: p.id })
        .from(p)
        .where(and(eq(p.companyId, companyId), eq(sql`lower(${p.name})`, name.toLowerCase())));
      return taken !== undefined;
    },

    /** The new product's id, or 'name_taken'. */
    async insert(values: ProductValues): Promise<{ id: string } | 'name_taken'> {
      const written = await unlessDuplicate(db.insert(p).values(values).returning({ id: p.id }));
      if (written === 'name_taken') return written;
      const [row] = written;
      if (!row) throw new Error('the product insert returned no row');
      return row;
    },

    async update(id: string, values: Partial<ProductValues>): Promise<'updated' | 'name_taken'> {
      const written = await unlessDuplicate(db.update(p).set(values).where(eq(p.id, id)));
      return written === 'name_taken' ? written : 'updated';
    },

    /** Whether a subscription was made to it: then it stays, with their history. */
    async inUse(id: string): Promise<boolean> {
      const [used] = await db
        .select({ id: billingSubscriptions.id })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.productId, id))
        .limit(1);
      return used !== undefined;
    },

    async remove(id: string): Promise<void> {
      await db.delete(p).where(eq(p.id, id));
    },
  };
}
