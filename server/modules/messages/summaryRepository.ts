import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AB_TEST_STATES } from '../../../contract/abTests';
import type { MessageReview } from '../../../contract/messageReviewState';
import type { MessageFile, MessageSummary, MessageUpload } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { abTests } from '../../db/schema/abTests';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { messageFiles, messageOccurrences, messages as m } from '../../db/schema/messages';
import { messageReceiptCounts } from '../../db/schema/messageReceiptCounts';
import { segments } from '../../db/schema/segments';
import { uploads } from '../../db/schema/uploads';
import { toPacificWallTime } from '../../lib/schedule';
import { DECIDE_AT_SQL, firstRecipientsAt } from '../delivery/public';

/** An admin's name as lists show it: first and last name, else the email. */
const nameOf = (admin: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(${admin.firstName} || ' ' || ${admin.lastName}), ''), ${admin.email})`;
const senderName = nameOf(adminUsers);
/** Who submitted the message for review, and who approved or returned it. */
const reviewSubmitter = alias(adminUsers, 'review_submitter');
const reviewer = alias(adminUsers, 'reviewer');

/** The saved segment a 'users' audience names, as text, or null. */
const audienceSegmentId = sql`(${m.audience} -> 'filter' ->> 'segmentId')`;
/** Its name now; null when it names none or the segment is gone. */
const segmentName = sql<string | null>`case when ${audienceSegmentId} is not null then
  (select s.name from ${segments} s
    where s.id::text = ${audienceSegmentId} and s.company_id = ${m.companyId}) end`;
/**
 * How many the latest send that has started reached, from its kept receipt counters (the rule
 * evaluated when it went out); null before any went out. Only for an audience of a segment.
 */
const segmentReached = sql<string | number | null>`case when ${audienceSegmentId} is not null then
  (select coalesce(c.total, 0) from ${messageOccurrences} o
    left join ${messageReceiptCounts} c on c.occurrence_id = o.id
    where o.message_id = ${m.id} and o.state in ('sending', 'done')
    order by o.due_at desc limit 1) end`;

/**
 * Where a test `t` stands, as the result page says it (abTestRepository.ts): sent to the rest
 * once the winner's message is sent, winner chosen before, waiting for the sender's choice once
 * a manual test's time to decide has come, testing otherwise. Only ever run for a message that
 * has a test, so the decide time's look at the test's occurrences costs plain messages nothing.
 */
const abTestState = sql`case
  when t.winner is not null then case when (select r.status from ${m} r
    where r.id = t.remainder_message_id) = 0 then 'sentToRest' else 'winnerChosen' end
  when t.decision = 'manual' and ${DECIDE_AT_SQL} <= now() then 'awaitingChoice'
  else 'testing' end`;

/**
 * The A/B test a message belongs to, as `test:<variants>:<test message id>:<state>:<winner>`
 * (its sample's message) or `winner:…` (the winner sent to the rest), else null: two lookups by
 * the tests' unique indexes.
 */
const abTestOfMessage = sql<string | null>`coalesce(
  (select 'test:' || t.variant_count || ':' || t.message_id || ':' || ${abTestState} || ':'
      || coalesce(t.winner::text, '') from ${abTests} t
    where t.message_id = ${m.id}),
  (select 'winner:' || t.variant_count || ':' || t.message_id || ':' || ${abTestState} || ':'
      || coalesce(t.winner::text, '') from ${abTests} t
    where t.remainder_message_id = ${m.id}))`;

/**
 * The columns a message's summary is made of: the row, its channel's name, who wrote it, its
 * file's facts.
 */
export const summaryColumns = {
  message: m,
  cpName: contentProviders.clientName,
  senderName,
  fileName: messageFiles.name,
  fileType: messageFiles.mimeType,
  fileSize: messageFiles.size,
  uploadKind: uploads.kind,
  uploadTitle: uploads.title,
  uploadType: uploads.contentType,
  uploadDuration: uploads.durationSeconds,
  reviewSubmitterName: nameOf(reviewSubmitter),
  reviewerName: nameOf(reviewer),
  segmentName,
  segmentReached,
  abTest: abTestOfMessage,
};

/** Messages with their channel and file, never the file's content. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(m)
    .leftJoin(contentProviders, eq(contentProviders.id, m.contentProviderId))
    .leftJoin(adminUsers, eq(adminUsers.id, m.createdBy))
    .leftJoin(messageFiles, eq(messageFiles.id, m.fileId))
    .leftJoin(uploads, eq(uploads.id, m.uploadId))
    .leftJoin(reviewSubmitter, eq(reviewSubmitter.id, m.reviewSubmittedBy))
    .leftJoin(reviewer, eq(reviewer.id, m.reviewedBy));
}

export interface SummaryRow {
  message: typeof m.$inferSelect;
  cpName: string | null;
  senderName: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
  uploadKind: string | null;
  uploadTitle: string | null;
  uploadType: string | null;
  uploadDuration: number | null;
  reviewSubmitterName: string | null;
  reviewerName: string | null;
  segmentName: string | null;
  segmentReached: string | number | null;
  abTest: string | null;
}

/** The A/B test the message is part of, as the wire answers it. */
function abTestOf(row: SummaryRow): MessageSummary['abTest'] {
  const [role, variants, testMessageId, state, winner] = row.abTest?.split(':') ?? [];
  if ((role !== 'test' && role !== 'winner') || !testMessageId) return undefined;
  const known = AB_TEST_STATES.find((s) => s === state);
  return {
    role,
    testMessageId,
    variants: Number(variants),
    ...(known ? { state: known } : {}),
    winner: winner ? Number(winner) : null,
  };
}

/** The saved segment the audience names, its name now and the count its latest send reached. */
function segmentOf(row: SummaryRow): MessageSummary['segment'] {
  const { audience } = row.message;
  const id = audience.kind === 'users' ? audience.filter.segmentId : undefined;
  if (typeof id !== 'string') return undefined;
  const reached = row.segmentReached === null ? null : Number(row.segmentReached);
  return { _id: id, name: row.segmentName, reached };
}

/** The message's review as the wire answers it, or null when it needed none. */
export function reviewOf(row: SummaryRow): MessageReview | null {
  const message = row.message;
  if (message.reviewState === null) return null;
  const ref = (id: string | null, name: string | null) =>
    id !== null && name !== null ? { _id: id, name } : null;
  return {
    state: message.reviewState,
    submittedBy: ref(message.reviewSubmittedBy, row.reviewSubmitterName),
    submittedAt: (message.reviewSubmittedAt ?? message.dateCreated).toISOString(),
    reviewedBy: ref(message.reviewedBy, row.reviewerName),
    reviewedAt: message.reviewedAt?.toISOString() ?? null,
    comment: message.reviewComment,
  };
}

/** The uploaded file the message carries, served by GET /upload/{id}/content. */
export function uploadOf(row: SummaryRow): MessageUpload | null {
  const { uploadId } = row.message;
  if (!uploadId || row.uploadKind === null) return null;
  return {
    _id: uploadId,
    kind: row.uploadKind,
    title: row.uploadTitle ?? '',
    contentType: row.uploadType ?? 'application/octet-stream',
    durationSeconds: row.uploadDuration,
    contentUrl: `/upload/${uploadId}/content`,
  };
}

export function fileOf(row: SummaryRow): MessageFile | null {
  const { fileId } = row.message;
  if (!fileId || row.fileName === null) return null;
  return {
    _id: fileId,
    name: row.fileName,
    mimeType: row.fileType ?? 'application/octet-stream',
    size: row.fileSize ?? 0,
  };
}

export function toSummary(row: SummaryRow): MessageSummary {
  const message = row.message;
  return {
    _id: message.id,
    type: message.type,
    title: message.title,
    push_message: message.pushMessage,
    device: message.device,
    deliveryMode: message.deliveryMode,
    sentBy:
      message.createdBy && row.senderName !== null
        ? { _id: message.createdBy, name: row.senderName }
        : null,
    cp_id: message.contentProviderId,
    cp_name: row.cpName,
    isReadRequired: message.isReadRequired,
    enableFeedback: message.enableFeedback,
    url: message.url,
    html_file: fileOf(row),
    upload: uploadOf(row),
    scheduleType: message.scheduleType,
    schedule_date: message.scheduleDate,
    schedule_time: message.scheduleTime,
    schedule_days: message.scheduleDays,
    userTimeZone: message.timeZone,
    // Only said when true, so every other message's summary stays as it was.
    ...(message.localTimeSend ? { localTime: true } : {}),
    status: message.status,
    recipients: message.recipients,
    sent: message.sent,
    read: message.read,
    dateCreated: toPacificWallTime(message.dateCreated),
    nextSendAt: message.nextDueAt ? toPacificWallTime(message.nextDueAt) : null,
    followUpOf: message.followUpOf,
    reminders:
      message.reminderTimes > 0 && message.reminderAfterHours !== null
        ? { afterHours: message.reminderAfterHours, times: message.reminderTimes }
        : null,
    // Only said when set, so every other message's summary stays as it was.
    ...(message.pushImage ? { pushImage: message.pushImage } : {}),
    ...(message.pushButtons.length > 0 ? { pushButtons: message.pushButtons } : {}),
    // Only said when it needed review, so every other message's summary stays as it was.
    ...(message.reviewState !== null ? { review: reviewOf(row) } : {}),
    // Only said for an audience of a saved segment.
    ...(segmentOf(row) ? { segment: segmentOf(row) } : {}),
    ...(abTestOf(row) ? { abTest: abTestOf(row) } : {}),
  };
}

/**
 * A summary with its next send as the screens show it. A local-time send still to go is due when
 * the first zone on earth (UTC+14) reaches its time, whether or not anyone is there; what the
 * history and the detail show is when its first recipients get it, the instant compose's zones
 * line said (delivery's firstRecipientsAt, the same zone span over the same audience). Any other
 * message, or one that reaches nobody, keeps its due time.
 */
export async function withNextSend(
  db: Database,
  message: SummaryRow['message'],
  summary: MessageSummary,
): Promise<MessageSummary> {
  if (!message.localTimeSend || !message.nextDueAt) return summary;
  const first = await firstRecipientsAt(db, message);
  return first ? { ...summary, nextSendAt: toPacificWallTime(first) } : summary;
}
