import type {
  EngagementEvent,
  SegmentCondition,
  SegmentCount,
  SegmentField,
} from '../../../../contract/segments';
import { formatCount } from '../../../lib/numbers';

export const FIELD_LABELS: Record<SegmentField, string> = {
  status: 'Status',
  registration: 'Registration',
  platform: 'Platform',
  group: 'Group',
  channel: 'Channel followed',
  customField: 'Custom field',
  language: 'Language',
  timeZone: 'Time zone',
  registeredAt: 'Registration date',
  engagement: 'Engagement',
};

export const EVENT_LABELS: Record<EngagementEvent, string> = {
  received: 'Received a message',
  opened: 'Opened a message',
  confirmed: 'Confirmed a message',
  feedbackYes: 'Answered yes',
  feedbackNo: 'Answered no',
  notOpened: 'Received and did not open',
};

/** A new condition of a kind, with what it needs filled as far as a default can. */
export function newCondition(field: SegmentField): SegmentCondition {
  switch (field) {
    case 'status':
      return { field, values: ['active'] };
    case 'registration':
      return { field, values: ['registered'] };
    case 'platform':
      return { field, values: ['ios'] };
    case 'registeredAt':
      return { field, withinDays: 30 };
    case 'engagement':
      return { field, event: 'confirmed', withinDays: 30 };
    case 'customField':
      return { field, name: '', values: [] };
    default:
      return { field, values: [] };
  }
}

/** "48,213 members now", or "about 48,200 members now" for an estimate. */
export function countSentence(count: SegmentCount): string {
  const members = `${formatCount(count.count)} ${count.count === 1 ? 'member' : 'members'}`;
  return count.exact ? `${members} now` : `about ${members} now`;
}

/** A count for a list cell: "48,213" or "≈48,200". */
export const countCell = (count: SegmentCount) =>
  `${count.exact ? '' : '≈'}${formatCount(count.count)}`;
