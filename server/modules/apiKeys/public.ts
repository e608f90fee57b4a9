/** What the auth plugin needs of API keys: recognising a key and resolving it to its caller. */
export { isApiKeySecret } from './secrets';
export type { KeyAuthenticator } from './keyAuth';
