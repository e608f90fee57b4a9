/**
 * What the API's start, the delivery worker and tests use of email unsubscribe: the links a
 * message email carries (List-Unsubscribe and its footer), signed under the secrets key.
 */
export {
  createUnsubscribeTokens,
  unsubscribeLinksFor,
  type UnsubscribeLinks,
  type UnsubscribeTokens,
} from './token';
