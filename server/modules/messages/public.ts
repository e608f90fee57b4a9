// What other modules may use of the messages domain.
export { sanitizeMessageHtml } from './sanitizeHtml';
export { cannotDelete } from './messageRefusals';
export { uploadStillToSend } from './uploadInUseRepository';
export { checkMergeFields } from './mergeFieldCheck';
