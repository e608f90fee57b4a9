import type { Database } from '../../db/client';
import { createCampaignService } from './campaignService';
import { checkMergeFields, type MessageTexts } from './mergeFieldCheck';
import { createMessagePreview } from './previewService';
import { createMessageRepository } from './repository';
import { createMessageSender } from './sendService';

/** The messages domain: its repositories and the sender that checks and stores a message. */
export function createMessageService(db: Database, consoleUrl: string) {
  const repository = createMessageRepository(db);
  /** Refuses texts whose merge fields the organisation's members do not have. */
  const mergeFields = (companyId: string, texts: MessageTexts) =>
    checkMergeFields(db, companyId, texts);
  return {
    ...repository,
    mergeFields,
    campaigns: createCampaignService(repository.campaigns, mergeFields),
    sender: createMessageSender(db),
    preview: createMessagePreview(db, consoleUrl),
  };
}
