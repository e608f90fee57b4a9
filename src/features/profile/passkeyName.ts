/** What the browser says it runs on; userAgentData is Chromium's and not in TypeScript's DOM. */
export interface PlatformHints {
  uaPlatform?: string;
  userAgent: string;
  platform: string;
}

// Tried in order: iPads and Android phones also say "MacIntel" and "Linux" in navigator.platform.
const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ipad/i, 'iPad'],
  [/iphone|\bios\b/i, 'iPhone'],
  [/android/i, 'Android'],
  [/cros|chrome ?os|chromium ?os/i, 'Chromebook'],
  [/mac/i, 'Mac'],
  [/win/i, 'Windows'],
  [/linux/i, 'Linux'],
];

/** The name a new passkey is offered under, "Passkey on Mac", for the admin to keep or change. */
export function guessPasskeyName({ uaPlatform, userAgent, platform }: PlatformHints): string {
  for (const hint of [uaPlatform ?? '', userAgent, platform]) {
    const device = DEVICES.find(([pattern]) => pattern.test(hint));
    if (device) return `Passkey on ${device[1]}`;
  }
  return 'Passkey';
}

/** This browser's hints. */
export function platformHints(): PlatformHints {
  const { userAgentData } = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    uaPlatform: userAgentData?.platform,
    userAgent: navigator.userAgent,
    platform: navigator.platform,
  };
}
