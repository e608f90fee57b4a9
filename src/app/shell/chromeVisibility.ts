import { tabStorage } from '../../lib/tabStorage';

const AUTO_LOGIN_PARAM = 'autoLogin';
const STORAGE_KEY = 'tidings.autoLogin';

/**
 * An autoLogin session (the console opened from another app) hides the navbar and sidebar. The
 * query parameter is only on the first URL, so the choice is kept for the rest of the tab's life.
 */
export function autoLoginRequested(search: string): boolean {
  return new URLSearchParams(search).has(AUTO_LOGIN_PARAM);
}

export function rememberChromeHidden(): void {
  tabStorage().setItem(STORAGE_KEY, '1');
}

export function chromeHiddenRemembered(): boolean {
  return tabStorage().getItem(STORAGE_KEY) === '1';
}

export function forgetChromeHidden(): void {
  tabStorage().removeItem(STORAGE_KEY);
}
