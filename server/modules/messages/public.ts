// What other modules may use of the messages domain.
export { sanitizeMessageHtml } from './sanitizeHtml';
export { cannotDelete } from './softDeleteRepository';
export { uploadStillToSend } from './uploadInUseRepository';
