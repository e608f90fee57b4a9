import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  messageFiles,
  messageOccurrences,
  messages,
  messageVariants,
} from '../../db/schema/messages';
import { adminUsers } from '../../db/schema/admins';
import { userGroups } from '../../db/schema/userGroups';
import type { Scope } from '../../plugins/tenancy';
import { writeFollowUp } from '../delivery/public';
import { groupScope } from '../userGroups/public';
import { messagesInScope } from './messageScopeRepository';
import { selectSummaries } from './summaryRepository';
import type { UploadedFile } from './messageForm';
import type { CheckedVariant } from './variantsInput';
import type { ReviewColumns } from './reviewGateRepository';

type StoredMessage = typeof messages.$inferSelect;
type FollowUpInput = Parameters<typeof writeFollowUp>[1];

/**
 * Stores a message (and its attached file, and its texts in other languages) and, when it goes
 * out now, its one pending occurrence, in one transaction: the delivery engine takes it from
 * there.
 */
export async function insertMessage(
  db: Database,
  file: UploadedFile | null,
  values: Omit<typeof messages.$inferInsert, 'fileId'>,
  dueNow: Date | null,
  variants: CheckedVariant[] = [],
  /** More of the message written in its transaction (its A/B test), before its occurrence. */
  alongside?: (tx: Database, messageId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [stored] = file
      ? await tx
          .insert(messageFiles)
          .values({
            companyId: values.companyId,
            name: file.name,
            mimeType: file.mimeType,
            size: file.content.length,
            content: file.content,
          })
          .returning({ id: messageFiles.id })
      : [];
    const [message] = await tx
      .insert(messages)
      .values({ ...values, fileId: stored?.id ?? null })
      .returning({ id: messages.id });
    if (!message) throw new Error('the message insert returned no row');
    if (variants.length > 0)
      await tx
        .insert(messageVariants)
        .values(variants.map((variant) => ({ messageId: message.id, ...variant })));
    if (alongside) await alongside(tx, message.id);
    if (dueNow)
      await tx.insert(messageOccurrences).values({ messageId: message.id, dueAt: dueNow });
    return message.id;
  });
}

/** One stored message's summary row, or undefined. */
export async function readSummaryRow(db: Database, id: string) {
  const [full] = await selectSummaries(db).where(eq(messages.id, id));
  return full;
}

/** A live message (not a campaign or sequence step) the scope may see, or undefined. */
export async function findMessageInScope(
  db: Database,
  scope: Scope,
  id: string,
): Promise<StoredMessage | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), messagesInScope(scope, 'message')));
  return row;
}

/**
 * Writes a follow-up and hands the stored row to `check`, in one transaction: when `check`
 * throws, nothing is stored. When `reviewOf` (given what `check` answered) holds it for an
 * approver, it is stored with those columns and without its occurrence, which the approval
 * adds.
 */
export async function storeFollowUp<T>(
  db: Database,
  input: FollowUpInput,
  check: (stored: StoredMessage) => Promise<T>,
  reviewOf: (checked: T) => Promise<ReviewColumns>,
): Promise<{ id: string; checked: T; review: ReviewColumns }> {
  return db.transaction(async (tx) => {
    const written = await writeFollowUp(tx, input);
    if (!written) throw new Error('the follow-up insert returned no row');
    const [stored] = await tx.select().from(messages).where(eq(messages.id, written.messageId));
    if (!stored) throw new Error('the follow-up could not be read back');
    const checked = await check(stored);
    const review = await reviewOf(checked);
    if (review.reviewState !== null) {
      await tx.update(messages).set(review).where(eq(messages.id, stored.id));
      await tx.delete(messageOccurrences).where(eq(messageOccurrences.messageId, stored.id));
    }
    return { id: stored.id, checked, review };
  });
}

/** The group of the admin sending, or undefined when they are gone. */
export async function adminGroupOf(db: Database, adminId: string): Promise<number | undefined> {
  const [admin] = await db
    .select({ group: adminUsers.userGroup })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId))
    .limit(1);
  return admin?.group;
}

/** How many of these groups the scope may send to. */
export async function countGroupsInScope(
  db: Database,
  scope: Scope,
  ids: string[],
): Promise<number> {
  const found = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(inArray(userGroups.id, ids), groupScope(scope)));
  return found.length;
}
