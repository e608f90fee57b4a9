// What other modules may use of the messages domain.
export { sanitizeMessageHtml } from './sanitizeHtml';
export { cannotDelete } from './softDelete';
export { uploadStillToSend } from './uploadInUse';
