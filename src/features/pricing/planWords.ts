import type { PlanTerms } from '../../../contract/pricing';
import type { BundleKind } from '../../../contract/pricingPlans';
import { formatAmount } from '../../lib/money';
import { formatCount } from '../../lib/numbers';

/** "USD 49.00 a month", or "free". */
export function planPrice(plan: PlanTerms): string {
  if (plan.amount <= 0) return 'free';
  return `${formatAmount(plan.amount, plan.currency)} a ${plan.interval}`;
}

/** "500 off-app text credits a month and 1,000 app users included". */
export function planAllowance(plan: PlanTerms): string {
  return `${formatCount(plan.monthlyTextCredits)} off-app text credits a month and ${formatCount(plan.includedAppUsers)} app users included`;
}

/** One bundle of a kind on the channel's plan: its size and price. */
export function bundleOf(plan: PlanTerms, kind: BundleKind) {
  return kind === 'app_users' ? plan.appUserBundle : plan.textCreditBundle;
}
