import { array, boolean, mixed, number, object, string } from 'yup';
import {
  DELIVERY_MODES,
  DEVICES,
  isHttpsLink,
  MESSAGE_TYPES,
  type DeliveryMode,
  type Device,
  type MessageAudience,
  type MessageType,
  type ScheduleMessageBody,
  type SendMessageBody,
} from '../../../contract/messages';
import { SEARCH_FIELDS, type MobileUserFilter } from '../../../contract/mobileUsers';
import type { UploadKind } from '../../../contract/uploads';
import {
  NO_RICH_PUSH,
  richPushBody,
  richPushRules,
  type RichPushValues,
} from '../../components/richPush/richPushForm';
import { NO_VARIANTS, variantRules, variantsBody, type VariantsValues } from './variantsForm';
import { abTestBody, abTestRules, NO_AB_TEST, type AbTestValues } from './abTestForm';

/** 'segment': a saved segment, sent as a users filter naming only it. */
export type AudienceKind = MessageAudience['kind'] | 'segment';
export type ScheduleKind = 'now' | 'once' | 'weekdays' | 'daily';
export type RegistrationFilter = 'all' | 'registered' | 'unregistered';

/** The users part of the audience: the users list's filter, and who of them were ticked. */
export interface UserPick {
  q: string;
  userType: RegistrationFilter;
  group: string;
  /** 'filter': everyone the filter selects; 'ids': only the ticked users. */
  mode: 'filter' | 'ids';
  userIds: string[];
}

export interface ComposeValues extends RichPushValues, VariantsValues, AbTestValues {
  type: MessageType;
  title: string;
  push_message: string;
  message: string;
  url: string;
  device: Device;
  isReadRequired: boolean;
  enableFeedback: boolean;
  /** Sent through the recipients' quiet hours (the company's delivery rules). */
  urgent: boolean;
  /** How the recipients are reached: push with SMS or email fallback unless chosen otherwise. */
  deliveryMode: DeliveryMode;
  /** '' until a company or platform admin picks the sending channel. */
  cpId: string;
  audienceKind: AudienceKind;
  groups: string[];
  users: UserPick;
  /** The saved segment, for the audience kind 'segment'; '' until one is chosen. */
  segmentId: string;
  schedule: ScheduleKind;
  schedule_date: string;
  schedule_time: string;
  schedule_days: number[];
  /** A once-schedule goes at its date and time on each recipient's own clock. */
  localTime: boolean;
  file: File | null;
  /** Other types than Vocast and Vidcast: attach a new file, or pick an uploaded document. */
  attachFrom: 'new' | 'uploaded';
  /** The uploaded file the message carries, '' for none. */
  uploadId: string;
  /** Reminders to the non-confirmers: every remindAfterHours hours, at most remindTimes. */
  remind: boolean;
  remindAfterHours: number | '';
  remindTimes: number | '';
}

export const NEW_MESSAGE: ComposeValues = {
  type: 'Regular Message',
  title: '',
  push_message: '',
  message: '',
  url: '',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  urgent: false,
  deliveryMode: 'fallback',
  cpId: '',
  audienceKind: 'all',
  groups: [],
  users: { q: '', userType: 'all', group: '', mode: 'filter', userIds: [] },
  segmentId: '',
  schedule: 'now',
  schedule_date: '',
  schedule_time: '',
  schedule_days: [],
  localTime: false,
  file: null,
  attachFrom: 'new',
  uploadId: '',
  remind: false,
  remindAfterHours: 24,
  remindTimes: 1,
  ...NO_RICH_PUSH,
  ...NO_VARIANTS,
  ...NO_AB_TEST,
};

/** Vocast carries an uploaded audio file, Vidcast a video; other types may carry a document. */
export function uploadKindFor(type: MessageType): UploadKind {
  return type === 'Vocast' ? 'audio' : type === 'Vidcast' ? 'video' : 'document';
}

/** Whether the message carries an uploaded file rather than a newly attached one. */
export const carriesUpload = (values: Pick<ComposeValues, 'type' | 'attachFrom'>) =>
  uploadKindFor(values.type) !== 'document' || values.attachFrom === 'uploaded';

const CHOOSE_UPLOAD: Record<UploadKind, string> = {
  audio: 'Choose the audio file.',
  video: 'Choose the video file.',
  document: 'Choose an uploaded document, or attach a new file.',
};

const ATTACHMENT = /\.(html?|pdf)$/i;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * Whether a once-schedule's date and time have passed: on the sender's clock, or for a send in
 * each recipient's local time once the first time zone (UTC+14) has reached them, as the API
 * checks (error_schedule_in_past). An incomplete date or time is not judged here.
 */
export function scheduleIsPast(date: string, time: string, localTime: boolean, at: Date): boolean {
  const parts = DATE_TIME.exec(`${date}T${time}`);
  if (!parts) return false;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = localTime
    ? Date.UTC(year, month - 1, day, hour, minute) - 14 * 3_600_000
    : new Date(year, month - 1, day, hour, minute).getTime();
  return instant <= at.getTime();
}

/** Monday 1 to Sunday 7, as the API counts weekdays, of a day on the sender's clock. */
export const isoWeekday = (at: Date) => ((at.getDay() + 6) % 7) + 1;

/** The bounds of contract/messages.ts SendMessageBody and ScheduleMessageBody. */
export function composeSchema(needsChannel: boolean, now: () => Date = () => new Date()) {
  return object({
    type: string().oneOf([...MESSAGE_TYPES]),
    title: string().trim().required('Enter a title.').max(200, 'Use at most 200 characters.'),
    push_message: string()
      .trim()
      .required('Enter the push message.')
      .max(500, 'Use at most 500 characters.'),
    message: string().max(100_000, 'The message is too long.'),
    url: string()
      .trim()
      .test(
        'https-only',
        'Enter a web address starting with https:// (http:// is not accepted).',
        (url) => !url || isHttpsLink(url),
      )
      .max(2000, 'Use at most 2000 characters.'),
    device: string().oneOf([...DEVICES]),
    isReadRequired: boolean(),
    enableFeedback: boolean(),
    urgent: boolean(),
    deliveryMode: string().oneOf([...DELIVERY_MODES]),
    ...richPushRules,
    ...variantRules,
    ...abTestRules(now),
    cpId: needsChannel ? string().required('Choose the channel to send through.') : string(),
    audienceKind: string().oneOf(['all', 'groups', 'users', 'segment']),
    segmentId: string().when('audienceKind', {
      is: 'segment',
      then: (schema) => schema.required('Choose a saved segment.'),
    }),
    groups: array(string()).when('audienceKind', {
      is: 'groups',
      then: (schema) => schema.min(1, 'Choose at least one group.'),
    }),
    users: object({
      mode: string(),
      userIds: array(string()).when('mode', {
        is: 'ids',
        then: (schema) => schema.min(1, 'Tick at least one user.'),
      }),
    }),
    schedule: string().oneOf(['now', 'once', 'weekdays', 'daily']),
    schedule_date: string().when('schedule', {
      is: 'once',
      then: (schema) =>
        schema
          .required('Choose the date.')
          .test(
            'not-past',
            'This date and time are already past: choose a later one.',
            (date, context) => {
              const values = context.parent as ComposeValues;
              return !scheduleIsPast(date, values.schedule_time, values.localTime, now());
            },
          ),
    }),
    schedule_time: string().when('schedule', {
      is: (schedule: string) => schedule !== 'now',
      then: (schema) =>
        schema.required('Choose the time.').matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm.'),
    }),
    schedule_days: array(number()).when('schedule', {
      is: 'weekdays',
      then: (schema) => schema.min(1, 'Choose at least one weekday.'),
    }),
    remind: boolean(),
    remindAfterHours: number().when('remind', {
      is: true,
      then: (schema) =>
        schema
          .typeError('Enter a number of hours.')
          .required('Enter a number of hours.')
          .integer('Use whole hours.')
          .min(1, 'At least 1 hour.')
          .max(720, 'At most 720 hours.'),
    }),
    remindTimes: number().when('remind', {
      is: true,
      then: (schema) =>
        schema
          .typeError('Enter how many times.')
          .required('Enter how many times.')
          .integer('Use a whole number.')
          .min(1, 'At least once.')
          .max(10, 'At most 10 times.'),
    }),
    attachFrom: string().oneOf(['new', 'uploaded']),
    uploadId: string().when(['type', 'attachFrom'], ([type, attachFrom]: string[], schema) => {
      const values = { type: type as MessageType, attachFrom: attachFrom as 'new' | 'uploaded' };
      return carriesUpload(values)
        ? schema.required(CHOOSE_UPLOAD[uploadKindFor(values.type)])
        : schema;
    }),
    file: mixed<File>()
      .nullable()
      .test(
        'file-type',
        'Attach an HTML or PDF file.',
        (file, context) =>
          !file || carriesUpload(context.parent as ComposeValues) || ATTACHMENT.test(file.name),
      )
      .test(
        'file-size',
        'The file is over 10 MB.',
        (file, context) =>
          !file ||
          carriesUpload(context.parent as ComposeValues) ||
          file.size <= ATTACHMENT_MAX_BYTES,
      ),
  });
}

/** The users list's filter for the picked users (active users only: they are messaged). */
export function userFilterOf(pick: UserPick): MobileUserFilter {
  const q = pick.q.trim();
  return {
    userStatus: 'active',
    userType: pick.userType,
    onlyActiveUsers: true,
    ...(pick.group && { groups: [pick.group] }),
    ...(q && { searchString: q, searchStringFields: [...SEARCH_FIELDS] }),
    ...(pick.mode === 'ids' && { selectionType: 'ids' as const, userIds: pick.userIds }),
  };
}

export function audienceOf(
  values: Pick<ComposeValues, 'audienceKind' | 'groups' | 'users'> &
    Partial<Pick<ComposeValues, 'segmentId'>>,
) {
  const audience: MessageAudience =
    values.audienceKind === 'groups'
      ? { kind: 'groups', groups: values.groups }
      : values.audienceKind === 'users'
        ? { kind: 'users', filter: userFilterOf(values.users) }
        : values.audienceKind === 'segment'
          ? { kind: 'users', filter: segmentFilterOf(values.segmentId ?? '') }
          : { kind: 'all' };
  return audience;
}

/** A saved segment's members, active ones, as the users filter names them. */
function segmentFilterOf(segmentId: string): MobileUserFilter {
  return { segmentId, userStatus: 'active', onlyActiveUsers: true };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A local-time send's date and time, once both are filled in; null otherwise. */
export function localAtOf(
  values: Pick<ComposeValues, 'schedule' | 'schedule_date' | 'schedule_time' | 'localTime'>,
): { date: string; time: string } | null {
  const { schedule, schedule_date: date, schedule_time: time, localTime } = values;
  return schedule === 'once' && localTime && DATE.test(date) && TIME.test(time)
    ? { date, time }
    : null;
}

/** The reminders asked for, when the message asks for something to be reminded of. */
function remindersOf(values: ComposeValues): SendMessageBody['reminders'] {
  const asks = values.isReadRequired || values.enableFeedback;
  if (!values.remind || !asks) return null;
  if (values.remindAfterHours === '' || values.remindTimes === '') return null;
  return { afterHours: values.remindAfterHours, times: values.remindTimes };
}

/** The request body: SendMessageBody to send now, ScheduleMessageBody with a schedule. */
export function bodyOf(
  values: ComposeValues,
  timeZone: string,
): SendMessageBody | ScheduleMessageBody {
  const url = values.url.trim();
  const body: SendMessageBody = {
    ...(values.cpId && { cpId: values.cpId }),
    type: values.type,
    title: values.title.trim(),
    push_message: values.push_message.trim(),
    message: values.message,
    url: url || null,
    device: values.device,
    isReadRequired: values.isReadRequired,
    enableFeedback: values.enableFeedback,
    audience: audienceOf(values),
    ...(carriesUpload(values) && values.uploadId && { uploadId: values.uploadId }),
    ...(remindersOf(values) && { reminders: remindersOf(values) }),
    ...(values.urgent && { urgent: true }),
    deliveryMode: values.deliveryMode,
    ...richPushBody(values),
    ...variantsBody(values),
  };
  // An A/B test goes with a message sent now only.
  if (values.schedule === 'now') return { ...body, ...abTestBody(values) };
  return {
    ...body,
    scheduleType: values.schedule,
    schedule_time: values.schedule_time,
    userTimeZone: timeZone,
    ...(values.schedule === 'once' && { schedule_date: values.schedule_date }),
    ...(values.schedule === 'once' && values.localTime && { localTime: true }),
    ...(values.schedule === 'weekdays' && {
      schedule_days: [...values.schedule_days].sort((a, b) => a - b),
    }),
  };
}
