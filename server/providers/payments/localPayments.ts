import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localPaymentObjects } from '../../db/schema/billing';
import {
  PaymentsProviderError,
  type BillingInterval,
  type PaymentsProvider,
  type ProviderPayment,
  type ProviderSubscription,
  type SubscriptionStatus,
} from './paymentsProvider';

type Kind = 'product' | 'price' | 'customer' | 'subscription' | 'payment';
const PREFIX: Record<Kind, string> = {
  product: 'lprod',
  price: 'lprice',
  customer: 'lcus',
  subscription: 'lsub',
  payment: 'lpay',
};

interface LocalSubscription {
  customerId: string;
  priceId: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
}
interface LocalPrice {
  productId: string;
  amountMinor: number;
  currency: string;
  interval: BillingInterval;
  nickname: string;
}

function periodEnd(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export interface LocalPaymentsOptions {
  clock?: () => Date;
  /** Which charges a card refuses: none by default (tests name some). */
  declines?: (amountMinor: number) => boolean;
}

/**
 * The default provider: products, prices, customers, subscriptions and payments kept in the
 * database under ids of its own ('lsub_…'), every charge taken at once. It needs no network, so
 * the whole billing flow works on a fresh machine; the customer portal is the console's own
 * subscriptions page.
 */
export function createLocalPayments(
  db: Database,
  consoleUrl: string,
  options: LocalPaymentsOptions = {},
): PaymentsProvider {
  const clock = options.clock ?? (() => new Date());

  async function put(kind: Kind, data: object): Promise<string> {
    const id = `${PREFIX[kind]}_${randomBytes(12).toString('hex')}`;
    await db.insert(localPaymentObjects).values({ id, kind, data });
    return id;
  }
  async function get<T>(kind: Kind, id: string): Promise<T> {
    const [row] = await db.select().from(localPaymentObjects).where(eq(localPaymentObjects.id, id));
    if (!row || row.kind !== kind) throw new PaymentsProviderError(`No such ${kind}: ${id}`);
    return row.data as T;
  }
  async function set(id: string, data: object): Promise<void> {
    await db.update(localPaymentObjects).set({ data }).where(eq(localPaymentObjects.id, id));
  }
  async function pay(amountMinor: number, currency: string, description: string) {
    const status = options.declines?.(amountMinor) ? 'failed' : 'paid';
    const paymentId = await put('payment', { amountMinor, currency, description, status });
    return { paymentId, amountMinor, currency, status } satisfies ProviderPayment;
  }
  const answer = (id: string, sub: LocalSubscription, payment: ProviderPayment | null) =>
    ({
      subscriptionId: id,
      status: sub.status,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodEnd: new Date(sub.currentPeriodEnd),
      payment,
    }) satisfies ProviderSubscription;

  return {
    kind: 'local',
    async createProduct(input) {
      return { productId: await put('product', { ...input, active: true }) };
    },
    async updateProduct(productId, input) {
      const product = await get<object>('product', productId);
      await set(productId, { ...product, ...input });
    },
    async createPrice(input) {
      await get('product', input.productId);
      return { priceId: await put('price', input) };
    },
    async archiveProduct(productId) {
      const product = await get<object>('product', productId);
      await set(productId, { ...product, active: false });
    },
    async createCustomer(input) {
      return { customerId: await put('customer', input) };
    },
    async createSubscription({ customerId, priceId }) {
      await get('customer', customerId);
      const price = await get<LocalPrice>('price', priceId);
      const payment = await pay(price.amountMinor, price.currency, price.nickname);
      const sub: LocalSubscription = {
        customerId,
        priceId,
        status: payment.status === 'paid' ? 'active' : 'incomplete',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: periodEnd(clock(), price.interval).toISOString(),
      };
      return answer(await put('subscription', sub), sub, payment);
    },
    async cancelSubscription(id, { atPeriodEnd }) {
      const sub = await get<LocalSubscription>('subscription', id);
      const next: LocalSubscription = atPeriodEnd
        ? { ...sub, cancelAtPeriodEnd: true }
        : { ...sub, status: 'canceled', cancelAtPeriodEnd: false };
      await set(id, next);
      return answer(id, next, null);
    },
    async resumeSubscription(id) {
      const sub = await get<LocalSubscription>('subscription', id);
      const next: LocalSubscription = { ...sub, cancelAtPeriodEnd: false };
      await set(id, next);
      return answer(id, next, null);
    },
    async charge({ amountMinor, currency, description }) {
      return pay(amountMinor, currency, description);
    },
    portalUrl() {
      return Promise.resolve(`${consoleUrl}/subscriptions`);
    },
    check() {
      return Promise.resolve({ ok: true, account: 'local' });
    },
  };
}
