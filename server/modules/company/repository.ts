import { asc, eq, max, sql } from 'drizzle-orm';
import type { PublicCompany } from '../../../contract/auth';
import type { Company, CompanyListItem } from '../../../contract/company';
import type { Database } from '../../db/client';
import { inScope } from '../../db/inScope';
import { allowLongStatements } from '../../db/longStatements';
import { selectRows } from '../../db/rows';
import { companies, type CompanyRow } from '../../db/schema/companies';
import type { Scope } from '../../plugins/tenancy';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** A company row in the wire names of SPEC.md section 3. */
export function companyOfRow(row: CompanyRow): Company {
  return {
    companyID: row.companyId,
    name: row.name,
    isActive: flag(row.isActive),
    companyNumber: row.companyNumber,
    logo: row.logo,
    favicon: row.favicon,
    adminColor: { color_hex: row.adminColor },
    menuColor: row.menuColor,
    brandUrl: row.brandUrl,
    copyright: { message: row.copyrightMessage },
    featuredLinks: row.featuredLinks,
    adminMenu: row.adminMenu,
    mobileMenu: row.mobileMenu,
    colorSetting: row.colorSetting,
    isConfigFileReady: row.isConfigFileReady,
    accountSetupLink: row.accountSetupLink,
    emailDomain: row.emailDomain,
    allowPushcastEmail: row.allowPushcastEmail,
    maintenance: row.maintenance,
    defaultLanguage: row.defaultLanguage,
    messageReview: { mode: row.reviewMode, above: row.reviewAbove },
    dateCreated: row.dateCreated.toISOString(),
  };
}

export type CompanyValues = Partial<Omit<typeof companies.$inferInsert, 'id' | 'dateCreated'>>;

/** What a company still holds that a delete would take with it. */
export interface CompanyData {
  admins: number;
  channels: number;
  appUsers: number;
  messages: number;
}

export function createCompanyRepository(db: Database) {
  async function findBySlug(slug: string, executor: Database = db): Promise<CompanyRow | null> {
    const [row] = await executor
      .select()
      .from(companies)
      .where(eq(companies.companyId, slug))
      .limit(1);
    return row ?? null;
  }

  return {
    /** Organisations the caller may see: all for a platform admin, else their own. Sorted by name. */
    async list(scope: Scope): Promise<CompanyListItem[]> {
      const query = db
        .select({
          companyID: companies.companyId,
          name: companies.name,
          isActive: companies.isActive,
          logo: companies.logo,
          adminMenu: companies.adminMenu,
          featuredLinks: companies.featuredLinks,
          companyNumber: companies.companyNumber,
          dateCreated: companies.dateCreated,
        })
        .from(companies)
        .orderBy(asc(companies.name));
      // A platform admin lists every organisation, whichever one is chosen (null).
      const rows = await query.where(inScope(scope, { company: companies.id }, null));
      return rows.map((row) => ({
        ...row,
        isActive: flag(row.isActive),
        dateCreated: row.dateCreated.toISOString(),
      }));
    },

    /** A company by its companyID, whatever the caller; the service checks the scope. */
    findBySlug,

    async findById(id: string, executor: Database = db): Promise<CompanyRow | null> {
      const [row] = await executor.select().from(companies).where(eq(companies.id, id)).limit(1);
      return row ?? null;
    },

    /** An active company's public branding by its companyID (slug); null when none is active. */
    async publicBranding(slug: string): Promise<PublicCompany | null> {
      const company = await findBySlug(slug);
      if (!company || company.isActive !== 1) return null;
      return {
        companyID: company.companyId,
        name: company.name,
        logo: company.logo,
        favicon: company.favicon,
        adminColor: { color_hex: company.adminColor },
      };
    },

    /** The highest company number given so far (0 before the first). */
    async lastCompanyNumber(): Promise<number> {
      const [row] = await db.select({ n: max(companies.companyNumber) }).from(companies);
      return row?.n ?? 0;
    },

    /** Inserts a company with the next company number; null when the companyID is taken. */
    async insert(
      executor: Database,
      values: CompanyValues & { companyId: string; name: string },
    ): Promise<CompanyRow | null> {
      // One number at a time: the lock makes concurrent creations take turns for the maximum.
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext('company_number'))`);
      const [row] = await executor
        .insert(companies)
        .values({
          ...values,
          companyNumber: sql`(select coalesce(max(${companies.companyNumber}), 0) + 1 from ${companies})`,
        })
        .onConflictDoNothing({ target: companies.companyId })
        .returning();
      return row ?? null;
    },

    async update(executor: Database, id: string, values: CompanyValues): Promise<CompanyRow> {
      const [row] = Object.keys(values).length
        ? await executor.update(companies).set(values).where(eq(companies.id, id)).returning()
        : await executor.select().from(companies).where(eq(companies.id, id));
      if (!row) throw new Error('company update returned no row');
      return row;
    },

    async setActive(id: string, isActive: 0 | 1): Promise<CompanyRow | null> {
      const [row] = await db
        .update(companies)
        .set({ isActive })
        .where(eq(companies.id, id))
        .returning();
      return row ?? null;
    },

    /** Admins (not deleted ones), channels, app users and messages the company holds. */
    async dataOf(id: string): Promise<CompanyData> {
      const [row] = await selectRows<{
        admins: number;
        channels: number;
        app_users: number;
        messages: number;
      }>(
        db,
        sql`select
          (select count(*)::int from admin_users where company_id = ${id} and is_deleted = 0) as admins,
          (select count(*)::int from content_providers where company_id = ${id}) as channels,
          (select count(*)::int from mobile_users where company_id = ${id}) as app_users,
          (select count(*)::int from messages where company_id = ${id}) as messages`,
      );
      return {
        admins: row?.admins ?? 0,
        channels: row?.channels ?? 0,
        appUsers: row?.app_users ?? 0,
        messages: row?.messages ?? 0,
      };
    },

    /**
     * Removes a company and everything of it, in one transaction: messages (with their
     * occurrences, receipts and outbox rows), message files, groups, app users (with their
     * follows and chats), admins (with their sessions), channels, the counters kept for them,
     * and its roles and stored images (by their foreign keys).
     */
    async deleteWithData(id: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const of = sql`company_id = ${id}`;
        // A million members take about a minute; the counters of the organisation's channels
        // and groups go with it, so its members are not taken off them one by one (migration
        // 0084).
        await allowLongStatements(tx);
        await tx.execute(sql`select set_config('tidings.removing_company', ${id}, true)`);
        // The objects its images and uploads keep in object storage, removed once this commits.
        const objects = await selectRows<{ key: string }>(
          tx,
          sql`
          select storage_key as key from stored_files where ${of} and storage_key is not null
          union all select storage_key as key from uploads where ${of}`,
        );
        await tx.execute(sql`delete from message_receipt_counts where occurrence_id in (
          select o.id from message_occurrences o join messages m on m.id = o.message_id where m.company_id = ${id})`);
        await tx.execute(sql`delete from messages where ${of}`);
        await tx.execute(sql`delete from message_files where ${of}`);
        await tx.execute(sql`delete from user_group_counts where group_id in (
          select id from user_groups where ${of})`);
        await tx.execute(sql`delete from user_groups where ${of}`);
        await tx.execute(sql`delete from mobile_users where ${of}`);
        await tx.execute(sql`delete from admin_users where ${of}
          or content_provider_id in (select id from content_providers where ${of})`);
        await tx.execute(sql`delete from content_providers where ${of}`);
        for (const table of [
          'channel_user_counts',
          'dashboard_user_counts',
          'mobile_user_reach_counts',
          'mobile_user_search',
          // After the search rows: removing them moves the company's version on once more.
          'mobile_user_search_versions',
        ]) {
          await tx.execute(sql`delete from ${sql.identifier(table)} where ${of}`);
        }
        await tx.delete(companies).where(eq(companies.id, id));
        return objects.map((row) => row.key);
      });
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
