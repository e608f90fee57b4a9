import { describe, expect, it } from 'vitest';
import { DELIVERY_CHANNELS, MESSAGE_TYPES } from '../../../contract/messages';
import { receiptChannelLabel, sendLabel, typeLabel } from './messageLabels';

describe('message type labels', () => {
  it('names each stored type as a person does, and an unknown one as stored', () => {
    expect(MESSAGE_TYPES.map(typeLabel)).toEqual([
      'PushCast',
      'Award',
      'Daily award',
      'Discount',
      'Vocast',
      'Vidcast',
    ]);
    expect(typeLabel('Legacy')).toBe('Legacy');
  });
});

describe('receipt channel labels', () => {
  it('names every way a receipt went out, the frequency cap among them', () => {
    expect(DELIVERY_CHANNELS.map(receiptChannelLabel)).toEqual([
      'Push',
      'SMS',
      'Email',
      'Not reached',
      'Capped',
    ]);
  });
});

describe('send labels', () => {
  it('names a regular message by how it went out, never an SMS or email a PushCast', () => {
    expect(sendLabel('Regular Message', 'fallback')).toBe('PushCast');
    expect(sendLabel('Regular Message', 'push')).toBe('PushCast');
    expect(sendLabel('Regular Message', 'sms')).toBe('SMS');
    expect(sendLabel('Regular Message', 'email')).toBe('Email');
    expect(sendLabel('AwardNotification', 'push')).toBe('Award');
    expect(sendLabel('AwardNotification', 'sms')).toBe('Award by SMS');
    expect(sendLabel('Discount', 'email')).toBe('Discount by email');
  });
});
