import { describe, expect, it } from 'vitest';
import { mailCode, mailParts } from './mailText';

describe('mailParts', () => {
  it('cuts a body into text and links, leaving a sentence’s punctuation out of the link', () => {
    expect(
      mailParts(
        'Open this link to choose your password:\nhttp://localhost:3000/password/reset/invite/a.b-c_d. Then sign in at http://localhost:3000/acme.',
      ),
    ).toEqual([
      { kind: 'text', value: 'Open this link to choose your password:\n' },
      { kind: 'link', href: 'http://localhost:3000/password/reset/invite/a.b-c_d' },
      { kind: 'text', value: '. Then sign in at ' },
      { kind: 'link', href: 'http://localhost:3000/acme' },
      { kind: 'text', value: '.' },
    ]);
  });

  it('leaves a body without links whole, and other schemes as text', () => {
    expect(mailParts('javascript:alert(1) ftp://x')).toEqual([
      { kind: 'text', value: 'javascript:alert(1) ftp://x' },
    ]);
    expect(mailParts('')).toEqual([]);
  });
});

describe('mailCode', () => {
  it('finds a sign-in code in the subject or the text', () => {
    expect(mailCode('Your Tidings sign-in code: 482913', '')).toBe('482913');
    expect(mailCode('Sign in', 'Your sign-in code is 093311.\n\nIt works once.')).toBe('093311');
    expect(mailCode('Reset your Tidings password', 'Open this link: http://x/1234567')).toBeNull();
  });
});
