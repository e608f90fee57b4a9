import { desc, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { auditLog, type AuditLogRow } from '../../db/schema/auditLog';
import { bearer, type TestApp } from '../../../tests/api/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests as a demo admin, and the audit entries they leave. */
export function auditLogTestKit(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (email: string) => {
    const cached = tokens.get(email) ?? t.tokenFor(email);
    tokens.set(email, cached);
    return cached;
  };

  async function call(
    email: string,
    method: Method,
    url: string,
    options: { payload?: InjectOptions['payload']; company?: string } = {},
  ) {
    const headers = {
      ...bearer(await tokenFor(email)),
      ...(options.company ? { companyID: options.company } : {}),
    };
    return t.app.inject({ method, url, headers, payload: options.payload });
  }

  /** Every entry, newest first. */
  const entries = (): Promise<AuditLogRow[]> =>
    t.db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id));

  async function entryCount(): Promise<number> {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    return row?.n ?? 0;
  }

  /** The entries written since `before` entries were there, oldest first. */
  async function newEntries(before: number): Promise<AuditLogRow[]> {
    const all = await entries();
    return all.slice(0, all.length - before).reverse();
  }

  return { call, tokenFor, entries, entryCount, newEntries };
}
