import { describe, expect, it } from 'vitest';
import { createPlaybackSigner } from './playback';

const secret = new TextEncoder().encode('a session key that is long enough to sign with');
const ID = '8a0d1c5e-0f3e-4a57-9d43-1f2a3b4c5d6e';

function parts(url: string) {
  const query = new URL(url, 'http://api.test').searchParams;
  return { expires: Number(query.get('expires')), signature: query.get('signature') ?? '' };
}

describe('playback links', () => {
  it('verifies its own link for that file only', () => {
    const signer = createPlaybackSigner(secret);
    const { expires, signature } = parts(signer.urlFor(ID));
    expect(signer.verify(ID, expires, signature)).toBe(true);
    expect(signer.verify('9b0d1c5e-0f3e-4a57-9d43-1f2a3b4c5d6e', expires, signature)).toBe(false);
    expect(signer.verify(ID, expires + 3600, signature)).toBe(false);
    expect(signer.verify(ID, expires, `${signature.slice(0, -1)}x`)).toBe(false);
  });

  it('signs a preview link as a preview: neither passes for the other', () => {
    const signer = createPlaybackSigner(secret);
    const preview = signer.urlFor(ID, 'preview');
    expect(preview).toMatch(/&preview=true$/);
    const shown = parts(preview);
    expect(signer.verify(ID, shown.expires, shown.signature, 'preview')).toBe(true);
    expect(signer.verify(ID, shown.expires, shown.signature, 'member')).toBe(false);
    const member = parts(signer.urlFor(ID));
    expect(signer.verify(ID, member.expires, member.signature, 'preview')).toBe(false);
  });

  it('refuses a link signed under another key', () => {
    const { expires, signature } = parts(createPlaybackSigner(secret).urlFor(ID));
    const other = createPlaybackSigner(new TextEncoder().encode('another key, just as long as it'));
    expect(other.verify(ID, expires, signature)).toBe(false);
  });

  it('keeps the same link within an hour and refuses it once expired', () => {
    let clock = Date.UTC(2026, 10, 24, 9, 5);
    const signer = createPlaybackSigner(secret, () => clock);
    const first = signer.urlFor(ID);
    clock += 20 * 60 * 1000;
    expect(signer.urlFor(ID)).toBe(first);
    const { expires, signature } = parts(first);
    expect(expires * 1000).toBe(Date.UTC(2026, 10, 24, 11, 0));
    clock = Date.UTC(2026, 10, 24, 10, 59);
    expect(signer.verify(ID, expires, signature)).toBe(true);
    clock = Date.UTC(2026, 10, 24, 11, 0);
    expect(signer.verify(ID, expires, signature)).toBe(false);
  });
});
