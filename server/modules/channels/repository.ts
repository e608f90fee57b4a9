import type { Database } from '../../db/client';
import { createChannelItemRepository } from './channelRepository';
import { createChannelListRepository } from './listRepository';

/** The channels' SQL: the list (listRepository.ts) and one channel's reads and writes. */
export function createChannelRepository(db: Database) {
  return { ...createChannelListRepository(db), ...createChannelItemRepository(db) };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
