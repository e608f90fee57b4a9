import { describe, expect, it } from 'vitest';
import { guessPasskeyName } from './passkeyName';

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD_CHROME =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('guessPasskeyName', () => {
  it.each([
    [{ uaPlatform: 'macOS', userAgent: MAC_SAFARI, platform: 'MacIntel' }, 'Passkey on Mac'],
    [{ userAgent: MAC_SAFARI, platform: 'MacIntel' }, 'Passkey on Mac'],
    [{ userAgent: IPHONE, platform: 'iPhone' }, 'Passkey on iPhone'],
    [{ userAgent: IPAD_CHROME, platform: 'MacIntel' }, 'Passkey on iPad'],
    [{ uaPlatform: 'Android', userAgent: ANDROID, platform: 'Linux armv8l' }, 'Passkey on Android'],
    [{ userAgent: ANDROID, platform: 'Linux armv8l' }, 'Passkey on Android'],
    [{ uaPlatform: 'Windows', userAgent: WINDOWS, platform: 'Win32' }, 'Passkey on Windows'],
    [{ uaPlatform: 'Chrome OS', userAgent: '', platform: '' }, 'Passkey on Chromebook'],
    [{ uaPlatform: 'Unknown', userAgent: 'Something', platform: '' }, 'Passkey'],
  ])('names %o "%s"', (hints, name) => {
    expect(guessPasskeyName(hints)).toBe(name);
  });
});
