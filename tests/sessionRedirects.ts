import { onSessionExpired } from '../src/lib/apiClient';

/** Where the API client sent the browser when a session ended (jsdom cannot navigate). */
export const sessionRedirects: string[] = [];

export function recordSessionRedirects(): () => void {
  return onSessionExpired((loginPath) => {
    sessionRedirects.push(loginPath);
  });
}
