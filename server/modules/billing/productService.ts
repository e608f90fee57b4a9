import type { Product, ProductBody } from '../../../contract/billing';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { PaymentsFor, PaymentsProviderKind } from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { createProductRepository, type ProductRow } from './productRepository';
import { withProvider } from './providerChoice';

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

/** SPEC.md section 3, "Product": what a company sells, each with one recurring price. */
export function createProductService(db: Database, paymentsFor: PaymentsFor) {
  const products = createProductRepository(db);

  async function rowOf(scope: Scope, id: string): Promise<ProductRow> {
    const row = await products.row(scope, id);
    if (!row) throw notFound('Product');
    return row;
  }

  async function find(scope: Scope, id: string): Promise<Product> {
    const item = await products.find(scope, id);
    if (!item) throw notFound('Product');
    return item;
  }

  async function planExists(id: string | null | undefined): Promise<string | null> {
    if (!id) return null;
    if (!(await products.planExists(id))) {
      throw new AppError('validation_error', 'No such price plan.', [
        { field: 'pricePlanID', message: 'names no price plan' },
      ]);
    }
    return id;
  }

  return {
    list: (scope: Scope, named: string | null): Promise<Product[]> => products.list(scope, named),

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
      if (await products.nameTaken(companyId, name)) throw duplicate();
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
      const inserted = await products.insert({
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
      });
      if (inserted === 'name_taken') throw duplicate();
      return find(scope, inserted.id);
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
      const written = await products.update(row.id, {
        name,
        description,
        productType: body.productType?.trim() || row.productType,
        nickname,
        amountMinor: body.plan.amount,
        currency,
        interval: body.plan.interval,
        providerPriceId: priceId,
        pricePlanId,
      });
      if (written === 'name_taken') throw duplicate();
      return find(scope, row.id);
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string }> {
      const row = await rowOf(scope, id);
      if (await products.inUse(row.id)) {
        throw new AppError(
          'error_product_in_use',
          'Subscriptions were made to this product: it is kept with their history.',
        );
      }
      const provider = await paymentsFor(row.companyId, row.provider as PaymentsProviderKind);
      await withProvider(provider, (payments) =>
        payments.archiveProduct(row.providerProductId, row.providerPriceId),
      );
      await products.remove(row.id);
      return { _id: row.id };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
