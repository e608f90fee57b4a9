import { asc, eq } from 'drizzle-orm';
import type { PublicCompany } from '../../../contract/auth';
import type { CompanyListItem } from '../../../contract/company';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/companies';
import type { Scope } from '../../plugins/tenancy';

export function createCompanyRepository(db: Database) {
  return {
    /** Organisations the caller may see: all for a platform admin, else their own. Sorted by name. */
    async list(scope: Scope): Promise<CompanyListItem[]> {
      const query = db
        .select({
          companyID: companies.companyId,
          name: companies.name,
          isActive: companies.isActive,
          adminMenu: companies.adminMenu,
          featuredLinks: companies.featuredLinks,
        })
        .from(companies)
        .orderBy(asc(companies.name));
      const rows =
        scope.kind === 'platform'
          ? await query
          : await query.where(eq(companies.id, scope.companyId));
      return rows.map((row) => ({ ...row, isActive: row.isActive === 1 ? 1 : 0 }));
    },

    /** An active company's public branding by its companyID (slug); null when none is active. */
    async publicBranding(slug: string): Promise<PublicCompany | null> {
      const [company] = await db
        .select()
        .from(companies)
        .where(eq(companies.companyId, slug))
        .limit(1);
      if (!company || company.isActive !== 1) return null;
      return {
        companyID: company.companyId,
        name: company.name,
        logo: company.logo,
        favicon: company.favicon,
        adminColor: { color_hex: company.adminColor },
      };
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
