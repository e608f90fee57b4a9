import type { Database } from '../../db/client';
import { loadDeliveryTarget, type MessageRow } from './deliveryTargetRepository';
import { localWallTimeOf } from './localTime';
import { zoneSpanOf } from './zoneSpanRepository';

/**
 * When the first of a stored local-time message's recipients get it, as compose's zones line
 * said before it was sent: the same zone span over the message's audience now (the history's
 * and the detail's next send). Null for any other message, or when it reaches nobody.
 */
export async function firstRecipientsAt(db: Database, message: MessageRow): Promise<Date | null> {
  const local = localWallTimeOf(message);
  if (!local) return null;
  const target = await loadDeliveryTarget(db, message);
  if (!target) return null;
  const span = await zoneSpanOf(db, message.companyId, target.condition, target.reach, local);
  return span.firstAt ? new Date(span.firstAt) : null;
}
