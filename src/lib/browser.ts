/** SPEC.md section 9: Chrome at this version or lower gets the warning. */
export const LAST_UNSUPPORTED_CHROME = 79;
export const BROWSER_WARNING_DAYS = 3;
/** The browser-warning cookie's value once the user has closed the warning. */
export const BROWSER_WARNING_DISMISSED = '0';

// Edge and Opera carry 'Chrome/' in their user agent but are not Chrome.
const NOT_CHROME = /\b(?:Edg|EdgA|EdgiOS|OPR)\//;
const CHROME_VERSION = /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\/(\d+)/;

/** Chrome's major version from a user agent, or null when the browser is not Chrome. */
export function chromeMajorVersion(userAgent: string): number | null {
  if (NOT_CHROME.test(userAgent)) return null;
  const match = CHROME_VERSION.exec(userAgent);
  return match?.[1] ? Number(match[1]) : null;
}

export function needsBrowserWarning(userAgent: string, warningCookie: string | undefined): boolean {
  if (warningCookie === BROWSER_WARNING_DISMISSED) return false;
  const version = chromeMajorVersion(userAgent);
  return version === null || version <= LAST_UNSUPPORTED_CHROME;
}
