import type { Static } from '@sinclair/typebox';
import type { FollowUpBody } from '../../../contract/messageBoard';
import {
  DEVICES,
  type AudienceCount,
  type AudienceCountBody,
  type DeliveryMode,
  type ScheduleMessageBody,
  type SendMessageBody,
  type SentMessageResponse,
} from '../../../contract/messages';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import {
  countAudience,
  latestSentOccurrence,
  loadSendingChannel,
  modeAllowed,
  type SendingChannel,
} from '../delivery/public';
import type { ScheduleSpec } from '../../lib/schedule';
import type { UploadedFile } from './messageForm';
import { sanitizeMessageHtml } from './sanitizeHtml';
import { checkMergeFields } from './mergeFieldCheck';
import { checkedVariants } from './variantsInput';
import { checkedAbTest } from './abTestInput';
import { insertAbTest } from './abTestRepository';
import { companyDefaultLanguage } from './variantsRepository';
import { checkedMessageUpload } from './messageUpload';
import { checkedLink } from './messageLink';
import { checkedRichPush } from '../../lib/richPushInput';
import { checkedSchedule } from './scheduleInput';
import { fieldError } from '../../lib/errors';
import { checkedAudience, resolveSendingChannel } from './sender';
import { toSummary, withNextSend } from './summaryRepository';
import { findMessageInScope, insertMessage, readSummaryRow, storeFollowUp } from './sendRepository';
import { reviewRequired } from '../../../contract/messageReviewState';
import { reviewColumnsFor, reviewSettingOf } from './reviewGateRepository';

type Sent = Static<typeof SentMessageResponse>['data'];

const noRecipients = () => new AppError('error_no_recipients', 'No app users match this audience.');

const noCredits = (count: AudienceCount) =>
  new AppError(
    'error_no_text_credits',
    `These SMS need ${count.creditsNeeded} off-app text credits; the channel has ${count.creditsRemaining}.`,
  );

const DELIVERY_REFUSED: Record<Exclude<DeliveryMode, 'fallback' | 'push'>, string> = {
  sms: 'This channel does not send SMS: choose push, or push with fallback.',
  email: 'Neither this channel nor its organisation allows email: choose push, or SMS.',
};

/** A delivery choice the channel (or for email its organisation) does not allow is refused. */
function checkedMode(channel: SendingChannel, mode: DeliveryMode | undefined): DeliveryMode {
  const chosen = mode ?? 'fallback';
  if (chosen === 'fallback' || chosen === 'push' || modeAllowed(channel, chosen)) return chosen;
  throw new AppError('error_delivery_not_allowed', DELIVERY_REFUSED[chosen]);
}

const notSentYet = () => new AppError('validation_error', 'This message has not gone out yet.');

/** Reminders only make sense for a message that asks its recipients for something. */
function checkedReminders(body: SendMessageBody) {
  if (!body.reminders) return { reminderAfterHours: null, reminderTimes: 0 };
  if (!body.isReadRequired && !body.enableFeedback)
    throw fieldError('reminders', 'need a message that asks for confirmation or feedback');
  return { reminderAfterHours: body.reminders.afterHours, reminderTimes: body.reminders.times };
}

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
    const mode = checkedMode(channel, body.deliveryMode);
    const count = await countAudience(
      db,
      { channel, device: body.device, audience, mode },
      clock(),
      body.localAt ?? null,
    );
    return { channel, audience, mode, count };
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
    schedule: { spec: ScheduleSpec; firstDueAt: Date | null; localTimeSend: boolean },
  ): Promise<Sent> {
    const url = checkedLink(body.url);
    const richPush = checkedRichPush(body);
    const { channel, audience, mode, count } = await prepare(scope, body);
    const reminders = checkedReminders(body);
    const html = sanitizeMessageHtml(body.message);
    await checkMergeFields(db, channel.companyId, {
      title: body.title,
      push_message: body.push_message,
      message: html,
    });
    // The own texts are in the organisation's default language as it is at the send.
    const language = await companyDefaultLanguage(db, channel.companyId);
    const variants = await checkedVariants(db, channel.companyId, language, body.variants ?? []);
    const uploadId = await checkedMessageUpload(db, channel, adminId, body, file);
    const now = clock();
    const sendsNow = schedule.spec.scheduleType === 'now';
    const abTest = await checkedAbTest(db, channel.companyId, body, sendsNow, now);
    // Refused at submission even when it will wait for an approver (the approval checks again).
    if (sendsNow) {
      if (count.total === 0) throw noRecipients();
      if (count.creditsNeeded > count.creditsRemaining) throw noCredits(count);
    }
    const review = await reviewColumnsFor(db, channel.companyId, count.total, adminId, now);
    const id = await insertMessage(
      db,
      file,
      {
        companyId: channel.companyId,
        contentProviderId: channel.channelId,
        createdBy: adminId,
        kind: 'message',
        type: body.type,
        title: body.title.trim(),
        pushMessage: body.push_message,
        message: html,
        language,
        url,
        device: body.device,
        deliveryMode: mode,
        isReadRequired: body.isReadRequired,
        enableFeedback: body.enableFeedback,
        urgent: body.urgent ?? false,
        uploadId,
        audience,
        scheduleType: schedule.spec.scheduleType,
        scheduleDate: schedule.spec.scheduleDate,
        scheduleTime: schedule.spec.scheduleTime,
        scheduleDays: schedule.spec.scheduleDays,
        timeZone: schedule.spec.timeZone,
        localTimeSend: schedule.localTimeSend,
        nextDueAt: schedule.firstDueAt,
        status: 1,
        recipients: count.total,
        notFollowing: count.notFollowing,
        dateCreated: now,
        ...reminders,
        ...richPush,
        ...review,
      },
      // One awaiting its approver gets its occurrence when approved (reviewService.ts).
      sendsNow && review.reviewState === null ? now : null,
      variants,
      abTest
        ? (tx, messageId) => insertAbTest(tx, channel.companyId, messageId, abTest)
        : undefined,
    );
    return {
      message: await summaryOf(id),
      audience: { ...count, needsReview: review.reviewState !== null },
    };
  }

  /** The summary of a stored message, as the send calls answer it. */
  async function summaryOf(id: string) {
    const full = await readSummaryRow(db, id);
    if (!full) throw new Error('the stored message could not be read back');
    return withNextSend(db, full.message, toSummary(full));
  }

  /**
   * A follow-up to those who have not confirmed a message: written with its audience frozen
   * (delivery's writeFollowUp) and refused, storing nothing, when nobody is left to remind or
   * its SMS lack credits.
   */
  async function followUp(
    scope: Scope,
    adminId: string,
    originalId: string,
    body: FollowUpBody,
  ): Promise<Sent> {
    const original = await findMessageInScope(db, scope, originalId);
    if (!original?.contentProviderId) throw notFound('Message');
    const channel = await loadSendingChannel(db, original.companyId, original.contentProviderId);
    if (!channel) throw notFound('Channel');
    const occurrence = await latestSentOccurrence(db, original.id);
    if (!occurrence) throw notSentYet();
    await checkMergeFields(db, original.companyId, {
      title: body.title,
      push_message: body.push_message,
      message: '',
    });
    const now = clock();
    const {
      id,
      checked: count,
      review,
    } = await storeFollowUp(
      db,
      {
        originalId: original.id,
        occurrenceId: occurrence.id,
        title: body.title.trim(),
        pushMessage: body.push_message,
        createdBy: adminId,
        reminderNumber: null,
        now,
      },
      async (stored) => {
        const reach = await countAudience(db, {
          channel,
          device: DEVICES.find((device) => device === stored.device) ?? 'all',
          audience: stored.audience,
          mode: stored.deliveryMode,
        });
        if (reach.total === 0) throw noRecipients();
        if (reach.creditsNeeded > reach.creditsRemaining) throw noCredits(reach);
        return reach;
      },
      // A follow-up is a new message to its frozen audience: the same rule holds it back.
      (reach) => reviewColumnsFor(db, original.companyId, reach.total, adminId, now),
    );
    return {
      message: await summaryOf(id),
      audience: { ...count, needsReview: review.reviewState !== null },
    };
  }

  return {
    followUp,

    /** How many the message would reach now, by channel, and the credits its SMS would use. */
    async count(scope: Scope, body: AudienceCountBody): Promise<AudienceCount> {
      const { channel, count } = await prepare(scope, body);
      const setting = await reviewSettingOf(db, channel.companyId);
      return { ...count, needsReview: reviewRequired(setting, count.total) };
    },

    /** Send now: refused, storing nothing, when it reaches nobody or the SMS lack credits. */
    sendNow(scope: Scope, adminId: string, body: SendMessageBody, file: UploadedFile | null) {
      return store(scope, adminId, body, file, {
        spec: SEND_NOW,
        firstDueAt: null,
        localTimeSend: false,
      });
    },

    /** Schedule: stored with its first due time; the scheduler makes the occurrences. */
    schedule(scope: Scope, adminId: string, body: ScheduleMessageBody, file: UploadedFile | null) {
      return store(scope, adminId, body, file, checkedSchedule(body, clock()));
    },
  };
}

export type MessageSender = ReturnType<typeof createMessageSender>;
