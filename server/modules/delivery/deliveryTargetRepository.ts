import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DEVICES, type Device } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { contentProviders } from '../../db/schema/channels';
import { messages } from '../../db/schema/messages';
import { mobileUsers as u } from '../../db/schema/mobileUsers';
import { audienceCondition, reachChannel, type SendingChannel } from './audienceSqlRepository';
import { loadRecipientRules, type RecipientRules } from './recipientRulesRepository';
import { loadSendingChannel } from './sendingChannelRepository';
import { loadDeliveryLanguages, type DeliveryLanguages } from './messageVariantsRepository';
import {
  abTestCondition,
  loadAbTestDelivery,
  type AbTestDelivery,
} from './abTestDeliveryRepository';
import { withSegment } from './segmentAudienceRepository';

export type MessageRow = typeof messages.$inferSelect;

/** A message ready to send: its row, its sending channel, and who and how it reaches. */
export interface DeliveryTarget {
  message: MessageRow;
  channel: SendingChannel;
  /** Over mobile_users: the users the message goes to. */
  condition: SQL;
  /** Over mobile_users: push, sms, email or none, by the message's stored delivery choice. */
  reach: SQL<string>;
  /** The company's quiet hours and frequency cap, applied on each recipient's clock. */
  rules: RecipientRules;
  /** The message's variants by language; none: everyone gets its own text. */
  languages: DeliveryLanguages;
  /** The message's A/B test's part: its sample with their variants, or the rest; null: none. */
  abTest?: AbTestDelivery | null;
}

const asDevice = (value: string): Device =>
  (DEVICES as readonly string[]).includes(value) ? (value as Device) : 'all';

/** The company's default channel, for a message written without one (a platform campaign). */
async function defaultChannelOf(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: contentProviders.id })
    .from(contentProviders)
    .where(
      and(
        eq(contentProviders.companyId, companyId),
        eq(contentProviders.isCompanyDefault, true),
        eq(contentProviders.isDeleted, 0),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Builds the audience of a stored message, or null when its channel is gone. Sequence steps
 * reach the step channel's followers even on the default channel: the interval counts from
 * the day a user followed it.
 */
export async function loadDeliveryTarget(
  db: Database,
  message: MessageRow,
): Promise<DeliveryTarget | null> {
  const channelId = message.contentProviderId ?? (await defaultChannelOf(db, message.companyId));
  if (!channelId) return null;
  const loaded = await loadSendingChannel(db, message.companyId, channelId);
  if (!loaded) return null;
  const channel = message.kind === 'sequence' ? { ...loaded, isCompanyDefault: false } : loaded;
  // A saved segment is evaluated now, as the send goes out (or each batch of a sequence step),
  // read as the walk over members reads it.
  const audience = await withSegment(
    db,
    { channel, device: asDevice(message.device), audience: message.audience },
    new Date(),
    { walk: true },
  );
  const parts: SQL[] = [audienceCondition(audience)];
  // Award campaigns name their platforms as a list instead of one device.
  const targets = message.targets
    .map((t) => t.toLowerCase())
    .filter((t) => t !== 'all' && (DEVICES as readonly string[]).includes(t));
  if (message.kind === 'campaign' && targets.length > 0)
    parts.push(sql`lower(${u.platform}) = any(${`{${targets.join(',')}}`}::text[])`);
  const abTest = message.kind === 'message' ? await loadAbTestDelivery(db, message.id) : null;
  if (abTest) parts.push(abTestCondition(abTest));
  return {
    message,
    channel,
    condition: and(...parts) ?? sql`false`,
    reach: reachChannel(channel, message.deliveryMode),
    rules: await loadRecipientRules(db, message.companyId),
    languages: await loadDeliveryLanguages(db, message.id, message.companyId),
    abTest,
  };
}

export async function loadMessage(db: Database, messageId: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row ?? null;
}
