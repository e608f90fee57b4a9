import type { Database } from '../../db/client';
import { createCampaignService } from './campaignService';
import { checkMergeFields, type MessageTexts } from './mergeFieldCheck';
import { createMessagePreview } from './previewService';
import { createMessageRepository } from './repository';
import { createReviewNotifier } from './reviewNotifier';
import { createReviewService } from './reviewService';
import { createMessageSender } from './sendService';
import { createTestSender, type TestSendDeps } from './testSendService';

/** The messages domain: its repositories and the sender that checks and stores a message. */
export function createMessageService(db: Database, consoleUrl: string, testSend: TestSendDeps) {
  const repository = createMessageRepository(db);
  /** Refuses texts whose merge fields the organisation's members do not have. */
  const mergeFields = (companyId: string, texts: MessageTexts) =>
    checkMergeFields(db, companyId, texts);
  const preview = createMessagePreview(db, consoleUrl);
  return {
    ...repository,
    mergeFields,
    campaigns: createCampaignService(repository.campaigns, mergeFields),
    sender: createMessageSender(db),
    preview,
    // Review before sending: the queue, the approver's view, approve, return and edit.
    reviews: createReviewService(db, { history: repository.history, preview }),
    // Compose's "Send a test": straight to the providers, stored nowhere.
    testSender: createTestSender(db, testSend),
    /** Emails approvers when a message awaits them, its sender when it is returned or approved. */
    reviewNotifier: createReviewNotifier(db, testSend.email, consoleUrl),
  };
}
