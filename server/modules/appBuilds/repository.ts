import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secretBox';
import { createAuxiliaryRepository } from './auxiliaryRepository';
import { createProvisioningRepository } from './provisioningRepository';
import { createReplicaRepository } from './replicaRepository';
import { companyForList } from './buildRules';
import { companyBySlug } from '../../db/companyBySlug';
import type { Scope } from '../../plugins/tenancy';

/** The app's builds: replica (white-label) builds, auxiliary builds and provisioning requests. */
export function createAppBuildsRepository(db: Database, deps: { secretBox: SecretBox }) {
  return {
    replica: createReplicaRepository(db, deps.secretBox),
    auxiliary: createAuxiliaryRepository(db),
    provisioning: createProvisioningRepository(db),
    /** The company a list route's `id` names for this caller (buildRules.companyForList). */
    companyForList: (scope: Scope, slug: string) =>
      companyForList((named) => companyBySlug(db, named), scope, slug),
  };
}

export type AppBuildsRepository = ReturnType<typeof createAppBuildsRepository>;
