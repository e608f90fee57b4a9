import type { Database } from '../../db/client';
import { createMessageRepository } from './repository';
import { createMessageSender } from './sendService';

/** The messages domain: its repositories and the sender that checks and stores a message. */
export function createMessageService(db: Database) {
  return { ...createMessageRepository(db), sender: createMessageSender(db) };
}
