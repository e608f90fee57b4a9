import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../../contract/messages';
import { typeLabel } from './messageLabels';

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
