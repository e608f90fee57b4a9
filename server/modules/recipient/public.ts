/**
 * What other modules use of the recipient's page: the app's inbox shows and answers the same
 * receipts through the same service (reads, opened, confirmed, feedback), so the message's
 * counts, its board and history move exactly as when the member uses the page.
 */
export type { RecipientService } from './service';
export type { ReceiptState, RecipientReceiptView } from './repository';
