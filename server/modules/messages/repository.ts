import type { Database } from '../../db/client';
import type { Scope } from '../../plugins/tenancy';
import { messageAuditCsv } from './auditCsvRepository';
import { createAbTestRepository } from './abTestRepository';
import { createMessageBoard } from './boardRepository';
import { createMessageDelivery } from './deliveryRepository';
import { createCampaignRepository } from './campaignRepository';
import { createMessageHistory } from './historyRepository';
import { createSequenceRepository } from './sequenceRepository';

/** All SQL of the messages domain but sending's, which its service runs in a transaction. */
export function createMessageRepository(db: Database) {
  return {
    history: createMessageHistory(db),
    board: createMessageBoard(db),
    /** A message's delivery as it happens: rows handed to providers, rate and time left. */
    delivery: createMessageDelivery(db),
    campaigns: createCampaignRepository(db),
    sequences: createSequenceRepository(db),
    /** A/B tests: a test's result and the sender's choice of its winner. */
    abTests: createAbTestRepository(db),
    /** Every receipt of a message the scope may see, as a CSV stream. */
    audit: (scope: Scope, messageId: string) => messageAuditCsv(db, scope, messageId),
  };
}
