import {
  USER_IMPORT_LIST_LIMIT,
  type UserImportDuplicate,
  type UserImportSummary,
} from '../../../contract/userImport';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { companyOf, type Scope } from '../../plugins/tenancy';
import { invalidFile } from './columns';
import type { ParsedUpload } from './readCsv';
import {
  deleteByMemberId,
  insertUsers,
  lockCompanyImports,
  takenKeys,
  type TakenKeys,
} from './repository';
import type { ImportRow } from './rows';

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

export function createUserImportService(db: Database) {
  return {
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
        const imported = await insertUsers(tx, scope, companyId, existing.fresh);
        return summary(
          parsed,
          [...inFile.duplicates, ...existing.duplicates],
          existing.fresh.length,
          imported,
        );
      });
    },

    /**
     * Channel admins may not delete app users, as in the users list: a user may follow other
     * channels too, and one channel does not remove it from them.
     */
    async deleteImported(scope: Scope, userid: string): Promise<number> {
      if (scope.kind === 'channel') throw forbidden('Channel admins cannot delete app users.');
      companyFor(scope);
      const deleted = await deleteByMemberId(db, scope, userid.trim());
      if (deleted === 0) throw notFound('App user with this member ID');
      return deleted;
    },
  };
}

export type UserImportService = ReturnType<typeof createUserImportService>;
