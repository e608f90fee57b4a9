import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Scope } from '../plugins/tenancy';
import { inScope, inScopeSql } from './inScope';

const rows = pgTable('rows', { companyId: text('company_id'), channelId: text('channel_id') });
const dialect = new PgDialect();
const shown = (condition: SQL | undefined) => {
  if (!condition) return null;
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { sql: text, params };
};

const platform: Scope = { kind: 'platform', adminId: 'p', companyId: null, companySlug: null };
const chosen: Scope = { kind: 'platform', adminId: 'p', companyId: 'c1', companySlug: 'acme' };
const company: Scope = { kind: 'company', adminId: 'a', companyId: 'c1', companySlug: 'acme' };
const channel: Scope = {
  kind: 'channel',
  adminId: 'b',
  companyId: 'c1',
  companySlug: 'acme',
  channelId: 'ch1',
};
const columns = { company: rows.companyId, channel: rows.channelId };

describe('inScope', () => {
  it('sets no condition for a platform admin who chose no organisation', () => {
    expect(inScope(platform, columns)).toBeUndefined();
    expect(shown(inScopeSql(platform, columns))?.sql).toBe('true');
  });

  it('holds a platform admin to the chosen organisation, or the one a path names', () => {
    expect(shown(inScope(chosen, columns))).toEqual({
      sql: '"rows"."company_id" = $1',
      params: ['c1'],
    });
    expect(shown(inScope(chosen, columns, 'c2'))?.params).toEqual(['c2']);
    expect(inScope(chosen, columns, null)).toBeUndefined();
  });

  it('holds a company admin to their organisation whatever a path names', () => {
    expect(shown(inScope(company, columns, 'c2'))).toEqual({
      sql: '"rows"."company_id" = $1',
      params: ['c1'],
    });
  });

  it('holds a channel admin to their channel where the table has one', () => {
    expect(shown(inScope(channel, columns))).toEqual({
      sql: '("rows"."company_id" = $1 and "rows"."channel_id" = $2)',
      params: ['c1', 'ch1'],
    });
    expect(shown(inScope(channel, { company: rows.companyId }))?.params).toEqual(['c1']);
  });

  it("shows the platform's own rows to every organisation where they are shared", () => {
    expect(shown(inScope(company, { company: rows.companyId, platformRowsShared: true }))).toEqual({
      sql: '("rows"."company_id" = $1 or "rows"."company_id" is null)',
      params: ['c1'],
    });
  });

  it('takes SQL expressions for hand-written queries', () => {
    expect(
      shown(inScopeSql(channel, { company: sql`d.company_id`, channel: sql`d.channel_id` })),
    ).toEqual({ sql: '(d.company_id = $1 and d.channel_id = $2)', params: ['c1', 'ch1'] });
  });
});
