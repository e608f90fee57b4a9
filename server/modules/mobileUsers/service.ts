import type { UploadsConfig } from '../../config';
import type { Database } from '../../db/client';
import type { UnionProvider } from '../../providers/unionSync/unionProvider';
import { createMemberDataService } from './memberDataService';
import { createMobileUserRepository } from './repository';
import { createUserImportService } from './userImportService';

export interface MobileUserDeps {
  /** Where the union sync reads the member list. */
  unionProvider: UnionProvider;
  config: { uploads: Pick<UploadsConfig, 'userImport'> };
}

/** The mobile users domain: its repositories, the CSV import and the union's member list. */
export function createMobileUserService(db: Database, { unionProvider, config }: MobileUserDeps) {
  return {
    ...createMobileUserRepository(db),
    userImport: createUserImportService(db, config.uploads.userImport),
    /** A member's export and erasure. */
    memberData: createMemberDataService(db),
    unionProvider,
  };
}
