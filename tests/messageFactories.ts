import type { AudienceCount, MessageDetail, MessageReceipt } from '../contract/messages';
import type { Campaign } from '../contract/campaigns';
import type {
  ChannelDelivery,
  DeliveryFailures,
  MessageDelivery,
} from '../contract/messageDelivery';
import type { RecipientMessage } from '../contract/recipientMessages';
import type { SequenceStep } from '../contract/sequences';
import type { Upload } from '../contract/uploads';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `20000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildMessage(overrides: Partial<MessageDetail> = {}): MessageDetail {
  return {
    _id: nextId(),
    type: 'Regular Message',
    title: `Notice ${sequence}`,
    push_message: 'Meeting tonight at 7',
    message: '<p>Meeting tonight at 7 in the hall.</p>',
    device: 'all',
    deliveryMode: 'fallback',
    sentBy: { _id: '30000000-0000-4000-8000-000000000001', name: 'Ada Admin' },
    cp_id: null,
    cp_name: 'Acme News',
    isReadRequired: false,
    enableFeedback: false,
    url: null,
    html_file: null,
    scheduleType: 'now',
    schedule_date: null,
    schedule_time: null,
    schedule_days: [],
    userTimeZone: 'America/Los_Angeles',
    status: 0,
    recipients: 3,
    sent: 3,
    read: 1,
    dateCreated: '2026-01-15 09:30:00',
    nextSendAt: null,
    audience: { kind: 'all' },
    ...overrides,
  };
}

export function buildReceipt(overrides: Partial<MessageReceipt> = {}): MessageReceipt {
  return {
    _id: nextId(),
    is_read: false,
    readResponse: false,
    confirmed: false,
    feedback: null,
    feedbackComment: null,
    channel: 'push',
    sentAt: '2026-01-15 09:30:00',
    readAt: null,
    userInfo: { fullName: `Member ${sequence}`, email: `member${sequence}@app.test` },
    ...overrides,
  };
}

export function buildAudienceCount(overrides: Partial<AudienceCount> = {}): AudienceCount {
  const count = {
    total: 120,
    push: 100,
    sms: 15,
    email: 4,
    none: 1,
    suspended: 0,
    notFollowing: null,
    optedOut: { push: 0, sms: 0, email: 0 },
    creditsNeeded: 15,
    creditsRemaining: 500,
    capped: 0,
    ...overrides,
  };
  // The two reach figures follow the parts, as the server's withReach makes them.
  return {
    ...count,
    reached: overrides.reached ?? count.push + count.sms + count.email,
    notReachable:
      overrides.notReachable ?? count.none + count.suspended + (count.notFollowing?.users ?? 0),
  };
}

export function buildRecipientMessage(overrides: Partial<RecipientMessage> = {}): RecipientMessage {
  return {
    _id: nextId(),
    type: 'Regular Message',
    title: 'Strike vote on Friday',
    push_message: 'Vote on Friday',
    message: '<p>Polls open at <b>8am</b>.</p>',
    url: null,
    cp_name: 'Acme News',
    isReadRequired: false,
    enableFeedback: false,
    fileUrl: null,
    fileName: null,
    media: null,
    sentAt: '2026-01-15 09:30:00',
    receipt: { is_read: false, readResponse: false, feedback: null, feedbackComment: null },
    ...overrides,
  };
}

export function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    _id: nextId(),
    companyID: 'acme',
    title: `Campaign ${sequence}`,
    message: 'You earned a reward',
    schedule_date: '2026-02-01',
    schedule_time: '09:00',
    repeat: false,
    target: ['all'],
    phone: null,
    url: null,
    userTimeZone: 'America/Los_Angeles',
    status: 1,
    sent: 0,
    read: 0,
    dateCreated: '2026-01-10 08:00:00',
    ...overrides,
  };
}

export function buildSequenceStep(overrides: Partial<SequenceStep> = {}): SequenceStep {
  return {
    _id: nextId(),
    cp_id: null,
    label: `Step ${sequence}`,
    interval: 1,
    module: '',
    title: 'Welcome',
    pushMessage: 'Welcome aboard',
    message: '<p>Welcome</p>',
    isActive: true,
    html_file: null,
    sent: 0,
    read: 0,
    dateCreated: '2026-01-10 08:00:00',
    ...overrides,
  };
}

/** An uploaded file as GET /upload lists it (a compose page's Vocast, Vidcast or document). */
export function buildUpload(overrides: Partial<Upload> = {}): Upload {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    kind: 'audio',
    title: 'Welcome message',
    description: '',
    contentType: 'audio/mpeg',
    fileName: 'welcome-message.mp3',
    size: 18_540,
    sha256: 'a'.repeat(64),
    channelID: null,
    channelName: null,
    companyID: 'acme',
    contentUrl: `/upload/${_id}/content`,
    playbackUrl: `/upload/${_id}/play?expires=1900000000&signature=${'s'.repeat(43)}`,
    durationSeconds: 3.1,
    durationPending: false,
    views: 0,
    bytesSent: 0,
    conversion: 'none',
    dateCreated: '2026-05-01T09:00:00.000Z',
    dateUpdated: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** One channel's rows as GET /message/delivery answers them: all accepted unless told. */
export function buildChannelDelivery(
  overrides: Partial<Omit<ChannelDelivery, 'failed'>> & { failed?: Partial<DeliveryFailures> } = {},
): ChannelDelivery {
  const queued = overrides.queued ?? 3;
  const sent = overrides.sent ?? queued;
  const failed = {
    no_device: 0,
    unregistered: 0,
    rejected: 0,
    unavailable: 0,
    timeout: 0,
    throttled: 0,
    no_provider: 0,
    ...overrides.failed,
  };
  const failedTotal = Object.values(failed).reduce((sum, n) => sum + n, 0);
  return {
    channel: 'push',
    queued,
    stored: 0,
    sent,
    failedTotal,
    handed: sent + failedTotal,
    waiting: Math.max(0, queued - sent - failedTotal),
    firstSentAt: '2026-01-15T17:30:01.000Z',
    lastSentAt: '2026-01-15T17:30:02.000Z',
    ...overrides,
    failed,
  };
}

/** A message's delivery, by default every row handed over and accepted. */
export function buildDelivery(
  messageId: string,
  overrides: Partial<MessageDelivery> = {},
): MessageDelivery {
  const channels = overrides.channels ?? [buildChannelDelivery()];
  const sum = (pick: (c: ChannelDelivery) => number) =>
    channels.reduce((total, channel) => total + pick(channel), 0);
  return {
    messageId,
    state: 'sent',
    recurring: false,
    occurrences: 1,
    occurrenceId: '40000000-0000-4000-8000-000000000001',
    dueAt: '2026-01-15T17:30:00.000Z',
    fanOut: { inProgress: false, recipientsWritten: sum((c) => c.queued + c.stored), audience: 3 },
    channels,
    totals: {
      queued: sum((c) => c.queued),
      stored: sum((c) => c.stored),
      sent: sum((c) => c.sent),
      failed: sum((c) => c.failedTotal),
      handed: sum((c) => c.handed),
      waiting: sum((c) => c.waiting),
    },
    rate: null,
    rateOver: null,
    secondsLeft: 0,
    checkedAt: '2026-01-15T17:30:03.000Z',
    ...overrides,
  };
}
