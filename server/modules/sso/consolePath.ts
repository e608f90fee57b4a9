/** Backslashes and control characters, which browsers may read as part of another address. */
const hasUnsafeCharacter = (path: string) =>
  [...path].some((character) => character === '\\' || character.charCodeAt(0) < 0x20);

/**
 * A console path to open after signing in: a path of the console only (one slash, no scheme or
 * host), so a crafted sign-in link cannot send the admin to another site.
 */
export function safeConsolePath(redirect: string | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/dashboard';
  return hasUnsafeCharacter(redirect) ? '/dashboard' : redirect;
}
