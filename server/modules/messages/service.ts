import type { Database } from '../../db/client';
import { createCampaignService } from './campaignService';
import { createMessageRepository } from './repository';
import { createMessageSender } from './sendService';

/** The messages domain: its repositories and the sender that checks and stores a message. */
export function createMessageService(db: Database) {
  const repository = createMessageRepository(db);
  return {
    ...repository,
    campaigns: createCampaignService(repository.campaigns),
    sender: createMessageSender(db),
  };
}
