import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Package, PackageBody } from '../../../contract/packages';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { packages as p } from '../../db/schema/packages';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';

const NAME_INDEX = 'packages_company_name_idx';

/** The packages a scope may touch: its company's, or (a platform admin with none chosen) all. */
const inScope = (scope: Scope): SQL | undefined =>
  scope.companyId ? eq(p.companyId, scope.companyId) : undefined;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) {
    throw new AppError('validation_error', 'package_name must not be blank', [
      { field: 'package_name', message: 'must not be blank' },
    ]);
  }
  return trimmed;
}

async function unlessDuplicate<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) {
      throw new AppError(
        'error_package_exists',
        'A member benefit package with this name already exists.',
        [{ field: 'package_name', message: 'is already used' }],
      );
    }
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

  async function find(scope: Scope, id: string): Promise<Package> {
    const [item] = await select(and(eq(p.id, id), inScope(scope)));
    if (!item) throw notFound('Package');
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
      const company = scope.kind === 'platform' ? named : scope.companyId;
      return select(company ? eq(p.companyId, company) : undefined);
    },

    find,

    async create(scope: Scope, body: PackageBody): Promise<Package> {
      if (!scope.companyId) {
        throw new AppError('validation_error', 'Choose an organization first.', [
          {
            field: 'companyID',
            message: 'must name an organization: choose one in the navbar first',
          },
        ]);
      }
      const [row] = await unlessDuplicate(
        db
          .insert(p)
          .values({
            companyId: scope.companyId,
            packageName: cleanName(body.package_name),
            benefitsDescription: body.benefits_description ?? '',
          })
          .returning({ id: p.id }),
      );
      if (!row) throw new Error('the package insert returned no row');
      return find(scope, row.id);
    },

    async update(scope: Scope, id: string, body: PackageBody): Promise<Package> {
      const [row] = await unlessDuplicate(
        db
          .update(p)
          .set({
            packageName: cleanName(body.package_name),
            benefitsDescription: body.benefits_description ?? '',
          })
          .where(and(eq(p.id, id), inScope(scope)))
          .returning({ id: p.id }),
      );
      if (!row) throw notFound('Package');
      return find(scope, row.id);
    },

    async remove(scope: Scope, id: string): Promise<{ _id: string }> {
      const [row] = await db
        .delete(p)
        .where(and(eq(p.id, id), inScope(scope)))
        .returning({ id: p.id });
      if (!row) throw notFound('Package');
      return { _id: row.id };
    },
  };
}

export type PackageRepository = ReturnType<typeof createPackageRepository>;
