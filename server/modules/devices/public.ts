/**
 * What other modules use of the app's devices: the live push tokens the dispatcher sends to and
 * forgets, and the app token the SMS sign-up issues to the app that completes it.
 */
export { removeDeadDevices } from './liveDevicesRepository';
export { issueAppToken } from './appTokensRepository';
/**
 * The app user a request from the app acts for (its app token; 401 when none): every app route.
 * It counts the call toward the token's rate limit too (429 past it): ask once per call.
 */
export { appUserOf } from './appAuth';
export type { AppUser } from './appTokensRepository';
