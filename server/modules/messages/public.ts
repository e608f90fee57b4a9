// What other modules may use of the messages domain.
export { sanitizeMessageHtml } from './sanitizeHtml';
