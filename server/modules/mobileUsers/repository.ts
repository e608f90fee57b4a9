import type { MobileUserCsvBody } from '../../../contract/mobileUsersCsv';
import type { Database } from '../../db/client';
import type { Scope } from '../../plugins/tenancy';
import { mobileUsersCsv } from './csvExport';
import { createMobileUserList } from './listRepository';
import { createMobileUserMutations } from './mutationRepository';
import { createUnionSyncRepository } from './unionSyncRepository';

/** All SQL of the mobile users domain but the import's, which its service runs in a transaction. */
export function createMobileUserRepository(db: Database) {
  return {
    list: createMobileUserList(db),
    mutations: createMobileUserMutations(db),
    csv: {
      /**
       * Every user the filter selects, as a CSV stream read in batches; `onBroken` hears of an
       * error after the file has started (the file then ends with the incomplete line).
       */
      export: (scope: Scope, body: MobileUserCsvBody, onBroken: (error: unknown) => void) =>
        mobileUsersCsv(db, scope, body, onBroken),
    },
    unionSync: createUnionSyncRepository(db),
  };
}
