import { eq, sql } from 'drizzle-orm';
import type { MessageFile, MessageSummary, MessageUpload } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { adminUsers } from '../../db/schema/admins';
import { contentProviders } from '../../db/schema/channels';
import { messageFiles, messages as m } from '../../db/schema/messages';
import { uploads } from '../../db/schema/uploads';
import { toPacificWallTime } from '../../lib/schedule';
import { firstRecipientsAt } from '../delivery/public';

/** An admin's name as lists show it: first and last name, else the email. */
const senderName = sql<
  string | null
>`coalesce(nullif(trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName}), ''), ${adminUsers.email})`;

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
};

/** Messages with their channel and file, never the file's content. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(m)
    .leftJoin(contentProviders, eq(contentProviders.id, m.contentProviderId))
    .leftJoin(adminUsers, eq(adminUsers.id, m.createdBy))
    .leftJoin(messageFiles, eq(messageFiles.id, m.fileId))
    .leftJoin(uploads, eq(uploads.id, m.uploadId));
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
