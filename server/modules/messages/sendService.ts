import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type {
  AudienceCount,
  AudienceCountBody,
  ScheduleMessageBody,
  SendMessageBody,
  SentMessageResponse,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { messageFiles, messageOccurrences, messages } from '../../db/schema/messages';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { countAudience } from '../delivery/public';
import type { ScheduleSpec } from '../../lib/schedule';
import type { UploadedFile } from './messageForm';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { checkedMessageUpload } from './messageUpload';
import { checkedSchedule } from './scheduleInput';
import { checkedAudience, resolveSendingChannel } from './sender';
import { selectSummaries, toSummary } from './summary';

type Sent = Static<typeof SentMessageResponse>['data'];

const noRecipients = () =>
  new AppError(400, 'error_no_recipients', 'No app users match this audience.');

const noCredits = (count: AudienceCount) =>
  new AppError(
    402,
    'error_no_text_credits',
    `These SMS need ${count.creditsNeeded} off-app text credits; the channel has ${count.creditsRemaining}.`,
  );

const SEND_NOW: ScheduleSpec = {
  scheduleType: 'now',
  scheduleDate: null,
  scheduleTime: null,
  scheduleDays: [],
  timeZone: 'America/Los_Angeles',
};

export function createMessageSender(db: Database, clock: () => Date = () => new Date()) {
  async function prepare(scope: Scope, body: AudienceCountBody) {
    const channel = await resolveSendingChannel(db, scope, body.cpId);
    const audience = await checkedAudience(db, scope, body.audience);
    const count = await countAudience(db, { channel, device: body.device, audience });
    return { channel, audience, count };
  }

  /**
   * Stores the message (and its file) and, for send-now, its one pending occurrence, in one
   * transaction: the delivery engine takes it from there.
   */
  async function store(
    scope: Scope,
    adminId: string,
    body: SendMessageBody,
    file: UploadedFile | null,
    schedule: { spec: ScheduleSpec; firstDueAt: Date | null },
  ): Promise<Sent> {
    const { channel, audience, count } = await prepare(scope, body);
    const uploadId = await checkedMessageUpload(db, channel, adminId, body, file);
    const now = clock();
    if (schedule.spec.scheduleType === 'now') {
      if (count.total === 0) throw noRecipients();
      if (count.creditsNeeded > count.creditsRemaining) throw noCredits(count);
    }
    const row = await db.transaction(async (tx) => {
      const [stored] = file
        ? await tx
            .insert(messageFiles)
            .values({
              companyId: channel.companyId,
              name: file.name,
              mimeType: file.mimeType,
              size: file.content.length,
              content: file.content,
            })
            .returning({ id: messageFiles.id })
        : [];
      const [message] = await tx
        .insert(messages)
        .values({
          companyId: channel.companyId,
          contentProviderId: channel.channelId,
          createdBy: adminId,
          kind: 'message',
          type: body.type,
          title: body.title.trim(),
          pushMessage: body.push_message,
          message: sanitizeMessageHtml(body.message),
          url: body.url ?? null,
          device: body.device,
          isReadRequired: body.isReadRequired,
          enableFeedback: body.enableFeedback,
          fileId: stored?.id ?? null,
          uploadId,
          audience,
          scheduleType: schedule.spec.scheduleType,
          scheduleDate: schedule.spec.scheduleDate,
          scheduleTime: schedule.spec.scheduleTime,
          scheduleDays: schedule.spec.scheduleDays,
          timeZone: schedule.spec.timeZone,
          nextDueAt: schedule.firstDueAt,
          status: 1,
          recipients: count.total,
          dateCreated: now,
        })
        .returning();
      if (!message) throw new Error('the message insert returned no row');
      if (schedule.spec.scheduleType === 'now')
        await tx.insert(messageOccurrences).values({ messageId: message.id, dueAt: now });
      return message;
    });
    const [full] = await selectSummaries(db).where(eq(messages.id, row.id));
    if (!full) throw new Error('the stored message could not be read back');
    return { message: toSummary(full), audience: count };
  }

  return {
    /** How many the message would reach now, by channel, and the credits its SMS would use. */
    async count(scope: Scope, body: AudienceCountBody): Promise<AudienceCount> {
      return (await prepare(scope, body)).count;
    },

    /** Send now: refused, storing nothing, when it reaches nobody or the SMS lack credits. */
    sendNow(scope: Scope, adminId: string, body: SendMessageBody, file: UploadedFile | null) {
      return store(scope, adminId, body, file, { spec: SEND_NOW, firstDueAt: null });
    },

    /** Schedule: stored with its first due time; the scheduler makes the occurrences. */
    schedule(scope: Scope, adminId: string, body: ScheduleMessageBody, file: UploadedFile | null) {
      return store(scope, adminId, body, file, checkedSchedule(body, clock()));
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
