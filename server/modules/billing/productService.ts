import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductBody } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { billingProducts as p, billingSubscriptions, pricePlans } from '../../db/schema/billing';
import { companies } from '../../db/schema/companies';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { PaymentsFor, PaymentsProviderKind } from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { withProvider } from './providerChoice';

type Row = typeof p.$inferSelect;

/** The products a scope may touch: its company's, or (a platform admin with none chosen) all. */
export const productsInScope = (scope: Scope, named?: string | null): SQL | undefined =>
  inScope(scope, { company: p.companyId }, named);

export const productOf = (row: Row, companySlug: string): Product => ({
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

function blankCheck(body: ProductBody) {
  const details = [
    ...(body.product.trim() ? [] : [{ field: 'product', message: 'must not be blank' }]),
    ...(body.plan.nickname.trim()
      ? []
      : [{ field: 'plan.nickname', message: 'must not be blank' }]),
  ];
  if (details.length) throw new AppError('validation_error', 'Fill in the blanks.', details);
}

const duplicate = () =>
  new AppError('error_product_exists', 'A product with this name already exists.', [
    { field: 'product', message: 'is already used' },
  ]);

async function unlessDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'billing_products_company_name_idx')) throw duplicate();
    throw error;
  }
}

/** SPEC.md section 3, "Product": what a company sells, each with one recurring price. */
export function createProductService(db: Database, paymentsFor: PaymentsFor) {
  async function select(where: SQL | undefined): Promise<Product[]> {
    const rows = await db
      .select({ row: p, slug: companies.companyId })
      .from(p)
      .innerJoin(companies, eq(companies.id, p.companyId))
      .where(where)
      .orderBy(asc(sql`lower(${p.name})`), asc(p.id));
    return rows.map(({ row, slug }) => productOf(row, slug));
  }

  async function rowOf(scope: Scope, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(p)
      .where(and(eq(p.id, id), productsInScope(scope)));
    if (!row) throw notFound('Product');
    return row;
  }

  async function find(scope: Scope, id: string): Promise<Product> {
    const [item] = await select(and(eq(p.id, id), productsInScope(scope)));
    if (!item) throw notFound('Product');
    return item;
  }

  async function planExists(id: string | null | undefined): Promise<string | null> {
    if (!id) return null;
    const [row] = await db
      .select({ id: pricePlans.id })
      .from(pricePlans)
      .where(eq(pricePlans.id, id));
    if (!row) {
      throw new AppError('validation_error', 'No such price plan.', [
        { field: 'pricePlanID', message: 'names no price plan' },
      ]);
    }
    return row.id;
  }

  return {
    list(scope: Scope, named: string | null): Promise<Product[]> {
      return select(productsInScope(scope, named));
    },

    find,

    async create(scope: Scope, body: ProductBody): Promise<Product> {
      const companyId = scope.companyId;
      if (!companyId) {
        throw new AppError('validation_error', 'Choose an organization first.', [
          {
            field: 'companyID',
            message: 'must name an organization: choose one in the navbar first',
          },
        ]);
      }
      blankCheck(body);
      const pricePlanId = await planExists(body.pricePlanID);
      const provider = await paymentsFor(companyId);
      const name = body.product.trim();
      const description = body.description?.trim() ?? '';
      const currency = body.plan.currency.toLowerCase();
      const nickname = body.plan.nickname.trim();
      // The name is checked before the provider is asked, so a duplicate leaves nothing there.
      const [taken] = await db
        .select({ id: p.id })
        .from(p)
        .where(and(eq(p.companyId, companyId), eq(sql`lower(${p.name})`, name.toLowerCase())));
      if (taken) throw duplicate();
      const { productId, priceId } = await withProvider(provider, async (payments) => {
        const made = await payments.createProduct({ name, description });
        const price = await payments.createPrice({
          productId: made.productId,
          nickname,
          amountMinor: body.plan.amount,
          currency,
          interval: body.plan.interval,
        });
        return { productId: made.productId, priceId: price.priceId };
      });
      const [row] = await unlessDuplicate(
        db
          .insert(p)
          .values({
            companyId,
            provider: provider.kind,
            providerProductId: productId,
            providerPriceId: priceId,
            name,
            description,
            productType: body.productType?.trim() || 'service',
            nickname,
            amountMinor: body.plan.amount,
            currency,
            interval: body.plan.interval,
            pricePlanId,
          })
          .returning({ id: p.id }),
      );
      if (!row) throw new Error('the product insert returned no row');
      return find(scope, row.id);
    },

    /** A new amount, currency or interval is a new price at the provider; subscribers keep theirs. */
    async update(scope: Scope, id: string, body: ProductBody): Promise<Product> {
      blankCheck(body);
      const row = await rowOf(scope, id);
      const pricePlanId = await planExists(body.pricePlanID);
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      const name = body.product.trim();
      const description = body.description?.trim() ?? '';
      const currency = body.plan.currency.toLowerCase();
      const nickname = body.plan.nickname.trim();
      const priceChanged =
        row.amountMinor !== body.plan.amount ||
        row.currency !== currency ||
        row.interval !== body.plan.interval;
      const priceId = await withProvider(provider, async (payments) => {
        await payments.updateProduct(row.providerProductId, { name, description });
        if (!priceChanged) return row.providerPriceId;
        const price = await payments.createPrice({
          productId: row.providerProductId,
          nickname,
          amountMinor: body.plan.amount,
          currency,
          interval: body.plan.interval,
        });
        return price.priceId;
      });
      await unlessDuplicate(
        db
          .update(p)
          .set({
            name,
            description,
            productType: body.productType?.trim() || row.productType,
            nickname,
            amountMinor: body.plan.amount,
            currency,
            interval: body.plan.interval,
            providerPriceId: priceId,
            pricePlanId,
          })
          .where(eq(p.id, row.id)),
      );
      return find(scope, row.id);
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string }> {
      const row = await rowOf(scope, id);
      const [used] = await db
        .select({ id: billingSubscriptions.id })
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.productId, row.id))
        .limit(1);
      if (used) {
        throw new AppError(
          'error_product_in_use',
          'Subscriptions were made to this product: it is kept with their history.',
        );
      }
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      await withProvider(provider, (payments) =>
        payments.archiveProduct(row.providerProductId, row.providerPriceId),
      );
      await db.delete(p).where(eq(p.id, row.id));
      return { _id: row.id };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
