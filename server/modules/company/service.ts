import type {
  Company,
  CompanyListItem,
  CompanySettingsBody,
  CreateCompanyBody,
  UpdateCompanyBody,
} from '../../../contract/company';
import { isReservedCompanyId } from '../../../contract/company';
import { UNLISTED_LANGUAGE } from '../../../contract/languageTag';
import { languageCode } from '../../../contract/languages';
import type { PublicCompany } from '../../../contract/auth';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { AppError, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import {
  fileIdOf,
  filePath,
  type FileStore,
  type StoredFile,
} from '../../providers/storage/fileStore';
import type { BrandingImages } from './brandingForm';
import { fieldError } from '../../lib/errors';
import { createDeliveryRulesRepository } from './deliveryRulesRepository';
import { companyOfRow, createCompanyRepository, type CompanyValues } from './repository';
import { afterCommit } from '../../db/contextual';
import type { ObjectStore } from '../../providers/objectStorage/objectStore';

export interface CompanyServiceDeps {
  /** The file store over a database or a transaction (the database one joins the write). */
  fileStoreFor?: (db: Database) => FileStore;
  /** Where the organisation's images and uploads keep their bytes, emptied when it is deleted. */
  objectStore?: ObjectStore;
}

type Editable = UpdateCompanyBody;

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The columns a body sets; fields it leaves out stay as they are. */
function valuesOf(body: Editable): CompanyValues {
  const values: CompanyValues = {};
  if (body.name !== undefined) values.name = body.name.trim();
  if (body.adminColor !== undefined) values.adminColor = body.adminColor?.toLowerCase() ?? null;
  if (body.menuColor !== undefined) values.menuColor = body.menuColor?.toLowerCase() ?? null;
  if (body.brandUrl !== undefined) values.brandUrl = trimmedOrNull(body.brandUrl);
  if (body.copyright !== undefined) values.copyrightMessage = trimmedOrNull(body.copyright);
  if (body.featuredLinks !== undefined)
    values.featuredLinks = body.featuredLinks.map((link) => ({
      name: link.name.trim(),
      url: link.url.trim(),
    }));
  if (body.adminMenu !== undefined) values.adminMenu = body.adminMenu;
  if (body.emailDomain !== undefined) values.emailDomain = body.emailDomain?.toLowerCase() ?? null;
  if (body.allowPushcastEmail !== undefined) values.allowPushcastEmail = body.allowPushcastEmail;
  if (body.maintenance !== undefined) values.maintenance = body.maintenance;
  if (body.defaultLanguage !== undefined) {
    const code = languageCode(body.defaultLanguage);
    if (!code) throw fieldError('defaultLanguage', UNLISTED_LANGUAGE);
    values.defaultLanguage = code;
  }
  if (body.messageReview !== undefined) {
    values.reviewMode = body.messageReview.mode;
    values.reviewAbove = body.messageReview.above;
  }
  if (body.isConfigFileReady !== undefined) values.isConfigFileReady = body.isConfigFileReady;
  if (body.accountSetupLink !== undefined)
    values.accountSetupLink = trimmedOrNull(body.accountSetupLink);
  return values;
}

const hasData = (data: Record<string, number>) => Object.values(data).some((n) => n > 0);

/** SPEC.md section 7, "Company": organisations, their status, settings and branding images. */
export function createCompanyService(db: Database, deps: CompanyServiceDeps = {}) {
  const repo = createCompanyRepository(db);
  const fileStoreFor = deps.fileStoreFor ?? createDatabaseFileStore;

  /** The company the caller may see by its companyID: any for a platform admin, else their own. */
  async function visible(scope: Scope, slug: string): Promise<CompanyRow> {
    const row = await repo.findBySlug(slug);
    if (!row || (scope.kind !== 'platform' && row.id !== scope.companyId)) {
      throw notFound('Organization');
    }
    return row;
  }

  /**
   * Writes the body's values and its images in one transaction: each new image is stored and
   * the one it replaces (or a removed one) deleted from the store.
   */
  async function write(
    executor: Database,
    row: CompanyRow,
    body: Editable,
    images: BrandingImages,
  ): Promise<CompanyRow> {
    const files = fileStoreFor(executor);
    const values = valuesOf(body);
    const replaced: string[] = [];
    for (const field of ['logo', 'favicon'] as const) {
      const image = images[field];
      const remove = field === 'logo' ? body.removeLogo : body.removeFavicon;
      if (!image && remove !== true) continue;
      const old = fileIdOf(row[field]);
      if (old) replaced.push(old);
      values[field] = image ? filePath(await files.put({ companyId: row.id, ...image })) : null;
    }
    const updated = await repo.update(executor, row.id, values);
    for (const id of replaced) await files.delete(id);
    return updated;
  }

  /** The organisation a settings write is for: the admin's own, or the platform admin's chosen one. */
  async function settingsTarget(scope: Scope): Promise<CompanyRow> {
    if (!scope.companyId) {
      throw fieldError('companyID', 'must name an organization: choose one in the navbar first');
    }
    const row = await repo.findById(scope.companyId);
    if (!row) throw notFound('Organization');
    return row;
  }

  return {
    async list(scope: Scope): Promise<CompanyListItem[]> {
      return repo.list(scope);
    },

    async get(scope: Scope, slug: string): Promise<Company> {
      return companyOfRow(await visible(scope, slug));
    },

    publicBranding(slug: string): Promise<PublicCompany | null> {
      return repo.publicBranding(slug);
    },

    lastCompanyNumber(): Promise<number> {
      return repo.lastCompanyNumber();
    },

    async create(body: CreateCompanyBody, images: BrandingImages): Promise<Company> {
      if (isReservedCompanyId(body.companyID)) {
        throw new AppError(
          'error_company_id_reserved',
          `"${body.companyID}" is a word the console uses for its own pages.`,
          [{ field: 'companyID', message: 'is a reserved word' }],
        );
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          companyId: body.companyID,
          name: body.name.trim(),
        });
        if (!inserted) {
          throw new AppError('error_company_id_taken', 'This organization ID is already in use.', [
            { field: 'companyID', message: 'is already in use' },
          ]);
        }
        return write(tx, inserted, body, images);
      });
      return companyOfRow(row);
    },

    async update(slug: string, body: UpdateCompanyBody, images: BrandingImages): Promise<Company> {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound('Organization');
      return companyOfRow(await db.transaction((tx) => write(tx, row, body, images)));
    },

    async setStatus(slug: string, status: 0 | 1): Promise<Company> {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound('Organization');
      const updated = await repo.setActive(row.id, status);
      if (!updated) throw notFound('Organization');
      return companyOfRow(updated);
    },

    /**
     * Deletes an organisation. One that still holds admins, channels, app users or messages
     * must be deactivated first; a deactivated one goes with all its data.
     */
    async remove(slug: string): Promise<void> {
      const row = await repo.findBySlug(slug);
      if (!row) throw notFound('Organization');
      if (row.isActive === 1 && hasData({ ...(await repo.dataOf(row.id)) })) {
        throw new AppError(
          'error_company_has_data',
          'This organization still has admins, channels, app users or messages: deactivate it before deleting it.',
        );
      }
      const keys = await repo.deleteWithData(row.id);
      const objects = deps.objectStore;
      if (objects && keys.length > 0) {
        await afterCommit(async () => {
          for (const key of keys) await objects.delete(key);
        });
      }
    },

    /** GET /company-settings/{id}: a company admin's own organisation, any for the platform. */
    async settings(scope: Scope, slug: string): Promise<Company> {
      return companyOfRow(await visible(scope, slug));
    },

    async saveSettings(
      scope: Scope,
      body: CompanySettingsBody,
      images: BrandingImages,
    ): Promise<Company> {
      const row = await settingsTarget(scope);
      return companyOfRow(await db.transaction((tx) => write(tx, row, body, images)));
    },

    async saveFeaturedLinks(
      scope: Scope,
      featuredLinks: CompanySettingsBody['featuredLinks'],
    ): Promise<Company> {
      const row = await settingsTarget(scope);
      return companyOfRow(await repo.update(db, row.id, valuesOf({ featuredLinks })));
    },

    /** The company's zone, quiet hours and frequency cap (deliveryRulesRoutes.ts). */
    deliveryRules: createDeliveryRulesRepository(db),

    /** A stored image by its id, for GET /files/{id}. */
    file(id: string): Promise<StoredFile | null> {
      return fileStoreFor(db).get(id);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
