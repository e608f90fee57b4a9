/**
 * What other modules use of the app's devices: the live push tokens the dispatcher sends to and
 * forgets, and the app token the SMS sign-up issues to the app that completes it.
 */
export { removeDeadDevices } from './liveDevicesRepository';
export { issueAppToken } from './appTokensRepository';
