import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Scope } from '../plugins/tenancy';

/** Where a table keeps whose a row is. Columns or SQL expressions (`sql\`d.company_id\``). */
export interface ScopeColumns {
  /** The row's organisation. */
  company: AnyColumn | SQL;
  /**
   * The row's channel: a channel admin sees only their channel's rows. Left out where a channel
   * admin sees their whole organisation's rows (its channels, its groups list...).
   */
  channel?: AnyColumn | SQL;
  /** Rows with no organisation are the platform's, shown to every organisation (union links). */
  platformRowsShared?: boolean;
}

/**
 * The one place a request's scope becomes SQL: the condition that holds a table's rows to what
 * the caller may touch. A company or channel admin is held to their organisation (and channel);
 * a platform admin to the organisation they chose, or every one when none is chosen.
 * `named` is the organisation a platform admin's path or query names instead (null: all); it is
 * ignored for everyone else, whose own organisation always wins. Undefined: no condition.
 */
export function inScope(
  scope: Scope,
  columns: ScopeColumns,
  named?: string | null,
): SQL | undefined {
  const company =
    scope.kind === 'platform' && named !== undefined ? named : (scope.companyId ?? null);
  const ownCompany = company ? sql`${columns.company} = ${company}` : undefined;
  const companyCondition =
    ownCompany && columns.platformRowsShared
      ? or(ownCompany, sql`${columns.company} is null`)
      : ownCompany;
  const channelCondition =
    scope.kind === 'channel' && columns.channel
      ? sql`${columns.channel} = ${scope.channelId}`
      : undefined;
  return and(companyCondition, channelCondition);
}

/** inScope for a hand-written query: `true` where the scope sets no condition. */
export const inScopeSql = (scope: Scope, columns: ScopeColumns, named?: string | null): SQL =>
  inScope(scope, columns, named) ?? sql`true`;
