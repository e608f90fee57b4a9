import {
  USER_IMPORT_LIST_LIMIT,
  type UserImportDuplicate,
  type UserImportSummary,
} from '../../../contract/userImport';
import type { CreateMobileUserBody } from '../../../contract/mobileUsers';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { companyOf, type Scope } from '../../plugins/tenancy';
import { invalidFile, type Column, type ImportField } from './userImportColumns';
import type { ParsedUpload } from './userImportCsv';
import {
  deleteByMemberId,
  insertUsers,
  lockCompanyImports,
  takenKeys,
  type TakenKeys,
} from './userImportRepository';
import { readRow, type ImportRow } from './userImportRows';

/** Imports land in one company: a platform admin must have chosen one in the navbar. */
function companyFor(scope: Scope): string {
  const companyId = companyOf(scope);
  if (!companyId) throw invalidFile('Choose an organization first: app users belong to one.');
  return companyId;
}

/** Later rows repeating an earlier row's email or phone; the first one stays. */
function splitFileDuplicates(rows: readonly ImportRow[]) {
  const firstByEmail = new Map<string, number>();
  const firstByPhone = new Map<string, number>();
  const unique: ImportRow[] = [];
  const duplicates: UserImportDuplicate[] = [];
  for (const row of rows) {
    const emailLine = row.email ? firstByEmail.get(row.email) : undefined;
    const phoneLine = row.phone ? firstByPhone.get(row.phone) : undefined;
    if (emailLine !== undefined && row.email) {
      duplicates.push({
        line: row.line,
        field: 'email',
        value: row.email,
        reason: 'file',
        firstLine: emailLine,
      });
    } else if (phoneLine !== undefined && row.phone) {
      duplicates.push({
        line: row.line,
        field: 'phone',
        value: row.phone,
        reason: 'file',
        firstLine: phoneLine,
      });
    } else {
      unique.push(row);
      if (row.email) firstByEmail.set(row.email, row.line);
      if (row.phone) firstByPhone.set(row.phone, row.line);
    }
  }
  return { unique, duplicates };
}

function splitExisting(rows: readonly ImportRow[], taken: TakenKeys) {
  const fresh: ImportRow[] = [];
  const duplicates: UserImportDuplicate[] = [];
  for (const row of rows) {
    if (row.email && taken.emails.has(row.email)) {
      duplicates.push({ line: row.line, field: 'email', value: row.email, reason: 'existing' });
    } else if (row.phone && taken.phones.has(row.phone)) {
      duplicates.push({ line: row.line, field: 'phone', value: row.phone, reason: 'existing' });
    } else fresh.push(row);
  }
  return { fresh, duplicates };
}

function summary(
  parsed: ParsedUpload,
  duplicates: UserImportDuplicate[],
  valid: number,
  imported: number | null,
): UserImportSummary {
  duplicates.sort((a, b) => a.line - b.line);
  return {
    dryRun: imported === null,
    rows: parsed.dataRows,
    valid,
    ...(imported === null ? {} : { imported }),
    duplicateCount: duplicates.length,
    duplicates: duplicates.slice(0, USER_IMPORT_LIST_LIMIT),
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

export function createUserImportService(db: Database) {
  return {
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
        const taken = await takenKeys(tx, companyId, [read.row]);
        if (read.row.email && taken.emails.has(read.row.email)) {
          throw new AppError('error_email_already_exist', 'Email already in use.', [
            { field: 'email', message: 'is already in use' },
          ]);
        }
        if (read.row.phone && taken.phones.has(read.row.phone)) {
          throw new AppError('error_contact_already_exist', 'contact already exist.', [
            { field: 'phone', message: 'is already in use' },
          ]);
        }
        const [id] = await insertUsers(tx, scope, companyId, [read.row]);
        if (!id) throw new Error('the user insert returned no row');
        return id;
      });
    },

    /** Throws unless the scope can import; checked before the upload is read. */
    companyFor,

    /**
     * A dry run answers what an import would do and writes nothing. An import adds every valid,
     * new row in one transaction, under a per-company lock, so a re-upload adds nothing twice.
     */
    async importUsers(
      scope: Scope,
      parsed: ParsedUpload,
      dryRun: boolean,
    ): Promise<UserImportSummary> {
      const companyId = companyFor(scope);
      const inFile = splitFileDuplicates(parsed.rows);
      if (dryRun) {
        const existing = splitExisting(
          inFile.unique,
          await takenKeys(db, companyId, inFile.unique),
        );
        return summary(
          parsed,
          [...inFile.duplicates, ...existing.duplicates],
          existing.fresh.length,
          null,
        );
      }
      return db.transaction(async (tx) => {
        await lockCompanyImports(tx, companyId);
        const existing = splitExisting(
          inFile.unique,
          await takenKeys(tx, companyId, inFile.unique),
        );
        const imported = (await insertUsers(tx, scope, companyId, existing.fresh)).length;
        return summary(
          parsed,
          [...inFile.duplicates, ...existing.duplicates],
          existing.fresh.length,
          imported,
        );
      });
    },

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
