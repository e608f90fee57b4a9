/**
 * The browser's passkey prompt closed without a passkey: the admin dismissed it, it timed out,
 * or the device has none for this console. A choice, not an error.
 */
export const isPromptDismissed = (err: unknown): boolean =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
