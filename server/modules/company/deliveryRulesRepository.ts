import { eq, sql } from 'drizzle-orm';
import type { DeliveryRules } from '../../../contract/deliveryRules';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { isKnownTimeZone } from '../../lib/schedule';
import { notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { fieldError } from '../../lib/errors';

const MINUTES_PER_HOUR = 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * MINUTES_PER_HOUR + minutes;
};

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, '0')}:${String(
    minutes % MINUTES_PER_HOUR,
  ).padStart(2, '0')}`;

/** A company row's rules in their wire form. */
export function deliveryRulesOfRow(row: CompanyRow): DeliveryRules {
  return {
    timeZone: row.timeZone,
    quietHours:
      row.quietHoursStart === null || row.quietHoursEnd === null
        ? null
        : { start: clockOf(row.quietHoursStart), end: clockOf(row.quietHoursEnd) },
    frequencyCap:
      row.frequencyCap === null
        ? null
        : { limit: row.frequencyCap, period: row.frequencyCapPeriod === 'week' ? 'week' : 'day' },
  };
}

/** The company in scope's delivery rules: its zone, quiet hours and frequency cap. */
export function createDeliveryRulesRepository(db: Database) {
  /**
   * The fan-out turns times with the zone in SQL, so PostgreSQL must know it as well as the
   * server's Intl does (their zone databases may differ in age).
   */
  async function zoneKnownToBoth(zone: string): Promise<boolean> {
    if (!isKnownTimeZone(zone)) return false;
    const [row] = await selectRows<{ known: unknown }>(
      db,
      sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
    );
    return row?.known === true;
  }

  function companyIdOf(scope: Scope): string {
    if (!scope.companyId)
      throw fieldError('companyID', 'must name an organization: choose one in the navbar first');
    return scope.companyId;
  }

  return {
    async get(scope: Scope): Promise<DeliveryRules> {
      const [row] = await db
        .select()
        .from(companies)
        .where(eq(companies.id, companyIdOf(scope)));
      if (!row) throw notFound('Organization');
      return deliveryRulesOfRow(row);
    },

    async save(scope: Scope, rules: DeliveryRules): Promise<DeliveryRules> {
      if (!(await zoneKnownToBoth(rules.timeZone)))
        throw fieldError('timeZone', 'is not a known time zone');
      const quiet = rules.quietHours;
      if (quiet && quiet.start === quiet.end)
        throw fieldError('quietHours', 'must start and end at different times');
      const [row] = await db
        .update(companies)
        .set({
          timeZone: rules.timeZone,
          quietHoursStart: quiet ? minutesOf(quiet.start) : null,
          quietHoursEnd: quiet ? minutesOf(quiet.end) : null,
          frequencyCap: rules.frequencyCap?.limit ?? null,
          frequencyCapPeriod: rules.frequencyCap?.period ?? 'day',
        })
        .where(eq(companies.id, companyIdOf(scope)))
        .returning();
      if (!row) throw notFound('Organization');
      return deliveryRulesOfRow(row);
    },
  };
}

export type DeliveryRulesRepository = ReturnType<typeof createDeliveryRulesRepository>;
