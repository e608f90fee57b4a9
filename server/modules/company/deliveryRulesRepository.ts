import { eq, sql } from 'drizzle-orm';
import type { DeliveryRules } from '../../../contract/deliveryRules';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { isKnownTimeZone } from '../../lib/schedule';

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

/** A company's delivery rules: its zone, quiet hours and frequency cap. Null: no such company. */
export function createDeliveryRulesRepository(db: Database) {
  return {
    /**
     * The fan-out turns times with the zone in SQL, so PostgreSQL must know it as well as the
     * server's Intl does (their zone databases may differ in age).
     */
    async zoneKnownToBoth(zone: string): Promise<boolean> {
      if (!isKnownTimeZone(zone)) return false;
      const [row] = await selectRows<{ known: unknown }>(
        db,
        sql`select exists (select 1 from pg_timezone_names where name = ${zone}) as known`,
      );
      return row?.known === true;
    },

    async get(companyId: string): Promise<DeliveryRules | null> {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
      return row ? deliveryRulesOfRow(row) : null;
    },

    /** The rules come checked: a zone known to both, quiet hours of two different times. */
    async save(companyId: string, rules: DeliveryRules): Promise<DeliveryRules | null> {
      const quiet = rules.quietHours;
      const [row] = await db
        .update(companies)
        .set({
          timeZone: rules.timeZone,
          quietHoursStart: quiet ? minutesOf(quiet.start) : null,
          quietHoursEnd: quiet ? minutesOf(quiet.end) : null,
          frequencyCap: rules.frequencyCap?.limit ?? null,
          frequencyCapPeriod: rules.frequencyCap?.period ?? 'day',
        })
        .where(eq(companies.id, companyId))
        .returning();
      return row ? deliveryRulesOfRow(row) : null;
    },
  };
}

export type DeliveryRulesRepository = ReturnType<typeof createDeliveryRulesRepository>;
