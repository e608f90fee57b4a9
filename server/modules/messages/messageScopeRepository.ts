import { and, eq, sql, type SQL } from 'drizzle-orm';
import { messages as m } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';

export type MessageKind = 'message' | 'campaign' | 'sequence';

/**
 * The live messages of one kind a scope may see: its company's (every company's for a platform
 * admin with none chosen), and for a channel admin only its channel's.
 */
export function messagesInScope(scope: Scope, kind: MessageKind): SQL {
  const conditions: (SQL | undefined)[] = [eq(m.kind, kind), eq(m.isDeleted, false)];
  if (scope.companyId) conditions.push(eq(m.companyId, scope.companyId));
  if (scope.kind === 'channel') conditions.push(eq(m.contentProviderId, scope.channelId));
  return and(...conditions) ?? sql`false`;
}
