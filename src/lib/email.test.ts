import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it('takes a local part, an @ and a domain with a dot', () => {
    expect(isEmailAddress('admin@acme.test')).toBe(true);
    expect(isEmailAddress('first.last+tag@mail.example.co')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const value of ['', 'admin', 'admin@', '@acme.test', 'admin@acme', 'a b@acme.test'])
      expect(isEmailAddress(value)).toBe(false);
  });
});
