import { and, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AuxiliaryBuild,
  AuxiliaryBuildBody,
  BuildStatusBody,
} from '../../../contract/appBuildRequests';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { auxiliaryBuilds as a } from '../../db/schema/appBuilds';
import { companies } from '../../db/schema/companies';
import type { CheckedImage } from '../../lib/images';
import type { Scope } from '../../plugins/tenancy';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { filePath } from '../../providers/storage/fileStore';
import {
  isBuildStatus,
  nextMove,
  platformValues,
  platformsOf,
  type MoveRefusal,
} from './buildRules';

const inCompany = (scope: Scope): SQL | undefined => inScope(scope, { company: a.companyId });

/** The extra builds companies request, and where each stands. */
export function createAuxiliaryRepository(db: Database) {
  async function select(where: SQL | undefined): Promise<AuxiliaryBuild[]> {
    const rows = await db
      .select({ row: a, companySlug: companies.companyId })
      .from(a)
      .innerJoin(companies, eq(companies.id, a.companyId))
      .where(where)
      .orderBy(desc(a.dateCreated), desc(a.id));
    return rows.map(({ row, companySlug }) => ({
      _id: row.id,
      companyID: companySlug,
      appName: row.appName,
      purpose: row.purpose,
      platforms: platformsOf(row),
      iosBundleId: row.iosBundleId,
      androidPackage: row.androidPackage,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      icon: row.iconFileId ? filePath(row.iconFileId) : null,
      status: isBuildStatus(row.status) ? row.status : 'requested',
      reason: row.reason,
      dateCreated: row.dateCreated.toISOString(),
      dateUpdated: row.dateUpdated.toISOString(),
    }));
  }

  async function find(scope: Scope, id: string): Promise<AuxiliaryBuild | undefined> {
    const [item] = await select(and(eq(a.id, id), inCompany(scope)));
    return item;
  }

  return {
    /** A company's requests, or every company's (null), newest first. */
    list(companyId: string | null): Promise<AuxiliaryBuild[]> {
      return select(companyId ? eq(a.companyId, companyId) : undefined);
    },

    /** A request of `companyId`; its names come trimmed and not blank. */
    async request(
      scope: Scope,
      companyId: string,
      body: AuxiliaryBuildBody,
      icon: CheckedImage | null,
    ): Promise<AuxiliaryBuild | undefined> {
      const values = {
        companyId,
        appName: body.appName,
        purpose: body.purpose,
        ...platformValues(body),
        contactName: body.contactName,
        contactEmail: body.contactEmail.trim(),
        requestedBy: scope.adminId,
      };
      return db.transaction(async () => {
        const iconFileId = icon
          ? await createDatabaseFileStore(db).put({ companyId, ...icon })
          : null;
        const [row] = await db
          .insert(a)
          .values({ ...values, iconFileId })
          .returning({ id: a.id });
        if (!row) throw new Error('the auxiliary build insert returned no row');
        return find(scope, row.id);
      });
    },

    /** The platform admin moves a request on (buildRules.nextMove); undefined: none in scope. */
    async move(
      scope: Scope,
      id: string,
      body: BuildStatusBody,
    ): Promise<AuxiliaryBuild | MoveRefusal | undefined> {
      return db.transaction(async () => {
        const [row] = await db
          .select({ status: a.status })
          .from(a)
          .where(and(eq(a.id, id), inCompany(scope)))
          .for('update');
        if (!row || !isBuildStatus(row.status)) return undefined;
        const next = nextMove(row.status, body);
        if ('refused' in next) return next;
        await db
          .update(a)
          .set({ ...next, dateUpdated: new Date() })
          .where(eq(a.id, id));
        return find(scope, id);
      });
    },
  };
}

export type AuxiliaryRepository = ReturnType<typeof createAuxiliaryRepository>;
