import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Package, PackageBody } from '../../../contract/packages';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { packages as p } from '../../db/schema/packages';
import { inScope } from '../../db/inScope';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';

const NAME_INDEX = 'packages_company_name_idx';

const inCompany = (scope: Scope, named?: string | null): SQL | undefined =>
  inScope(scope, { company: p.companyId }, named);

/** A write that hit the company's unique name answers `taken` instead of the row. */
export type PackageWrite = Package | { kind: 'taken' } | undefined;

async function unlessDuplicate<T>(write: Promise<T>): Promise<T | { kind: 'taken' }> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) return { kind: 'taken' };
    throw error;
  }
}

/** SPEC.md section 7, "Packages": the member-benefit packages of a company. */
export function createPackageRepository(db: Database) {
  async function select(where: SQL | undefined): Promise<Package[]> {
    const rows = await db
      .select({ row: p, companySlug: companies.companyId })
      .from(p)
      .innerJoin(companies, eq(companies.id, p.companyId))
      .where(where)
      .orderBy(asc(sql`lower(${p.packageName})`), asc(p.id));
    return rows.map(({ row, companySlug }) => ({
      _id: row.id,
      package_name: row.packageName,
      benefits_description: row.benefitsDescription,
      companyID: companySlug,
      dateCreated: row.dateCreated.toISOString(),
    }));
  }

  async function find(scope: Scope, id: string): Promise<Package | undefined> {
    const [item] = await select(and(eq(p.id, id), inCompany(scope)));
    return item;
  }

  return {
    /** The database id of a company by its companyID, or null. */
    async companyBySlug(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.companyId, slug))
        .limit(1);
      return row?.id ?? null;
    },

    /** The scope's company's packages, or for a platform admin the named company's (null: all). */
    list(scope: Scope, named: string | null): Promise<Package[]> {
      return select(inCompany(scope, named));
    },

    find,

    /** A package of `companyId`; `body.package_name` comes trimmed and not blank. */
    async create(scope: Scope, companyId: string, body: PackageBody): Promise<PackageWrite> {
      const written = await unlessDuplicate(
        db
          .insert(p)
          .values({
            companyId,
            packageName: body.package_name,
            benefitsDescription: body.benefits_description ?? '',
          })
          .returning({ id: p.id }),
      );
      if ('kind' in written) return written;
      const [row] = written;
      if (!row) throw new Error('the package insert returned no row');
      return find(scope, row.id);
    },

    /** `body.package_name` comes trimmed and not blank. Undefined: no such package in scope. */
    async update(scope: Scope, id: string, body: PackageBody): Promise<PackageWrite> {
      const written = await unlessDuplicate(
        db
          .update(p)
          .set({
            packageName: body.package_name,
            benefitsDescription: body.benefits_description ?? '',
          })
          .where(and(eq(p.id, id), inCompany(scope)))
          .returning({ id: p.id }),
      );
      if ('kind' in written) return written;
      const [row] = written;
      return row && find(scope, row.id);
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string } | undefined> {
      const [row] = await db
        .delete(p)
        .where(and(eq(p.id, id), inCompany(scope)))
        .returning({ id: p.id });
      return row && { _id: row.id };
    },
  };
}

export type PackageRepository = ReturnType<typeof createPackageRepository>;
