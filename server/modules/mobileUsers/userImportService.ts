import { randomUUID } from 'node:crypto';
import {
  USER_IMPORT_LIST_LIMIT,
  type UserImportDuplicate,
  type UserImportSummary,
} from '../../../contract/userImport';
import type { CreateMobileUserBody } from '../../../contract/mobileUsers';
import type { UploadsConfig } from '../../config';
import type { Database } from '../../db/client';
import { allowLongStatements } from '../../db/longStatements';
import { AppError, notFound } from '../../lib/errors';
import { companyOf, type Scope } from '../../plugins/tenancy';
import { invalidFile, type Column, type ImportField } from './userImportColumns';
import type { ParsedUpload } from './userImportCsv';
import {
  deleteByMemberId,
  insertUser,
  lockCompanyImports,
  takenKeysOf,
} from './userImportRepository';
import { readRow, type ImportRow } from './userImportRows';
import {
  discardStaged,
  firstDuplicates,
  insertStaged,
  markDuplicates,
  stagedCounts,
  stageRows,
  type StagedCounts,
} from './userImportStagingRepository';

export type UserImportLimits = UploadsConfig['userImport'];

/** Imports land in one company: a platform admin must have chosen one in the navbar. */
function companyFor(scope: Scope): string {
  const companyId = companyOf(scope);
  if (!companyId) throw invalidFile('Choose an organization first: app users belong to one.');
  return companyId;
}

function summary(
  parsed: ParsedUpload,
  duplicates: UserImportDuplicate[],
  counts: StagedCounts,
  imported: number | null,
): UserImportSummary {
  return {
    dryRun: imported === null,
    rows: parsed.dataRows,
    valid: counts.staged - counts.duplicates,
    ...(imported === null ? {} : { imported }),
    duplicateCount: counts.duplicates,
    duplicates,
    errorCount: parsed.errorCount,
    errors: parsed.errors,
  };
}

/** A create-user body as the columns and cells of one import row, so one set of rules checks both. */
function asImportRow(body: CreateMobileUserBody): { columns: Column[]; cells: string[] } {
  const fields: [ImportField, string | undefined][] = [
    ['email', body.email],
    ['firstname', body.firstname],
    ['lastname', body.lastname],
    ['phone', body.phone],
    ['platform', body.platForm],
    ['userid', body.userid],
    ['state', body.state],
    ['zipcode', body.zipcode],
    ['country', body.country],
  ];
  const custom = body.customFields ?? [];
  return {
    columns: [
      ...fields.map(([field]): Column => ({ kind: 'field', field })),
      ...custom.map(({ name }): Column => ({ kind: 'custom', name })),
    ],
    cells: [...fields.map(([, value]) => value ?? ''), ...custom.map(({ value }) => value)],
  };
}

export function createUserImportService(db: Database, limits: UserImportLimits) {
  return {
    /** The largest file, in bytes, and the most rows an import reads. */
    limits,

    /**
     * One app user, checked as an import row is: an email or a phone, each well formed and not
     * taken by a live user of the company (email: error_email_already_exist, phone:
     * error_contact_already_exist). Answers the new user's id.
     */
    async createUser(scope: Scope, body: CreateMobileUserBody): Promise<string> {
      const companyId = companyFor(scope);
      const names = new Set(body.customFields?.map(({ name }) => name.toLowerCase()));
      if (names.size !== (body.customFields?.length ?? 0)) {
        throw new AppError('validation_error', 'customFields names must differ.');
      }
      const { columns, cells } = asImportRow(body);
      const read = readRow(columns, cells, 1);
      if ('errors' in read) {
        const details = read.errors.map(({ field, message }) => ({ field, message }));
        const [first] = details;
        throw new AppError(
          'validation_error',
          first ? `${first.field} ${first.message}` : 'The user is not valid.',
          details,
        );
      }
      return db.transaction(async (tx) => {
        await lockCompanyImports(tx, companyId);
        const taken = await takenKeysOf(tx, companyId, read.row);
        if (taken.email) {
          throw new AppError('error_email_already_exist', 'Email already in use.', [
            { field: 'email', message: 'is already in use' },
          ]);
        }
        if (taken.phone) {
          throw new AppError('error_contact_already_exist', 'contact already exist.', [
            { field: 'phone', message: 'is already in use' },
          ]);
        }
        const id = await insertUser(tx, scope, companyId, read.row);
        return id;
      });
    },

    /** Throws unless the scope can import; checked before the upload is read. */
    companyFor,

    /** A new import's id, for its staged rows: one per request, never shown. */
    newImportId: (): string => randomUUID(),

    /** Writes a batch of checked rows of the import, outside any transaction. */
    stage: (importId: string, rows: ImportRow[]): Promise<void> => stageRows(db, importId, rows),

    /**
     * A dry run answers what an import would do and writes no user. An import adds every valid,
     * new row in one transaction, under a per-company lock, so a re-upload adds nothing twice.
     */
    async importStaged(
      scope: Scope,
      importId: string,
      parsed: ParsedUpload,
      dryRun: boolean,
    ): Promise<UserImportSummary> {
      const companyId = companyFor(scope);
      const finish = async (tx: Database, imported: () => Promise<number | null>) => {
        await markDuplicates(tx, importId, companyId);
        const counts = await stagedCounts(tx, importId);
        const listed = await firstDuplicates(tx, importId, USER_IMPORT_LIST_LIMIT);
        return summary(parsed, listed, counts, await imported());
      };
      return db.transaction(async (tx) => {
        await allowLongStatements(tx);
        if (dryRun) return finish(tx, () => Promise.resolve(null));
        await lockCompanyImports(tx, companyId);
        return finish(tx, () => insertStaged(tx, scope, companyId, importId));
      });
    },

    /** Deletes the import's staged rows, whatever became of it. */
    discard: (importId: string): Promise<void> => discardStaged(db, importId),

    /**
     * Channel admins may not delete app users (the route's access declaration), as in the users
     * list: a user may follow other channels too, and one channel does not remove it from them.
     */
    async deleteImported(scope: Scope, userid: string): Promise<number> {
      companyFor(scope);
      const deleted = await deleteByMemberId(db, scope, userid.trim());
      if (deleted === 0) throw notFound('App user with this member ID');
      return deleted;
    },
  };
}

export type UserImportService = ReturnType<typeof createUserImportService>;
