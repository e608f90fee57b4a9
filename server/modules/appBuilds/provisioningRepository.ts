import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import {
  PROVISIONING_LIMITS,
  type BuildStatusBody,
  type ProvisioningBody,
  type ProvisioningRequest,
} from '../../../contract/appBuildRequests';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { provisioningRequests as p } from '../../db/schema/appBuilds';
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

/** Its own class of advisory locks, apart from the sign-in throttle's. */
const PROVISIONING_LOCK_CLASS = 7_341_931;

const inCompany = (scope: Scope): SQL | undefined => inScope(scope, { company: p.companyId });

/** The requests to provision a new app, sent from the public form. */
export function createProvisioningRepository(db: Database, now: () => Date = () => new Date()) {
  async function select(where: SQL | undefined): Promise<ProvisioningRequest[]> {
    const rows = await db
      .select({ row: p, companySlug: companies.companyId })
      .from(p)
      .innerJoin(companies, eq(companies.id, p.companyId))
      .where(where)
      .orderBy(desc(p.dateCreated), desc(p.id));
    return rows.map(({ row, companySlug }) => ({
      _id: row.id,
      companyID: companySlug,
      organizationName: row.organizationName,
      appName: row.appName,
      platforms: platformsOf(row),
      iosBundleId: row.iosBundleId,
      androidPackage: row.androidPackage,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
      notes: row.notes,
      icon: row.iconFileId ? filePath(row.iconFileId) : null,
      status: isBuildStatus(row.status) ? row.status : 'requested',
      reason: row.reason,
      dateCreated: row.dateCreated.toISOString(),
      dateUpdated: row.dateUpdated.toISOString(),
    }));
  }

  async function find(scope: Scope, id: string): Promise<ProvisioningRequest | undefined> {
    const [item] = await select(and(eq(p.id, id), inCompany(scope)));
    return item;
  }

  /** Requests counted since the window opened, by a column's value. */
  async function countSince(tx: Database, where: SQL) {
    const windowStart = new Date(now().getTime() - PROVISIONING_LIMITS.windowMs);
    const [row] = await tx
      .select({ n: count() })
      .from(p)
      .where(and(where, gt(p.dateCreated, windowStart)));
    return row?.n ?? 0;
  }

  return {
    /** A company's requests, or every company's (null), newest first. */
    list(companyId: string | null): Promise<ProvisioningRequest[]> {
      return select(companyId ? eq(p.companyId, companyId) : undefined);
    },

    /**
     * Files a request from the public form (its names come trimmed and not blank), unless the
     * organisation is not an active one or the address or the company has used up its requests
     * this hour. Counting and filing are one step under the keys' locks, so requests sent at
     * once cannot all pass the count.
     */
    async submit(
      companySlug: string,
      body: ProvisioningBody,
      icon: CheckedImage | null,
      address: string,
    ): Promise<{ _id: string; status: 'requested' } | { refused: 'no_company' | 'rate_limited' }> {
      const values = {
        organizationName: body.organizationName,
        appName: body.appName,
        ...platformValues(body),
        contactName: body.contactName,
        contactEmail: body.contactEmail.trim(),
        contactPhone: body.contactPhone?.trim() ?? '',
        notes: body.notes?.trim() ?? '',
        address,
      };
      // As the public login page: an organisation that is not active takes no requests.
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.companyId, companySlug), eq(companies.isActive, 1)))
        .limit(1);
      if (!company) return { refused: 'no_company' };
      const companyId = company.id;
      return db.transaction(async (tx) => {
        for (const key of [`provision-address:${address}`, `provision-company:${companyId}`]) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${PROVISIONING_LOCK_CLASS}::int, hashtext(${key}))`,
          );
        }
        if (
          (await countSince(tx, eq(p.address, address))) >= PROVISIONING_LIMITS.perAddress ||
          (await countSince(tx, eq(p.companyId, companyId))) >= PROVISIONING_LIMITS.perCompany
        ) {
          return { refused: 'rate_limited' as const };
        }
        const iconFileId = icon
          ? await createDatabaseFileStore(tx).put({ companyId, ...icon })
          : null;
        const [row] = await tx
          .insert(p)
          .values({ ...values, companyId, iconFileId, dateCreated: now(), dateUpdated: now() })
          .returning({ id: p.id });
        if (!row) throw new Error('the provisioning request insert returned no row');
        return { _id: row.id, status: 'requested' as const };
      });
    },

    /** The platform admin moves a request on (buildRules.nextMove); undefined: none in scope. */
    async move(
      scope: Scope,
      id: string,
      body: BuildStatusBody,
    ): Promise<ProvisioningRequest | MoveRefusal | undefined> {
      return db.transaction(async () => {
        const [row] = await db
          .select({ status: p.status })
          .from(p)
          .where(and(eq(p.id, id), inCompany(scope)))
          .for('update');
        if (!row || !isBuildStatus(row.status)) return undefined;
        const next = nextMove(row.status, body);
        if ('refused' in next) return next;
        await db
          .update(p)
          .set({ ...next, dateUpdated: new Date() })
          .where(eq(p.id, id));
        return find(scope, id);
      });
    },
  };
}

export type ProvisioningRepository = ReturnType<typeof createProvisioningRepository>;
