import { describe, expect, it } from 'vitest';
import type { EngagementReport, EngagementRow } from '../../../contract/analytics';
import { breakdown, periodFigures, recipientsByChannel, totalsOf } from './analyticsSeries';

const row = (
  period: string,
  deliveryChannel: EngagementRow['deliveryChannel'],
  messageType: string,
  recipients: number,
  opened: number,
): EngagementRow => ({
  period,
  deliveryChannel,
  messageType,
  sends: 1,
  recipients,
  handed: recipients,
  failed: 0,
  opened,
  confirmed: Math.floor(opened / 2),
  feedbackYes: 0,
  feedbackNo: 0,
});

const report: EngagementReport = {
  from: '2026-03-01',
  to: '2026-03-03',
  interval: 'day',
  channelID: null,
  periods: ['2026-03-01', '2026-03-02', '2026-03-03'],
  // One message reached people by push and SMS on the 1st; another, a Discount, on the 3rd.
  sends: [
    { period: '2026-03-01', messageType: 'Regular Message', sends: 1 },
    { period: '2026-03-03', messageType: 'Discount', sends: 1 },
  ],
  rows: [
    row('2026-03-01', 'push', 'Regular Message', 10, 6),
    row('2026-03-01', 'sms', 'Regular Message', 4, 1),
    row('2026-03-03', 'push', 'Discount', 5, 5),
    row('2026-03-03', 'none', 'Discount', 1, 0),
  ],
};
const ALL = { deliveryChannel: '' as const, messageType: '' };

describe('analytics series', () => {
  it('counts a message once across delivery channels, and once per delivery channel', () => {
    expect(periodFigures(report, ALL).map((p) => p.sends)).toEqual([1, 0, 1]);
    const push = { deliveryChannel: 'push' as const, messageType: '' };
    expect(periodFigures(report, push).map((p) => p.sends)).toEqual([1, 0, 1]);
    expect(totalsOf(report, ALL)).toMatchObject({ sends: 2, recipients: 20, opened: 12 });
  });

  it('gives rates over recipients, and none for an empty period', () => {
    const [first, empty] = periodFigures(report, ALL);
    expect(first).toMatchObject({
      recipients: 14,
      opened: 7,
      openRate: 50,
      confirmationRate: 21.4,
    });
    expect(empty).toMatchObject({ recipients: 0, openRate: null, confirmationRate: null });
  });

  it('narrows to a message type and splits by delivery channel', () => {
    const discount = { deliveryChannel: '' as const, messageType: 'Discount' };
    expect(totalsOf(report, discount)).toMatchObject({ sends: 1, recipients: 6 });
    expect(breakdown(report, ALL, 'deliveryChannel').map((b) => [b.label, b.recipients])).toEqual([
      ['Push', 15],
      ['SMS', 4],
      ['No way to reach', 1],
    ]);
    expect(breakdown(report, ALL, 'messageType').map((b) => [b.key, b.sends])).toEqual([
      ['Regular Message', 1],
      ['Discount', 1],
    ]);
  });

  it('stacks recipients by delivery channel, the unreached together', () => {
    expect(recipientsByChannel(report, ALL).map((s) => [s.key, s.counts])).toEqual([
      ['push', [10, 0, 5]],
      ['sms', [4, 0, 0]],
      ['other', [0, 0, 1]],
    ]);
  });
});
