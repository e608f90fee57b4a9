import type { FileStore } from '../../providers/storage/fileStore';
import type { Database } from '../../db/client';
import { createLinkRepository } from './linkRepository';
import { createBannerRepository } from './bannerRepository';

/** SPEC.md section 7, "Union links" and "Link types": the links and the screen banners. */
export function createUnionLinkRepository(
  db: Database,
  fileStoreFor?: (db: Database) => FileStore,
) {
  return {
    links: createLinkRepository(db),
    banners: createBannerRepository(db, fileStoreFor),
  };
}

export type UnionLinkRepository = ReturnType<typeof createUnionLinkRepository>;
