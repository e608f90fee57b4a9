import { describe, expect, it } from 'vitest';
import { createSecretBox, lastChars } from './secretBox';

const key = new TextEncoder().encode('a test key that is long enough to use');

describe('secretBox', () => {
  it('opens what it sealed, and the sealed text does not hold the secret', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('sk_test_51Hsecret');
    expect(sealed).not.toContain('sk_test');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe('sk_test_51Hsecret');
  });

  it('seals the same text differently each time', () => {
    const box = createSecretBox(key);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed under another key or altered', () => {
    const sealed = createSecretBox(key).seal('secret');
    expect(
      createSecretBox(new TextEncoder().encode('another key entirely')).open(sealed),
    ).toBeNull();
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2) ?? ''}AA`].join('.');
    expect(createSecretBox(key).open(altered)).toBeNull();
    expect(createSecretBox(key).open('not sealed')).toBeNull();
  });

  it('shows only the last characters', () => {
    expect(lastChars('sk_live_abcdef1234')).toBe('••••1234');
    expect(lastChars('abc')).toBe('•••');
  });
});
