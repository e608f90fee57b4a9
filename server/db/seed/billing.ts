import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { mobileUsers } from '../schema/mobileUsers';
import {
  billingContacts,
  billingPayments,
  billingProducts,
  billingSubscriptions,
} from '../schema/billing';
import { createLocalPayments } from '../../providers/payments/localPayments';
import type { SeededCompany } from './companies';

interface DemoProduct {
  name: string;
  description: string;
  nickname: string;
  amountMinor: number;
  interval: 'month' | 'year';
}
interface DemoCustomer {
  product: string;
  contactName: string;
  clientName: string;
  email: string;
  phone: string;
  /** Cancelled by the customer before the demo starts. */
  canceled?: true;
}

const DEMO: Record<
  string,
  {
    products: DemoProduct[];
    customers: DemoCustomer[];
    payingMembers: number;
    /** Who receives the organisation's own bills: the profile's billingInfo. */
    billingContact?: { name: string; email: string; phone: string };
  }
> = {
  acme: {
    products: [
      {
        name: 'Member app',
        description: 'The branded member app with news, benefits and messages.',
        nickname: 'Member app monthly',
        amountMinor: 2900,
        interval: 'month',
      },
      {
        name: 'Member app, yearly',
        description: 'The member app, paid once a year at two months off.',
        nickname: 'Member app yearly',
        amountMinor: 29000,
        interval: 'year',
      },
      {
        name: 'Text alerts',
        description: 'Off-app text alerts to members without the app.',
        nickname: 'Text alerts monthly',
        amountMinor: 1500,
        interval: 'month',
      },
    ],
    customers: [
      {
        product: 'Member app',
        contactName: 'Dana Whitfield',
        clientName: 'Acme Local 12',
        email: 'dana.whitfield@local12.example',
        phone: '+1 555 0142',
      },
      {
        product: 'Member app, yearly',
        contactName: 'Marcus Ortega',
        clientName: 'Acme Retirees',
        email: 'marcus.ortega@retirees.example',
        phone: '+1 555 0178',
      },
      {
        product: 'Text alerts',
        contactName: 'Priya Raman',
        clientName: 'Acme Local 7',
        email: 'priya.raman@local7.example',
        phone: '',
      },
      {
        product: 'Text alerts',
        contactName: 'Tom Becker',
        clientName: 'Acme Apprentices',
        email: 'tom.becker@apprentices.example',
        phone: '+1 555 0110',
        canceled: true,
      },
    ],
    payingMembers: 18,
    billingContact: {
      name: 'Acme Workers accounts',
      email: 'accounts@acme-workers.example',
      phone: '+1 555 0100',
    },
  },
  globex: {
    products: [
      {
        name: 'Staff news',
        description: 'Company news and alerts for every employee.',
        nickname: 'Staff news monthly',
        amountMinor: 4900,
        interval: 'month',
      },
    ],
    customers: [
      {
        product: 'Staff news',
        contactName: 'Hank Scorpio',
        clientName: 'Globex Cypress Creek',
        email: 'hank.scorpio@globex.example',
        phone: '+1 555 0199',
      },
    ],
    payingMembers: 5,
  },
};

/**
 * Acme's and globex's products and subscriptions on the local payments provider, made through
 * it so its own records (customers, subscriptions, payments) exist for cancelling later.
 */
export async function seedBilling(db: Database, seeded: SeededCompany[]) {
  // The portal address is never asked for here.
  const payments = createLocalPayments(db, '');
  for (const company of seeded) {
    const demo = DEMO[company.slug];
    if (!demo) continue;
    if (demo.billingContact) {
      await db.insert(billingContacts).values({ companyId: company.id, ...demo.billingContact });
    }
    const products = new Map<string, typeof billingProducts.$inferSelect>();
    for (const item of demo.products) {
      const { productId } = await payments.createProduct(item);
      const { priceId } = await payments.createPrice({
        productId,
        nickname: item.nickname,
        amountMinor: item.amountMinor,
        currency: 'usd',
        interval: item.interval,
      });
      const [row] = await db
        .insert(billingProducts)
        .values({
          companyId: company.id,
          provider: 'local',
          providerProductId: productId,
          providerPriceId: priceId,
          name: item.name,
          description: item.description,
          nickname: item.nickname,
          amountMinor: item.amountMinor,
          currency: 'usd',
          interval: item.interval,
        })
        .returning();
      if (row) products.set(item.name, row);
    }
    for (const customer of demo.customers) {
      const product = products.get(customer.product);
      if (product) await subscribe(db, payments, company.id, product, customer, null);
    }
    // Members who pay for the app themselves: the dashboard's paid subscribers.
    const monthly = products.get(demo.products[0]?.name ?? '');
    if (!monthly) continue;
    const members = await db
      .select()
      .from(mobileUsers)
      .where(and(eq(mobileUsers.companyId, company.id), eq(mobileUsers.isActive, 1)))
      .orderBy(desc(mobileUsers.dateCreated))
      .limit(demo.payingMembers);
    for (const member of members) {
      const name = `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim() || 'App member';
      const customer = {
        product: monthly.name,
        contactName: name,
        clientName: name,
        email: member.email ?? '',
        phone: member.phone ?? '',
      };
      await subscribe(db, payments, company.id, monthly, customer, member.id);
    }
  }
}

type Payments = ReturnType<typeof createLocalPayments>;

/** One customer subscribed through the local provider, as POST /user/subscription does it. */
async function subscribe(
  db: Database,
  payments: Payments,
  companyId: string,
  product: typeof billingProducts.$inferSelect,
  customer: DemoCustomer,
  mobileUserId: string | null,
) {
  const { customerId } = await payments.createCustomer({
    name: customer.clientName,
    email: customer.email,
    phone: customer.phone,
  });
  const made = await payments.createSubscription({ customerId, priceId: product.providerPriceId });
  const final = customer.canceled
    ? await payments.cancelSubscription(made.subscriptionId, { atPeriodEnd: false })
    : made;
  const [row] = await db
    .insert(billingSubscriptions)
    .values({
      companyId,
      productId: product.id,
      provider: 'local',
      providerCustomerId: customerId,
      providerSubscriptionId: made.subscriptionId,
      contactName: customer.contactName,
      clientName: customer.clientName,
      email: customer.email,
      phone: customer.phone,
      mobileUserId,
      status: final.status,
      cancelAtPeriodEnd: final.cancelAtPeriodEnd,
      currentPeriodEnd: final.currentPeriodEnd,
    })
    .returning({ id: billingSubscriptions.id });
  if (row && made.payment) {
    await db.insert(billingPayments).values({
      companyId,
      subscriptionId: row.id,
      provider: 'local',
      providerPaymentId: made.payment.paymentId,
      amountMinor: made.payment.amountMinor,
      currency: made.payment.currency,
      status: made.payment.status,
      description: product.nickname,
    });
  }
}
