import { eq, inArray } from 'drizzle-orm';
import {
  BUNDLES,
  PRICING_CURRENCY,
  pricePlanOf,
  type PricePlanId,
} from '../../../contract/pricingPlans';
import type { Database } from '../client';
import { adminUsers } from '../schema/admins';
import { contentProviders } from '../schema/channels';
import { companies } from '../schema/companies';
import { channelCreditLedger } from '../schema/creditLedger';
import type { SeededCompany } from './companies';

type LedgerInsert = typeof channelCreditLedger.$inferInsert;

/** How much a channel of each type buys and sends. */
const PROFILES: Record<
  keyof SeededCompany['channels'],
  { plan: PricePlanId; appUserBundles: number; creditBundles: number; usage: number }
> = {
  PRIMARY: { plan: 'growth', appUserBundles: 5, creditBundles: 2, usage: 0.9 },
  HYBRID: { plan: 'starter', appUserBundles: 2, creditBundles: 1, usage: 0.6 },
  DEFAULT: { plan: 'enterprise', appUserBundles: 10, creditBundles: 0, usage: 0.4 },
  SECONDARY: { plan: 'free', appUserBundles: 1, creditBundles: 1, usage: 0 },
};

/** Minutes the zone is ahead of UTC at `at` ("GMT-07:00" is -420). */
function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first instant of the month `back` months before `now`'s, in the zone, and its key. */
function monthStart(zone: string, now: Date, back: number) {
  const local = new Date(now.getTime() + offsetMinutes(zone, now) * 60_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() - back;
  const guess = new Date(Date.UTC(year, month, 1));
  const start = new Date(guess.getTime() - offsetMinutes(zone, guess) * 60_000);
  const key = `${guess.getUTCFullYear()}-${String(guess.getUTCMonth() + 1).padStart(2, '0')}`;
  return { start, key };
}

const daysAfter = (date: Date, days: number, hours = 10) =>
  new Date(date.getTime() + (days * 24 + hours) * 3_600_000);

/**
 * The balances a history leaves, kept as the ledger repository keeps them: the month's allowance
 * is spent first, then purchased credits; a month's start gives back what it used.
 */
class Balances {
  allowance = 0;
  used = 0;
  purchased = 0;
  appUsers = 0;
  rows: LedgerInsert[] = [];

  constructor(
    private readonly channelId: string,
    private readonly companyId: string,
  ) {}

  private get left() {
    return Math.max(0, this.allowance - this.used) + this.purchased;
  }

  private add(row: Omit<LedgerInsert, 'channelId' | 'companyId' | 'balanceAfter'>, after: number) {
    this.rows.push({
      ...row,
      channelId: this.channelId,
      companyId: this.companyId,
      balanceAfter: after,
    });
  }

  plan(plan: PricePlanId, adminId: string | null, at: Date) {
    const before = this.left;
    const chosen = pricePlanOf(plan);
    this.allowance = chosen.monthlyTextCredits;
    this.add(
      {
        kind: 'plan',
        change: this.left - before,
        reason: 'plan_change',
        plan,
        paid: chosen.monthlyPriceMinor > 0,
        priceMinor: chosen.monthlyPriceMinor,
        currency: PRICING_CURRENCY,
        adminId,
        createdAt: at,
      },
      this.left,
    );
  }

  bundles(
    kind: 'app_users' | 'text_credits',
    count: number,
    paid: boolean,
    adminId: string,
    at: Date,
  ) {
    const bundle = BUNDLES[kind];
    const change = bundle.size * count;
    if (kind === 'app_users') this.appUsers += change;
    else this.purchased += change;
    this.add(
      {
        kind,
        change,
        reason: paid ? 'purchase' : 'grant',
        paid,
        priceMinor: paid ? bundle.priceMinor * count : 0,
        currency: PRICING_CURRENCY,
        adminId,
        createdAt: at,
      },
      kind === 'app_users' ? this.appUsers : this.left,
    );
  }

  send(count: number, at: Date) {
    const n = Math.min(count, this.left);
    if (n <= 0) return;
    const fromMonth = Math.min(n, Math.max(0, this.allowance - this.used));
    this.used += fromMonth;
    this.purchased -= n - fromMonth;
    this.add({ kind: 'text_credits', change: -n, reason: 'send', createdAt: at }, this.left);
  }

  monthReset(at: Date) {
    const back = Math.min(this.used, this.allowance);
    this.used = 0;
    if (back > 0)
      this.add(
        { kind: 'text_credits', change: back, reason: 'month_reset', createdAt: at },
        this.left,
      );
  }
}

/**
 * Three months of each demo channel's pricing: a plan chosen two months ago, app users and text
 * credits bought, free grants from the platform, SMS sends and the monthly resets between them.
 * The balances on content_providers are set to what the history leaves, as the ledger keeps them.
 */
export async function seedCreditLedger(db: Database, seeded: SeededCompany[], now = new Date()) {
  const admins = await db
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(
      inArray(adminUsers.email, ['super@tidings.test', 'admin@acme.test', 'admin@globex.test']),
    );
  const adminOf = (email: string) => admins.find((admin) => admin.email === email)?.id ?? null;
  const platform = adminOf('super@tidings.test');
  for (const company of seeded) {
    const [row] = await db
      .select({ zone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, company.id));
    const zone = row?.zone ?? 'America/Los_Angeles';
    const buyer = adminOf(`admin@${company.slug}.test`) ?? platform;
    const [twoAgo, lastMonth, thisMonth] = [2, 1, 0].map((back) => monthStart(zone, now, back));
    if (!twoAgo || !lastMonth || !thisMonth || !buyer) continue;
    for (const [type, channelId] of Object.entries(company.channels) as [
      keyof SeededCompany['channels'],
      string,
    ][]) {
      const profile = PROFILES[type];
      const plan = pricePlanOf(profile.plan);
      const ledger = new Balances(channelId, company.id);
      if (profile.plan !== 'free') ledger.plan(profile.plan, buyer, daysAfter(twoAgo.start, 2));
      ledger.bundles('app_users', profile.appUserBundles, true, buyer, daysAfter(twoAgo.start, 3));
      if (profile.creditBundles > 0)
        ledger.bundles(
          'text_credits',
          profile.creditBundles,
          true,
          buyer,
          daysAfter(twoAgo.start, 9),
        );
      ledger.send(
        Math.round(plan.monthlyTextCredits * profile.usage) + 40,
        daysAfter(twoAgo.start, 18),
      );
      ledger.monthReset(lastMonth.start);
      ledger.send(
        Math.round(plan.monthlyTextCredits * profile.usage),
        daysAfter(lastMonth.start, 8),
      );
      if (platform)
        ledger.bundles('text_credits', 1, false, platform, daysAfter(lastMonth.start, 14));
      ledger.monthReset(thisMonth.start);
      // This month's sends, never later than now.
      const sent = daysAfter(thisMonth.start, 0, 2);
      ledger.send(
        Math.round(plan.monthlyTextCredits * profile.usage * 0.15) + 25,
        sent < now ? sent : now,
      );
      if (ledger.rows.length > 0) await db.insert(channelCreditLedger).values(ledger.rows);
      await db
        .update(contentProviders)
        .set({
          pricePlan: profile.plan,
          offAppTextCreditsMonth: ledger.allowance,
          offAppTextCreditsUsedCurrentMonth: ledger.used,
          purchasedOffAppTextCreditsRemaining: ledger.purchased,
          purchasedAppUsers: ledger.appUsers,
          creditsMonth: thisMonth.key,
        })
        .where(eq(contentProviders.id, channelId));
    }
  }
}
