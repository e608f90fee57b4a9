import type { PricingSummary } from '../../../contract/pricing';
import type { BundleKind } from '../../../contract/pricingPlans';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import {
  PaymentsProviderError,
  type PaymentsFor,
  type PaymentsProviderKind,
} from '../../providers/payments/paymentsProvider';
import type { Scope } from '../../plugins/tenancy';
import { channelCredits, channelOfScope, type ChannelOfScope } from './channelRepository';
import { ledgerRefusalError } from './ledgerErrors';
import {
  ledgerPage,
  writeLedger,
  type LedgerReason,
  type LedgerRefusal,
  type LedgerWritten,
} from './ledgerRepository';
import { allowanceOf } from './allowanceRepository';
import { offeredPlan, planTermsOf, plansOffered } from './planTermsRepository';

/**
 * Who may do what on a channel's pricing panel (docs/decisions.md, "Channel pricing" and "Who
 * pays for credits"). Organisation admins buy on the organisation's account whatever the
 * provider; a channel admin spends only where a card pays for it, the organisation's Stripe.
 */
export function pricingRightsOf(scope: Scope, payments: PaymentsProviderKind) {
  const organisation = scope.kind === 'platform' || scope.kind === 'company';
  const spends = organisation || payments === 'stripe';
  return { canPurchase: spends, canGrant: organisation, canChangePlan: spends };
}

const cardPaymentsRequired = () =>
  new AppError(
    'error_card_payments_required',
    'This organization takes no card payments, so only its organization admins can buy credits or change the plan. Ask one of them.',
  );

/** The channel the scope may price (channelRepository's rule), or 404 Channel. */
async function channelInScope(
  db: Database,
  scope: Scope,
  channelId: string,
): Promise<ChannelOfScope> {
  const channel = await channelOfScope(db, scope, channelId);
  if (!channel) throw notFound('Channel');
  return channel;
}

export interface PricingWrite {
  scope: Scope;
  channelId: string;
  idempotencyKey: string | null;
}

/**
 * Takes a purchase's payment through the company's payments provider (billing's choice: its
 * Stripe keys, else the local provider) and answers the provider's reference. A refused card
 * answers 402 error_payment_declined, a provider away 502: the ledger then adds nothing.
 */
function chargeOf(
  payments: PaymentsFor | null,
  companyId: string,
  amountMinor: number,
  currency: string,
  description: string,
): (() => Promise<string>) | undefined {
  if (!payments || amountMinor <= 0) return undefined;
  return async () => {
    let payment;
    try {
      payment = await (
        await payments(companyId)
      ).charge({ customerId: null, amountMinor, currency, description });
    } catch (error) {
      if (error instanceof PaymentsProviderError) {
        throw new AppError('error_payment_provider', error.message);
      }
      throw error;
    }
    if (payment.status !== 'paid') {
      throw new AppError('error_payment_declined', 'The card was declined. Nothing was charged.');
    }
    return payment.paymentId;
  };
}

export function createPricingService(
  db: Database,
  clock: () => Date = () => new Date(),
  payments: PaymentsFor | null = null,
) {
  /** Which provider a purchase of the company's would go through; no provider is the local one. */
  async function paymentsKindOf(companyId: string): Promise<PaymentsProviderKind> {
    return payments ? (await payments(companyId)).kind : 'local';
  }

  /** Refuses a spend the scope may not make with the company's provider. */
  async function assertMaySpend(scope: Scope, companyId: string): Promise<void> {
    if (!pricingRightsOf(scope, await paymentsKindOf(companyId)).canPurchase)
      throw cardPaymentsRequired();
  }

  async function summary(scope: Scope, channelId: string): Promise<PricingSummary> {
    const now = clock();
    const row = await channelCredits(db, channelId, now);
    if (!row) throw notFound('Channel');
    const appUsers = await allowanceOf(db, channelId);
    const plan = await planTermsOf(db, appUsers.planCode);
    const paymentsKind = await paymentsKindOf(String(row.owner));
    return {
      _id: String(row.id),
      clientName: String(row.client_name),
      companyID: String(row.slug),
      pricePlan: plan.code,
      plan,
      plans: await plansOffered(db, plan),
      appUsersUsed: appUsers.used,
      appUsersAllowed: appUsers.allowed,
      purchasedAppUsers: appUsers.purchasedAppUsers,
      appUsersWholeCompany: appUsers.wholeCompany,
      textCreditsMonth: Number(row.off_app_text_credits_month),
      textCreditsUsedThisMonth: Number(row.used),
      purchasedTextCreditsRemaining: Number(row.purchased_off_app_text_credits_remaining),
      textCreditsRemaining: Number(row.remaining),
      month: String(row.month),
      timeZone: String(row.time_zone),
      payments: paymentsKind,
      ...pricingRightsOf(scope, paymentsKind),
    };
  }

  async function written(scope: Scope, channelId: string, result: LedgerWritten | LedgerRefusal) {
    if ('refused' in result) throw ledgerRefusalError(result);
    return { ...result, summary: await summary(scope, channelId) };
  }

  return {
    async summary(scope: Scope, channelId: string): Promise<PricingSummary> {
      await channelInScope(db, scope, channelId);
      return summary(scope, channelId);
    },

    async ledger(scope: Scope, channelId: string, limit: number, offset: number) {
      await channelInScope(db, scope, channelId);
      return ledgerPage(db, channelId, limit, offset);
    },

    /**
     * Bundles of app users or text credits: bought (`paid`, at the contract's bundle price,
     * charged through billing's payments provider) or granted free.
     */
    async addBundles(write: PricingWrite, kind: BundleKind, bundles: number, paid: boolean) {
      const { scope } = write;
      if (!paid && scope.kind !== 'platform' && scope.kind !== 'company')
        throw new AppError('forbidden', 'Only organization admins may grant free bundles.');
      const channel = await channelInScope(db, scope, write.channelId);
      if (paid) await assertMaySpend(scope, channel.companyId);
      const plan = await planTermsOf(db, channel.pricePlan);
      const bundle = kind === 'app_users' ? plan.appUserBundle : plan.textCreditBundle;
      const reason: LedgerReason = paid ? 'purchase' : 'grant';
      const result = await writeLedger(
        db,
        {
          channelId: channel.id,
          companyId: channel.companyId,
          adminId: scope.adminId,
          reason,
          paid,
          priceMinor: paid ? bundle.price * bundles : 0,
          currency: plan.currency,
          idempotencyKey: write.idempotencyKey,
          now: clock(),
          ...(paid
            ? {
                charge: chargeOf(
                  payments,
                  channel.companyId,
                  bundle.price * bundles,
                  plan.currency,
                  `${bundles} × ${bundle.size} ${kind === 'app_users' ? 'app users' : 'text credits'}`,
                ),
              }
            : {}),
        },
        { kind, change: bundle.size * bundles },
      );
      return written(scope, channel.id, result);
    },

    /** A new plan: its monthly text credits become the channel's allowance from now on. */
    async changePlan(write: PricingWrite, planCode: string) {
      const { scope } = write;
      const channel = await channelInScope(db, scope, write.channelId);
      await assertMaySpend(scope, channel.companyId);
      const plan = await offeredPlan(db, planCode);
      if (!plan) throw notFound('Price plan');
      const result = await writeLedger(
        db,
        {
          channelId: channel.id,
          companyId: channel.companyId,
          adminId: scope.adminId,
          reason: 'plan_change',
          paid: plan.amount > 0,
          priceMinor: plan.amount,
          currency: plan.currency,
          idempotencyKey: write.idempotencyKey,
          now: clock(),
          charge: chargeOf(
            payments,
            channel.companyId,
            plan.amount,
            plan.currency,
            `${plan.name} plan`,
          ),
        },
        { kind: 'plan', plan },
      );
      return written(scope, channel.id, result);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
