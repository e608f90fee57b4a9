import { describe, expect, it } from 'vitest';
import { DELIVERY_CHANNELS, MESSAGE_TYPES } from '../../../contract/messages';
import { receiptChannelLabel, typeLabel } from './messageLabels';

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
