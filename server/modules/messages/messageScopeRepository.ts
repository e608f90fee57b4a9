import { and, eq, sql, type SQL } from 'drizzle-orm';
import { inScope } from '../../db/inScope';
import { messages as m } from '../../db/schema/messages';
import type { Scope } from '../../plugins/tenancy';

export type MessageKind = 'message' | 'campaign' | 'sequence';

/**
 * The live messages of one kind a scope may see: its company's (every company's for a platform
 * admin with none chosen), and for a channel admin only its channel's.
 */
export function messagesInScope(scope: Scope, kind: MessageKind): SQL {
  const own = inScope(scope, { company: m.companyId, channel: m.contentProviderId });
  return and(eq(m.kind, kind), eq(m.isDeleted, false), own) ?? sql`false`;
}
